export { retailersLinks } from './links';
export * from './api';
export * from './features';

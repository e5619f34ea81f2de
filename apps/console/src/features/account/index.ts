export { accountLinks } from './links';
export * from './api';

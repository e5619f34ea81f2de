export { catalogueLinks } from './links';
export * from './api';

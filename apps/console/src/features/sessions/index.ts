export { sessionsLinks } from './links';
export * from './api';

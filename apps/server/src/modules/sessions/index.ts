export { recoveryLinkPages, sessionRoutes } from './routes';

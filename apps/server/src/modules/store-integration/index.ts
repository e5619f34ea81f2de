export { storeIntegrationRoutes } from './routes';

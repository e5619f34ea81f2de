export { storeRoutes } from './routes';

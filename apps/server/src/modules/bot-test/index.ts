export { botTestRoutes } from './routes';

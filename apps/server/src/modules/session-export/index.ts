export { sessionExportRoutes } from './routes';

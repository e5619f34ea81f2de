export { maintenanceRoutes } from './maintenance';
export { statusRoutes } from './routes';

export { newDashboardPages } from './routes';

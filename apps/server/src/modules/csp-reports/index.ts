export { cspReportRoutes } from './routes';

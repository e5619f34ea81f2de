export { handoffRoutes } from './routes';
export { consoleOrigins, findHandoffGrant, openHandoff, type HandoffGrant } from './service';

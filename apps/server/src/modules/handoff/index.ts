export { handoffRoutes } from './routes';
export { consoleOrigins, findHandoffGrant, openHandoff, type HandoffGrant } from './service';
export { framedPagePolicy, sendFramedPage, serveHandoffPage, type HandoffPage } from './pages';

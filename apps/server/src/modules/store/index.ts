export { storeRoutes } from './routes';
export { isMyshopifyDomain, SHOPIFY_TIMEOUT_MS } from './shopify-connector';

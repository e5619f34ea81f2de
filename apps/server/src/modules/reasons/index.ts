export { reasonRoutes } from './routes';
export { findBrandStatements, findQuotableReasons, saveBrandStatements } from './statements';

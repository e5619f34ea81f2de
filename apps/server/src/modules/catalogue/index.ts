export { addonItemRoutes, cohortRoutes, productCategoryRoutes, productRoutes } from './routes';

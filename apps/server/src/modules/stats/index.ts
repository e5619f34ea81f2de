export { defineRollupSealing } from './rollups/sealer';
export { statsRoutes } from './routes';

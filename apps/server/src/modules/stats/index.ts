export { startRollupSealer } from './rollups/sealer';
export { statsRoutes } from './routes';

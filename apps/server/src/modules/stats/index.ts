export { defineRollupSealing } from './rollups/sealer';
export { statsRoutes } from './routes';
export { cohortFigures } from './cohort-figures';
export { compareConversion } from './significance';

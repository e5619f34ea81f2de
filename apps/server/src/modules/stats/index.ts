export { defineRollupSealing } from './rollups/sealer';
export { statsRoutes } from './routes';
export { moneyPer, percentOf } from './change';
export { compareConversion } from './significance';

export { catalogueRoutes } from './routes';
export { findCohortsByIds, listStoreCohorts, type CohortEntry } from './cohorts';

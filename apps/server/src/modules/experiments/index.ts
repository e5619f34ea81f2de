export { assignCohort, type AssignableCohort } from './assignment';
export { defineExperimentJobs } from './jobs';
export { experimentRoutes } from './routes';
export { findStoreExperiment, type StoreCohort, type StoreExperiment } from './store-experiment';
export { experimentTestHooks } from './test-hooks';
export { recordExperimentVisitor } from './visitors';

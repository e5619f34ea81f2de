export { shopperBucketSql, upliftCohortOf } from './cohort';
export { findLatestUpliftTest } from './repository';
export { upliftRoutes } from './routes';
export { recordUpliftVisitor } from './visitors';

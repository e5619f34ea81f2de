export { billingRoutes } from './routes';
export { defineBilling } from './jobs';
export { billingTestHooks, TEST_HOOKS_PATH } from './test-hooks';
export { recordDemoBillingHistory } from './demo-history';
export { findCapReached, findCurrentUsage } from './usage';
export { presentSchemeSummary } from './present';

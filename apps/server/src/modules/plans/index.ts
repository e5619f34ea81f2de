export { PLAN_CATALOGUE } from './catalogue';
export { billingCycleStart } from './cycle';

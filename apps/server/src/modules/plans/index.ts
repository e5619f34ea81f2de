export { PLAN_CATALOGUE } from './catalogue';

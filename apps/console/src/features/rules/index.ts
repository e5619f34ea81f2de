export { rulesLinks } from './links';
export * from './api';
export {
  ACTIVE_RULE_NAMES_SHOWN,
  ActiveRulesSummary,
} from './components/rule-list/ActiveRulesSummary';

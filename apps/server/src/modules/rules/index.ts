export { ruleRoutes } from './routes';
export { listServableRuleset, listAlgorithmRulesFor } from './service';

export { ruleRoutes } from './routes';
export { listActiveRuleset, listAlgorithmRulesFor } from './service';

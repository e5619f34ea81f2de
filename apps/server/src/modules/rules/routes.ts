import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { deleteRule, deleteRules } from './list-actions';
import { createRule, findRule, findRules, updateRule } from './service';

/**
 * Rules (part 2 §7): no retailer in the path, so every route is `authenticated` and the services
 * check the tenancy; admin contexts answer 403 to retailer users.
 */
export const ruleRoutes: ModuleRoutes = (app, deps) => {
  const rules = endpoints.rules;
  const policy = access.authenticated;

  serve(app, rules.findRules, policy, (request) =>
    findRules(deps, requirePrincipal(request), request.query),
  );
  serve(app, rules.createRule, policy, (request) =>
    createRule(deps, requirePrincipal(request), request.body),
  );
  serve(app, rules.deleteRules, policy, (request) =>
    deleteRules(deps, requirePrincipal(request), request.body),
  );
  serve(app, rules.findRule, policy, (request) =>
    findRule(deps, requirePrincipal(request), request.params.ruleId, request.query.context),
  );
  serve(app, rules.updateRule, policy, (request) =>
    updateRule(deps, requirePrincipal(request), request.params.ruleId, request.body),
  );
  serve(app, rules.deleteRule, policy, (request) =>
    deleteRule(deps, requirePrincipal(request), request.params.ruleId, request.query.context),
  );
};

import {
  ZDeletedResponse,
  ZErrorResponse,
  ZRule,
  ZRuleBatchDeleteRequest,
  ZRuleDeleteQuery,
  ZRuleItemQuery,
  ZRuleListQuery,
  ZRuleListResponse,
  ZRuleParams,
  ZRuleSaveRequest,
  ZRuleUpdateRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { deleteRule, deleteRules } from './list-actions';
import { createRule, findRule, findRules, updateRule } from './service';

/**
 * Rules (part 2 §7): no retailer in the path, so every route is `authenticated` and the services
 * check the tenancy; admin contexts answer 403 to retailer users.
 */
export const ruleRoutes: ModuleRoutes = (app, deps) => {
  const config = { access: access.authenticated };
  const tags = ['rules'];
  const refusals = { 400: ZValidationErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
  const writeRefusals = { ...refusals, 422: ZErrorResponse };

  app.get(
    '/rules',
    {
      config,
      schema: {
        tags,
        querystring: ZRuleListQuery,
        response: { 200: ZRuleListResponse, ...refusals },
      },
    },
    (request) => findRules(deps, requirePrincipal(request), request.query),
  );

  app.post(
    '/rules',
    {
      config,
      schema: { tags, body: ZRuleSaveRequest, response: { 200: ZRule, ...writeRefusals } },
    },
    (request) => createRule(deps, requirePrincipal(request), request.body),
  );

  app.delete(
    '/rules',
    {
      config,
      schema: {
        tags,
        body: ZRuleBatchDeleteRequest,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    (request) => deleteRules(deps, requirePrincipal(request), request.body),
  );

  app.get(
    '/rules/:ruleId',
    {
      config,
      schema: {
        tags,
        params: ZRuleParams,
        querystring: ZRuleItemQuery,
        response: { 200: ZRule, ...refusals },
      },
    },
    (request) =>
      findRule(deps, requirePrincipal(request), request.params.ruleId, request.query.context),
  );

  app.put(
    '/rules/:ruleId',
    {
      config,
      schema: {
        tags,
        params: ZRuleParams,
        body: ZRuleUpdateRequest,
        response: { 200: ZRule, ...writeRefusals },
      },
    },
    (request) => updateRule(deps, requirePrincipal(request), request.params.ruleId, request.body),
  );

  app.delete(
    '/rules/:ruleId',
    {
      config,
      schema: {
        tags,
        params: ZRuleParams,
        querystring: ZRuleDeleteQuery,
        response: { 200: ZDeletedResponse, ...refusals },
      },
    },
    (request) =>
      deleteRule(deps, requirePrincipal(request), request.params.ruleId, request.query.context),
  );
};

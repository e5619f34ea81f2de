import { ZDeletedResponse } from '../catalogue';
import { endpoint } from '../endpoint';
import { ZRuleSaveRequest, ZRuleUpdateRequest } from '../rule-save';
import {
  ZRule,
  ZRuleBatchDeleteRequest,
  ZRuleDeleteQuery,
  ZRuleItemQuery,
  ZRuleListQuery,
  ZRuleListResponse,
  ZRuleParams,
} from '../rules';

const tags = ['rules'];
const CONTEXTS =
  'The context names the list the caller works in: `ruleset` and `archive` are a retailer\u2019s own rules, `admin:algorithm` and `admin:experiments` are for administrators only (403 for retailer users).';

/**
 * Rules (part 2 §7). No retailer in the path: every call is for signed-in users, and the rule's
 * retailer decides who may see it (another retailer's rule answers 404).
 */
export const ruleEndpoints = {
  findRules: endpoint({
    method: 'GET',
    path: '/rules',
    tags,
    summary: 'List the rules of one list',
    description: `Sorted by priority, highest first. ${CONTEXTS} Retailer contexts need \`retailer_id\`; the algorithm list may filter by it.`,
    query: ZRuleListQuery,
    response: ZRuleListResponse,
    refusals: [400, 403, 404],
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/rules',
    tags,
    summary: 'Create a rule',
    description:
      'Saves the editor\u2019s whole rule. The plan\u2019s features, the retailer\u2019s catalogue and the priorities are checked here; a refusal the user can act on answers 422 with its message.',
    body: ZRuleSaveRequest,
    response: ZRule,
    refusals: [400, 403, 404, 422],
  }),
  deleteRules: endpoint({
    method: 'DELETE',
    path: '/rules',
    tags,
    summary: 'Delete several rules',
    description: `Deletes the listed rules of one list, all or none. ${CONTEXTS}`,
    body: ZRuleBatchDeleteRequest,
    response: ZDeletedResponse,
    refusals: [400, 403, 404],
  }),
  findRule: endpoint({
    method: 'GET',
    path: '/rules/:ruleId',
    tags,
    summary: 'Read a rule',
    description: `The rule as the editor loads it. ${CONTEXTS}`,
    params: ZRuleParams,
    query: ZRuleItemQuery,
    response: ZRule,
    refusals: [400, 403, 404],
  }),
  updateRule: endpoint({
    method: 'PUT',
    path: '/rules/:ruleId',
    tags,
    summary: 'Save or patch a rule',
    description:
      'A body with a name is the editor\u2019s whole save; otherwise a list patch with the context and exactly one of `archived`, `active` or `priority` (reordering moves the rules between).',
    params: ZRuleParams,
    body: ZRuleUpdateRequest,
    response: ZRule,
    refusals: [400, 403, 404, 422],
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/rules/:ruleId',
    tags,
    summary: 'Delete a rule',
    description: `${CONTEXTS}`,
    params: ZRuleParams,
    query: ZRuleDeleteQuery,
    response: ZDeletedResponse,
    refusals: [400, 403, 404],
  }),
};

import {
  ZRule,
  type TRule,
  type TRuleContext,
  type TRulePatchRequest,
  type TRuleSaveInput,
} from '@parley/contract';
import { ruleEndpoints } from '@parley/contract/endpoints/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';
import { useApi } from '../../lib/app-context';

/** Rules of one list: a retailer's ruleset or archive, or the algorithm rules (retailer null). */
export interface RuleScope {
  context: TRuleContext;
  retailerId: string | null;
}

export const ruleKeys = {
  all: ['rules'] as const,
  lists: () => [...ruleKeys.all, 'list'] as const,
  list: (scope: RuleScope) => [...ruleKeys.lists(), scope.context, scope.retailerId] as const,
  item: (ruleId: string) => [...ruleKeys.all, 'item', ruleId] as const,
};

export const ruleListQuery = (api: ApiClient, scope: RuleScope) =>
  queryOptions({
    queryKey: ruleKeys.list(scope),
    queryFn: async () =>
      (
        await api.call(ruleEndpoints.findRules, {
          query: { context: scope.context, retailer_id: scope.retailerId ?? undefined },
        })
      ).rules,
  });

/** GET /rules with context and retailer_id; sorted by priority by the server. */
export function useRules(scope: RuleScope, enabled = true) {
  return useQuery({ ...ruleListQuery(useApi(), scope), enabled });
}

export function useRule(ruleId: string | null, context: TRuleContext) {
  return useApiQuery(
    ruleKeys.item(ruleId ?? ''),
    (api) =>
      api.call(ruleEndpoints.findRule, { params: { ruleId: ruleId ?? '' }, query: { context } }),
    { enabled: ruleId !== null },
  );
}

/**
 * A list change (archive, activate, reorder) or a save moves rules between the ruleset, the
 * archive and their order, so every rule list is refreshed; the item is replaced in the cache.
 */
function useRuleMutation<V>(change: (api: ApiClient, variables: V) => Promise<unknown>) {
  return useApiMutation(change, (queryClient, result) => {
    const parsed = ZRule.safeParse(result);
    if (parsed.success) queryClient.setQueryData(ruleKeys.item(parsed.data.rule_id), parsed.data);
    return queryClient.invalidateQueries({ queryKey: ruleKeys.lists() });
  });
}

/** POST /rules (ruleId null) or PUT /rules/{id} with the whole rule. */
export function useSaveRule() {
  return useRuleMutation(
    (api, { ruleId, values }: { ruleId: string | null; values: TRuleSaveInput }) =>
      ruleId === null
        ? api.call(ruleEndpoints.createRule, { body: values })
        : api.call(ruleEndpoints.updateRule, { params: { ruleId }, body: values }),
  );
}

/** PUT /rules/{id} with context and exactly one of archived, active or priority. */
export function usePatchRule() {
  return useRuleMutation((api, { ruleId, patch }: { ruleId: string; patch: TRulePatchRequest }) =>
    api.call(ruleEndpoints.updateRule, { params: { ruleId }, body: patch }),
  );
}

/** DELETE /rules/{id}?context= for one, DELETE /rules with ids for several. */
export function useDeleteRules() {
  return useApiMutation(
    (api, { ids, context }: { ids: string[]; context: TRuleContext }) =>
      ids.length === 1
        ? api.call(ruleEndpoints.deleteRule, { params: { ruleId: ids[0]! }, query: { context } })
        : api.call(ruleEndpoints.deleteRules, { body: { ids, context } }),
    (queryClient, _result, { ids }) =>
      forgetDeleted(
        queryClient,
        ids.map((id) => ruleKeys.item(id)),
        ruleKeys.lists(),
      ),
  );
}

/**
 * The lists a list change to one rule shows in: a retailer's ruleset and archive (they trade
 * rules and share one order of priorities), or every algorithm list, filtered by retailer or not.
 */
const listsTouchedBy = (scope: RuleScope) =>
  scope.context === 'admin:algorithm'
    ? [[...ruleKeys.lists(), scope.context]]
    : [
        ruleKeys.list({ context: 'ruleset', retailerId: scope.retailerId }),
        ruleKeys.list({ context: 'archive', retailerId: scope.retailerId }),
      ];

export interface OptimisticRulePatch {
  ruleId: string;
  patch: TRulePatchRequest;
  /** The list as it should look once the server agrees: shown at once, put back if refused. */
  optimistic: TRule[];
}

/**
 * PUT /rules/{id} from a list (the Active switch, or a drop that reorders), showing the change
 * before the server answers: a refusal puts the list back, and the lists are loaded again after.
 */
export function useOptimisticRulePatch(scope: RuleScope) {
  const api = useApi();
  const queryClient = useQueryClient();
  const listKey = ruleKeys.list(scope);
  return useMutation({
    mutationFn: ({ ruleId, patch }: OptimisticRulePatch) =>
      api.call(ruleEndpoints.updateRule, { params: { ruleId }, body: patch }),
    onMutate: async ({ optimistic }) => {
      // A load already under way would answer with the old list over the optimistic one.
      await queryClient.cancelQueries({ queryKey: listKey, exact: true });
      const previous = queryClient.getQueryData<TRule[]>(listKey);
      queryClient.setQueryData(listKey, optimistic);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (rule) => queryClient.setQueryData(ruleKeys.item(rule.rule_id), rule),
    onSettled: () =>
      Promise.all(
        listsTouchedBy(scope).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

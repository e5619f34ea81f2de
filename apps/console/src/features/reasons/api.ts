import {
  type TGenerateReasonsRequest,
  type TReason,
  type TReasonContext,
  type TReasonSaveRequest,
} from '@parley/contract';
import { reasonEndpoints } from '@parley/contract/endpoints/reasons';
import type { QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';
import { retailerKeys } from '../retailers';

const reasons = reasonEndpoints;

/**
 * The reasons of one list: a retailer's own (context reasons) or the global ones (admin:global,
 * retailer null).
 */
export interface ReasonScope {
  context: TReasonContext;
  retailerId: string | null;
}

export const reasonKeys = {
  all: ['reasons'] as const,
  list: (scope: ReasonScope) =>
    [...reasonKeys.all, 'list', scope.context, scope.retailerId] as const,
  item: (reasonId: string) => [...reasonKeys.all, 'item', reasonId] as const,
};

/** GET /reasons with context and retailer_id (newest first). */
export function useReasons(scope: ReasonScope, enabled = true) {
  return useApiQuery(
    reasonKeys.list(scope),
    async (api) =>
      (
        await api.call(reasons.findReasons, {
          query: { context: scope.context, retailer_id: scope.retailerId ?? undefined },
        })
      ).reasons,
    { enabled },
  );
}

/** GET /reasons/{id} with the list's context. */
export function useReason(reasonId: string | null, context: TReasonContext) {
  return useApiQuery(
    reasonKeys.item(reasonId ?? ''),
    (api) =>
      api.call(reasons.findReason, { params: { reasonId: reasonId ?? '' }, query: { context } }),
    { enabled: reasonId !== null },
  );
}

/**
 * After a change to one reason: its cached copy is the answer, and its list loads again. A
 * retailer's reasons are also its brand statements, which its settings view carries.
 */
function afterChange(queryClient: QueryClient, scope: ReasonScope, reason: TReason) {
  queryClient.setQueryData(reasonKeys.item(reason.reason_id), reason);
  return refreshLists(queryClient, scope);
}

function refreshLists(queryClient: QueryClient, scope: ReasonScope) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reasonKeys.list(scope) }),
    scope.retailerId === null
      ? null
      : queryClient.invalidateQueries({
          queryKey: retailerKeys.detail(scope.retailerId),
          exact: true,
        }),
  ]);
}

/** What the editor sends: POST /reasons (reasonId null) or PUT /reasons/{id}. */
export function useSaveReason(scope: ReasonScope) {
  return useApiMutation(
    (api, { reasonId, body }: { reasonId: string | null; body: TReasonSaveRequest }) =>
      reasonId === null
        ? api.call(reasons.createReason, { body })
        : api.call(reasons.updateReason, { params: { reasonId }, body }),
    (queryClient, reason) => afterChange(queryClient, scope, reason),
  );
}

/** The list's Active? switch: PUT /reasons/{id} with the context and active. */
export function useToggleReason(scope: ReasonScope) {
  return useApiMutation(
    (api, { reasonId, active }: { reasonId: string; active: boolean }) =>
      api.call(reasons.updateReason, {
        params: { reasonId },
        body: { context: scope.context, active },
      }),
    (queryClient, reason) => afterChange(queryClient, scope, reason),
  );
}

/** DELETE /reasons/{id} with the context: a soft delete, after which the list reloads. */
export function useDeleteReason(scope: ReasonScope) {
  return useApiMutation(
    (api, reasonId: string) =>
      api.call(reasons.deleteReason, { params: { reasonId }, query: { context: scope.context } }),
    (queryClient, _answer, reasonId) => {
      queryClient.removeQueries({ queryKey: reasonKeys.item(reasonId) });
      return refreshLists(queryClient, scope);
    },
  );
}

/** POST /reasons/generate: brand statements suggested from the retailer's own text. */
export function useGenerateReasons() {
  return useApiMutation((api, body: TGenerateReasonsRequest) =>
    api.call(reasons.generateReasons, { body }),
  );
}

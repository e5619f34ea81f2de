import { type TPlanChangeRequest, type TPlanChangeResponse } from '@parley/contract';
import { accountEndpoints } from '@parley/contract/endpoints/account';
import { billingEndpoints } from '@parley/contract/endpoints/billing';
import type { QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';
import { retailerKeys } from '../retailers';

const billing = billingEndpoints;

/** Every billing query of a retailer sits under billingKeys.retailer(id). */
export const billingKeys = {
  all: ['billing'] as const,
  retailer: (retailerId: string) => [...billingKeys.all, retailerId] as const,
  plan: (retailerId: string) => [...billingKeys.retailer(retailerId), 'plan'] as const,
  planChoices: (retailerId: string) => [...billingKeys.retailer(retailerId), 'plans'] as const,
  /** The usage list's pages and every charge's detail: a new or billed charge changes both. */
  usage: (retailerId: string) => [...billingKeys.retailer(retailerId), 'usage'] as const,
  usageList: (retailerId: string, offset: number) =>
    [...billingKeys.usage(retailerId), 'list', offset] as const,
  usageEvent: (retailerId: string, eventId: string) =>
    [...billingKeys.usage(retailerId), 'event', eventId] as const,
  usageEventPage: (retailerId: string, eventId: string, offset: number) =>
    [...billingKeys.usageEvent(retailerId, eventId), offset] as const,
};

/** GET /retailers/{id}/account/plan: the billing scheme in force (Account & Plan). */
export function usePlan(retailerId: string) {
  return useApiQuery(billingKeys.plan(retailerId), (api) =>
    api.call(billing.findPlan, { params: { retailerId } }),
  );
}

/** GET /retailers/{id}/account/plans: the cards of Choose Your Plan. */
export function usePlanChoices(retailerId: string) {
  return useApiQuery(
    billingKeys.planChoices(retailerId),
    async (api) => (await api.call(billing.findPlanChoices, { params: { retailerId } })).plans,
  );
}

/**
 * After a plan change in force (or waiting for approval): the answer is the plan page's data;
 * the cards mark another current plan; the retailer's billing summary (top bar, menus, plan
 * features) changes; and the cycle that closed with the change left its charges in the usage.
 */
function afterPlanChange(
  queryClient: QueryClient,
  retailerId: string,
  answer: TPlanChangeResponse,
) {
  // A redirect changes nothing yet: Shopify has still to confirm the charge.
  if (answer.status === 'redirect') return undefined;
  queryClient.setQueryData(billingKeys.plan(retailerId), answer.billing_scheme);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.planChoices(retailerId) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.usage(retailerId) }),
    queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId), exact: true }),
  ]);
}

/**
 * PUT /retailers/{id}/account/plan: choose a plan (with its spending limit), approve the pending
 * upgrade, or confirm Shopify's charge on the way back. The caller follows a redirect.
 */
export function useChangePlan(retailerId: string) {
  return useApiMutation(
    (api, body: TPlanChangeRequest) =>
      api.call(billing.changePlan, { params: { retailerId }, body }),
    (queryClient, answer) => afterPlanChange(queryClient, retailerId, answer),
  );
}

/** POST /auth/password with the retailer: a link to set a new password, by e-mail. */
export function usePlanPasswordEmail(retailerId: string) {
  return useApiMutation((api) =>
    api.call(accountEndpoints.emailPasswordLink, { body: { retailer_id: retailerId } }),
  );
}

/**
 * Paging keeps the page on screen while the next loads; another retailer's or charge's data is
 * never shown in the meantime.
 */
const previousPageOf =
  (scope: readonly unknown[]) =>
  <T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined) =>
    query && scope.every((part, index) => query.queryKey[index] === part) ? previous : undefined;

/** GET /retailers/{id}/account/usage: one page of charges. */
export function useUsage(retailerId: string, offset: number) {
  return useApiQuery(
    billingKeys.usageList(retailerId, offset),
    (api) => api.call(billing.findUsage, { params: { retailerId }, query: { offset } }),
    { placeholderData: previousPageOf([...billingKeys.usage(retailerId), 'list']) },
  );
}

/** GET /retailers/{id}/account/usage/{eventId}: the charge, its plan and a page of its sales. */
export function useUsageEvent(retailerId: string, eventId: string, offset: number) {
  return useApiQuery(
    billingKeys.usageEventPage(retailerId, eventId, offset),
    (api) =>
      api.call(billing.findUsageEvent, { params: { retailerId, eventId }, query: { offset } }),
    { placeholderData: previousPageOf(billingKeys.usageEvent(retailerId, eventId)) },
  );
}

/**
 * POST /retailers/{id}/account/usage/{eventId}: bill the charge now. Its detail and the list
 * show Billed At, and the billed and unbilled fees of the plan and of the retailer's summary move.
 */
export function useBillUsageEvent(retailerId: string, eventId: string) {
  return useApiMutation(
    (api) => api.call(billing.billUsageEvent, { params: { retailerId, eventId } }),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.usage(retailerId) }),
        queryClient.invalidateQueries({ queryKey: billingKeys.plan(retailerId) }),
        queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId), exact: true }),
      ]),
  );
}

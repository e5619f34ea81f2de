import {
  ZRetailerListResponse,
  type TRetailer,
  type TRetailerFeature,
  type TRetailerListFilters,
  type TUpdateRetailerRequest,
  type TUpdateShopifyStoreRequest,
} from '@parley/contract';
import { authEndpoints } from '@parley/contract/endpoints/auth';
import { retailerEndpoints } from '@parley/contract/endpoints/retailers';
import { keepPreviousData } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';

const retailers = retailerEndpoints;

export const retailerKeys = {
  all: ['retailers'] as const,
  detail: (retailerId: string) => [...retailerKeys.all, 'detail', retailerId] as const,
  search: (searchText: string) => [...retailerKeys.all, 'search', searchText] as const,
  list: (filters: TRetailerListFilters, offset: number) =>
    [...retailerKeys.all, 'list', filters, offset] as const,
  storeIntegration: (retailerId: string) =>
    [...retailerKeys.all, 'shopify_store', retailerId] as const,
  demoFill: (retailerId: string) => [...retailerKeys.all, 'demo_fill', retailerId] as const,
  featureChanges: (retailerId: string) =>
    [...retailerKeys.all, 'feature_changes', retailerId] as const,
};

/** How often the shell asks again while the demo store is being filled. */
export const DEMO_FILL_POLL_MS = 5000;

/**
 * GET /retailers/{id}/demo_fill: asked once for any store, and again every few seconds while
 * the demo store is being filled, until it says it is done.
 */
export function useDemoFill(retailerId: string | null) {
  return useApiQuery(
    retailerKeys.demoFill(retailerId ?? ''),
    (api) => api.call(retailers.findDemoFill, { params: { retailerId: retailerId ?? '' } }),
    {
      enabled: retailerId !== null,
      refetchInterval: (query) => (query.state.data?.filling ? DEMO_FILL_POLL_MS : false),
      // A notice, not the page: a failed read shows nothing rather than an error.
      retry: false,
    },
  );
}

/** GET /retailers/{id}?context=status: what the shell and the onboarding screens read. */
export function useRetailer(retailerId: string | null) {
  return useApiQuery(
    retailerKeys.detail(retailerId ?? ''),
    (api) =>
      api.call(retailers.findRetailer, {
        params: { retailerId: retailerId ?? '' },
        query: { context: 'status' },
      }),
    { enabled: retailerId !== null },
  );
}

/**
 * A change whose answer is the whole retailer (its update, the uplift calls): the detail query
 * takes it as it is rather than loading it again.
 */
function useRetailerChange<Variables = void>(
  retailerId: string,
  change: (api: ApiClient, variables: Variables) => Promise<TRetailer>,
) {
  return useApiMutation(change, (queryClient, retailer) =>
    queryClient.setQueryData(retailerKeys.detail(retailerId), retailer),
  );
}

/** PUT /retailers/{id} (here the banner state, admin_site_banner_type). */
export function useUpdateRetailer(retailerId: string) {
  return useRetailerChange(retailerId, (api, body: TUpdateRetailerRequest) =>
    api.call(retailers.updateRetailer, { params: { retailerId }, body }),
  );
}

/**
 * GET /retailers?context=search&sortOrder=name&searchText=… (administrators): retailers by name,
 * for retailer selects. The previous answer stays on screen while the next search loads.
 */
export function useRetailerSearch(searchText: string, enabled = true) {
  return useApiQuery(
    retailerKeys.search(searchText),
    async (api) =>
      (
        await api.call(retailers.findRetailers, {
          query: { context: 'search', sortOrder: 'name', searchText: searchText || undefined },
        })
      ).retailers,
    { placeholderData: keepPreviousData, enabled },
  );
}

/** GET /retailers?context=list (administrators): the Retailers screen's page and total. */
export function useRetailerList(filters: TRetailerListFilters, offset: number) {
  return useApiQuery(
    retailerKeys.list(filters, offset),
    // The call answers either context's shape; the list context's has the total.
    async (api) =>
      ZRetailerListResponse.parse(
        await api.call(retailers.findRetailers, {
          query: { context: 'list', ...filters, offset },
        }),
      ),
    { placeholderData: keepPreviousData },
  );
}

/** GET /retailers/{id}?context=admin: the Retailer detail screen (administrators). */
export function useRetailerAdminDetail(retailerId: string) {
  return useApiQuery(retailerKeys.detail(retailerId), (api) =>
    api.call(retailers.findRetailer, { params: { retailerId }, query: { context: 'admin' } }),
  );
}

/** POST /retailers/{id}/uplift_test with the control cohort's percentage. */
export function useStartUpliftTest(retailerId: string) {
  return useRetailerChange(retailerId, (api, controlCohortPercentage: number) =>
    api.call(retailers.startUpliftTest, {
      params: { retailerId },
      body: { control_cohort_percentage: controlCohortPercentage },
    }),
  );
}

/** DELETE /retailers/{id}/uplift_test: terminates the running test. */
export function useTerminateUpliftTest(retailerId: string) {
  return useRetailerChange(retailerId, (api) =>
    api.call(retailers.terminateUpliftTest, { params: { retailerId } }),
  );
}

/** GET /retailers/{id}/shopify_store: the theme code and the discount functions switch. */
export function useStoreIntegration(retailerId: string) {
  return useApiQuery(retailerKeys.storeIntegration(retailerId), (api) =>
    api.call(retailers.findStoreIntegration, { params: { retailerId } }),
  );
}

/**
 * PUT /retailers/{id}/shopify_store (the code, or the discount functions switch). The retailer's
 * store info shows the switch too, so it is read again.
 */
export function useUpdateStoreIntegration(retailerId: string) {
  return useApiMutation(
    (api, body: TUpdateShopifyStoreRequest) =>
      api.call(retailers.updateStoreIntegration, { params: { retailerId }, body }),
    (queryClient, integration) => {
      queryClient.setQueryData(retailerKeys.storeIntegration(retailerId), integration);
      return queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId) });
    },
  );
}

/** POST /retailers/{id}/login_tokens: a one-time link to the console as the retailer's user. */
export function useLoginAsRetailer(retailerId: string) {
  return useApiMutation((api) =>
    api.call(authEndpoints.createLoginToken, { params: { retailerId } }),
  );
}

/** GET /retailers/{id}/feature_changes (administrators): who switched which feature, newest first. */
export function useRetailerFeatureChanges(retailerId: string) {
  return useApiQuery(
    retailerKeys.featureChanges(retailerId),
    async (api) =>
      (await api.call(retailers.findRetailerFeatureChanges, { params: { retailerId } })).changes,
  );
}

/**
 * PUT /retailers/{id}/features (administrators) with the whole list of the retailer's features:
 * the answer is the retailer, and the change is recorded, so the changes are read again.
 */
export function useUpdateRetailerFeatures(retailerId: string) {
  return useApiMutation(
    (api, availableFeatures: TRetailerFeature[]) =>
      api.call(retailers.updateRetailerFeatures, {
        params: { retailerId },
        body: { available_features: availableFeatures },
      }),
    (queryClient, retailer) => {
      queryClient.setQueryData(retailerKeys.detail(retailerId), retailer);
      return queryClient.invalidateQueries({ queryKey: retailerKeys.featureChanges(retailerId) });
    },
  );
}

import {
  ZRetailerListResponse,
  endpoints,
  type TRetailer,
  type TRetailerListFilters,
  type TShopifyStoreIntegration,
  type TUpdateRetailerRequest,
  type TUpdateShopifyStoreRequest,
} from '@parley/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/app-context';

const retailers = endpoints.retailers;

export const retailerKeys = {
  all: ['retailers'] as const,
  detail: (retailerId: string) => [...retailerKeys.all, 'detail', retailerId] as const,
  search: (searchText: string) => [...retailerKeys.all, 'search', searchText] as const,
  list: (filters: TRetailerListFilters, offset: number) =>
    [...retailerKeys.all, 'list', filters, offset] as const,
  storeIntegration: (retailerId: string) =>
    [...retailerKeys.all, 'shopify_store', retailerId] as const,
};

/** GET /retailers/{id}?context=status: what the shell and the onboarding screens read. */
export const retailerQuery = (api: ApiClient, retailerId: string) =>
  queryOptions({
    queryKey: retailerKeys.detail(retailerId),
    queryFn: () =>
      api.call(retailers.findRetailer, { params: { retailerId }, query: { context: 'status' } }),
  });

export function useRetailer(retailerId: string | null) {
  const api = useApi();
  return useQuery({ ...retailerQuery(api, retailerId ?? ''), enabled: retailerId !== null });
}

/**
 * PUT /retailers/{id} (here the banner state, admin_site_banner_type). The answer is the whole
 * retailer, so the detail query takes it as it is rather than loading it again.
 */
export function useUpdateRetailer(retailerId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateRetailerRequest) =>
      api.call(retailers.updateRetailer, { params: { retailerId }, body }),
    onSuccess: (retailer: TRetailer) =>
      queryClient.setQueryData(retailerKeys.detail(retailerId), retailer),
  });
}

/**
 * GET /retailers?context=search&sortOrder=name&searchText=… (administrators): retailers by name,
 * for retailer selects. The previous answer stays on screen while the next search loads.
 */
export function useRetailerSearch(searchText: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.search(searchText),
    queryFn: async () =>
      (
        await api.call(retailers.findRetailers, {
          query: { context: 'search', sortOrder: 'name', searchText: searchText || undefined },
        })
      ).retailers,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /retailers?context=list (administrators): the Retailers screen's page and total. */
export function useRetailerList(filters: TRetailerListFilters, offset: number) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.list(filters, offset),
    // The call answers either context's shape; the list context's has the total.
    queryFn: async () =>
      ZRetailerListResponse.parse(
        await api.call(retailers.findRetailers, {
          query: { context: 'list', ...filters, offset },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /retailers/{id}?context=admin: the Retailer detail screen (administrators). */
export function useRetailerAdminDetail(retailerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.detail(retailerId),
    queryFn: () =>
      api.call(retailers.findRetailer, { params: { retailerId }, query: { context: 'admin' } }),
  });
}

/** Both uplift calls answer the whole retailer: the detail takes it as it is. */
function useRetailerChange<Variables>(
  retailerId: string,
  change: (variables: Variables) => Promise<TRetailer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (retailer: TRetailer) =>
      queryClient.setQueryData(retailerKeys.detail(retailerId), retailer),
  });
}

/** POST /retailers/{id}/uplift_test with the control cohort's percentage. */
export function useStartUpliftTest(retailerId: string) {
  const api = useApi();
  return useRetailerChange(retailerId, (controlCohortPercentage: number) =>
    api.call(retailers.startUpliftTest, {
      params: { retailerId },
      body: { control_cohort_percentage: controlCohortPercentage },
    }),
  );
}

/** DELETE /retailers/{id}/uplift_test: terminates the running test. */
export function useTerminateUpliftTest(retailerId: string) {
  const api = useApi();
  return useRetailerChange(retailerId, () =>
    api.call(retailers.terminateUpliftTest, { params: { retailerId } }),
  );
}

/** GET /retailers/{id}/shopify_store: the theme code and the discount functions switch. */
export function useStoreIntegration(retailerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.storeIntegration(retailerId),
    queryFn: () => api.call(retailers.findStoreIntegration, { params: { retailerId } }),
  });
}

/**
 * PUT /retailers/{id}/shopify_store (the code, or the discount functions switch). The retailer's
 * store info shows the switch too, so it is read again.
 */
export function useUpdateStoreIntegration(retailerId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateShopifyStoreRequest) =>
      api.call(retailers.updateStoreIntegration, { params: { retailerId }, body }),
    onSuccess: async (integration: TShopifyStoreIntegration) => {
      queryClient.setQueryData(retailerKeys.storeIntegration(retailerId), integration);
      await queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId) });
    },
  });
}

/** POST /retailers/{id}/login_tokens: a one-time link to the console as the retailer's user. */
export function useLoginAsRetailer(retailerId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(endpoints.auth.createLoginToken, { params: { retailerId } }),
  });
}

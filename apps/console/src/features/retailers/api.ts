import {
  ZLoginTokenResponse,
  ZRetailer,
  ZRetailerListResponse,
  ZRetailerSearchResponse,
  ZShopifyStoreIntegration,
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
    queryFn: () => api.get(`/retailers/${retailerId}`, ZRetailer, { context: 'status' }),
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
      api.put(`/retailers/${retailerId}`, body, ZRetailer),
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
        await api.get('/retailers', ZRetailerSearchResponse, {
          context: 'search',
          sortOrder: 'name',
          searchText: searchText || undefined,
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
    queryFn: () =>
      api.get('/retailers', ZRetailerListResponse, { context: 'list', ...filters, offset }),
    placeholderData: keepPreviousData,
  });
}

/** GET /retailers/{id}?context=admin: the Retailer detail screen (administrators). */
export function useRetailerAdminDetail(retailerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.detail(retailerId),
    queryFn: () => api.get(`/retailers/${retailerId}`, ZRetailer, { context: 'admin' }),
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
    api.post(
      `/retailers/${retailerId}/uplift_test`,
      { control_cohort_percentage: controlCohortPercentage },
      ZRetailer,
    ),
  );
}

/** DELETE /retailers/{id}/uplift_test: terminates the running test. */
export function useTerminateUpliftTest(retailerId: string) {
  const api = useApi();
  return useRetailerChange(retailerId, () =>
    api.request('DELETE', `/retailers/${retailerId}/uplift_test`, ZRetailer),
  );
}

/** GET /retailers/{id}/shopify_store: the theme code and the discount functions switch. */
export function useStoreIntegration(retailerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: retailerKeys.storeIntegration(retailerId),
    queryFn: () => api.get(`/retailers/${retailerId}/shopify_store`, ZShopifyStoreIntegration),
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
      api.put(`/retailers/${retailerId}/shopify_store`, body, ZShopifyStoreIntegration),
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
    mutationFn: () =>
      api.post(`/retailers/${retailerId}/login_tokens`, undefined, ZLoginTokenResponse),
  });
}

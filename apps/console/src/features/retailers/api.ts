import {
  ZRetailer,
  ZRetailerSearchResponse,
  type TRetailer,
  type TUpdateRetailerRequest,
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

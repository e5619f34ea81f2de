import { ZRetailer } from '@parley/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../lib/app-context';

export const retailerKeys = {
  all: ['retailers'] as const,
  detail: (retailerId: string) => [...retailerKeys.all, 'detail', retailerId] as const,
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

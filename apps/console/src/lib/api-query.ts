import {
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiClient } from './api';
import { useApi } from './app-context';

/** What a query may add to its key and call: enabled, placeholderData, polling, caching. */
export type ApiQueryOptions<Answer, Key extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<Answer, DefaultError, Answer, Key>,
  'queryKey' | 'queryFn'
>;

/**
 * A read through the API under its typed query key, the counterpart of `useApiMutation`: the
 * features' query hooks all take this shape, so each says only its key, its call and, where it
 * needs them, its options.
 */
export function useApiQuery<Answer, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  call: (api: ApiClient) => Promise<Answer>,
  options: ApiQueryOptions<Answer, Key> = {},
) {
  const api = useApi();
  return useQuery({ ...options, queryKey, queryFn: () => call(api) });
}

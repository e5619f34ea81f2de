import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from './api';
import { useApi } from './app-context';

/**
 * A change made through the API and what it does to the cached queries once the server agrees
 * (`updateCache` gets the query client, the answer and the variables; a promise it returns is
 * waited for, so the mutation ends once the refreshed queries are in). The features' mutations
 * all take this shape, so each hook says only which call it makes and which queries it touched.
 */
export function useApiMutation<Variables = void, Answer = unknown>(
  call: (api: ApiClient, variables: Variables) => Promise<Answer>,
  updateCache?: (queryClient: QueryClient, answer: Answer, variables: Variables) => unknown,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<Answer, DefaultError, Variables>({
    mutationFn: (variables: Variables) => call(api, variables),
    onSuccess: updateCache && ((answer, variables) => updateCache(queryClient, answer, variables)),
  });
}

/** After a delete: the deleted items' cached copies go, then the lists that showed them reload. */
export async function forgetDeleted(
  queryClient: QueryClient,
  itemKeys: readonly QueryKey[],
  lists: QueryKey,
) {
  for (const queryKey of itemKeys) queryClient.removeQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey: lists });
}

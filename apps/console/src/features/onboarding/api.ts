import { ZRetailer, type TMarketQuestionnaire } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/app-context';
import { accountKeys } from '../account/api';
import { retailerKeys } from '../retailers/api';

/**
 * Terms and questionnaire answers change what the guards read (the user's retailer and its
 * onboarding tasks), so exactly those two queries are refreshed before moving on.
 */
function useRetailerUpdate<T>(retailerId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.put(`/retailers/${retailerId}`, body, ZRetailer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.current(), exact: true }),
        queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId), exact: true }),
      ]),
  });
}

export const useAgreeTerms = (retailerId: string) =>
  useRetailerUpdate<{ terms_agreed: true }>(retailerId);

export const useSubmitQuestionnaire = (retailerId: string) =>
  useRetailerUpdate<TMarketQuestionnaire>(retailerId);

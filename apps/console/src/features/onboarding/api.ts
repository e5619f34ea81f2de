import { type TMarketQuestionnaire, type TUpdateRetailerRequest } from '@parley/contract';
import { retailerEndpoints } from '@parley/contract/endpoints/retailers';
import { useApiMutation } from '../../lib/api-mutation';
import { accountKeys } from '../account';
import { retailerKeys } from '../retailers';

/**
 * Terms and questionnaire answers change what the guards read (the user's retailer and its
 * onboarding tasks), so exactly those two queries are refreshed before moving on.
 */
function useRetailerUpdate<T extends TUpdateRetailerRequest>(retailerId: string) {
  return useApiMutation(
    (api, body: T) => api.call(retailerEndpoints.updateRetailer, { params: { retailerId }, body }),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.current(), exact: true }),
        queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId), exact: true }),
      ]),
  );
}

export const useAgreeTerms = (retailerId: string) =>
  useRetailerUpdate<{ terms_agreed: true }>(retailerId);

export const useSubmitQuestionnaire = (retailerId: string) =>
  useRetailerUpdate<TMarketQuestionnaire>(retailerId);

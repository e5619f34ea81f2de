import { type TRetailerSettingsRequest } from '@parley/contract';
import { retailerEndpoints } from '@parley/contract/endpoints/retailers';
import { useApiMutation } from '../../lib/api-mutation';
import { reasonKeys } from '../reasons';
import { retailerKeys } from '../retailers';

/**
 * PUT /retailers/{id}/settings: answers the whole retailer. The retailer's query is read again,
 * and when brand statements were sent, its reasons list too (they are its own reasons).
 */
export function useSaveStoreSettings(retailerId: string) {
  return useApiMutation(
    (api, body: TRetailerSettingsRequest) =>
      api.call(retailerEndpoints.updateRetailerSettings, { params: { retailerId }, body }),
    (queryClient, _retailer, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retailerKeys.detail(retailerId), exact: true }),
        body.reasons === undefined
          ? null
          : queryClient.invalidateQueries({
              queryKey: reasonKeys.list({ context: 'reasons', retailerId }),
            }),
      ]),
  );
}

import { PAGE_SIZE, type TSaveCampaignInput } from '@parley/contract';
import { campaignEndpoints } from '@parley/contract/endpoints/campaigns';
import { keepPreviousData } from '@tanstack/react-query';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApiQuery } from '../../lib/api-query';

/** Magic links (the API's campaigns): listed, read, created and deleted, never changed. */

export interface CampaignListParams {
  offset?: number;
  search?: string;
}

export const campaignKeys = {
  all: (retailerId: string) => ['retailers', retailerId, 'campaigns'] as const,
  lists: (retailerId: string) => [...campaignKeys.all(retailerId), 'list'] as const,
  list: (retailerId: string, params: CampaignListParams = {}) =>
    [...campaignKeys.lists(retailerId), params] as const,
  item: (retailerId: string, campaignId: string) =>
    [...campaignKeys.all(retailerId), 'item', campaignId] as const,
};

const campaigns = campaignEndpoints;

export function useCampaigns(retailerId: string, params: CampaignListParams = {}) {
  return useApiQuery(
    campaignKeys.list(retailerId, params),
    (api) =>
      api.call(campaigns.findCampaigns, {
        params: { retailerId },
        query: { offset: params.offset ?? 0, limit: PAGE_SIZE, search: params.search || undefined },
      }),
    { placeholderData: keepPreviousData },
  );
}

export function useCampaign(retailerId: string, campaignId: string | null) {
  return useApiQuery(
    campaignKeys.item(retailerId, campaignId ?? ''),
    (api) =>
      api.call(campaigns.findCampaign, { params: { retailerId, campaignId: campaignId ?? '' } }),
    { enabled: campaignId !== null },
  );
}

/** POST to the list path; the new link is cached for its read-only page, the lists refreshed. */
export function useCreateCampaign(retailerId: string) {
  return useApiMutation(
    (api, body: TSaveCampaignInput) =>
      api.call(campaigns.createCampaign, { params: { retailerId }, body }),
    (queryClient, created) => {
      queryClient.setQueryData(campaignKeys.item(retailerId, created.campaign_id), created);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.lists(retailerId) });
    },
  );
}

/** DELETE on the item path for one link, batch DELETE with ids for several. */
export function useDeleteCampaigns(retailerId: string) {
  return useApiMutation(
    (api, ids: string[]) =>
      ids.length === 1
        ? api.call(campaigns.deleteCampaign, { params: { retailerId, campaignId: ids[0]! } })
        : api.call(campaigns.deleteCampaigns, { params: { retailerId }, body: { ids } }),
    (queryClient, _result, ids) =>
      forgetDeleted(
        queryClient,
        ids.map((id) => campaignKeys.item(retailerId, id)),
        campaignKeys.lists(retailerId),
      ),
  );
}

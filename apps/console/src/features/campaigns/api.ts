import { PAGE_SIZE, endpoints, type TSaveCampaignInput } from '@parley/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { forgetDeleted, useApiMutation } from '../../lib/api-mutation';
import { useApi } from '../../lib/app-context';

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

const campaigns = endpoints.campaigns;

export const campaignListQuery = (
  api: ApiClient,
  retailerId: string,
  params: CampaignListParams = {},
) =>
  queryOptions({
    queryKey: campaignKeys.list(retailerId, params),
    queryFn: () =>
      api.call(campaigns.findCampaigns, {
        params: { retailerId },
        query: { offset: params.offset ?? 0, limit: PAGE_SIZE, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export function useCampaigns(retailerId: string, params: CampaignListParams = {}) {
  return useQuery(campaignListQuery(useApi(), retailerId, params));
}

export function useCampaign(retailerId: string, campaignId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.item(retailerId, campaignId ?? ''),
    queryFn: () =>
      api.call(campaigns.findCampaign, { params: { retailerId, campaignId: campaignId ?? '' } }),
    enabled: campaignId !== null,
  });
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

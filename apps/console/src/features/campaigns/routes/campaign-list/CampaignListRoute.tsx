import { DEFAULT_TIMEZONE, MSG, PAGE_SIZE, type TCampaign } from '@parley/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useListPageState } from '../../../../components/list-page/list-page-state';
import { deleteSelected } from '../../../../components/list-page/delete-selected';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useRetailer } from '../../../retailers';
import { useCampaigns, useDeleteCampaigns } from '../../api';
import { copyToClipboard } from '../../clipboard';
import { campaignsLinks } from '../../links';
import { CampaignListPage } from './CampaignListPage';

export default function CampaignListRoute() {
  const { retailerId = '' } = useParams();
  const navigate = useNavigate();
  const retailer = useRetailer(retailerId);
  const state = useListPageState();
  const { offset, onOffsetChange: setOffset, search, onSelectedChange: setSelected } = state;
  const list = useCampaigns(retailerId, { offset, search });
  const remove = useDeleteCampaigns(retailerId);
  const total = list.data?.total ?? 0;

  // After deleting the last links of the last page, show the page before it.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && offset >= total;
  useEffect(() => {
    if (pastTheEnd) setOffset(Math.floor((total - 1) / PAGE_SIZE) * PAGE_SIZE);
  }, [pastTheEnd, total, setOffset]);

  const itemHref = (campaign: TCampaign) =>
    campaignsLinks.item({ retailerId, itemId: campaign.campaign_id });
  const onDelete = (campaigns: TCampaign[]) => {
    const ids = campaigns.map((campaign) => campaign.campaign_id);
    deleteSelected({
      item: 'magic link',
      ids,
      remove: (handlers) => remove.mutate(ids, handlers),
      onDeleted: () => notify.deleted(ids.length > 1 ? 'Magic Links' : 'Magic Link'),
      setSelected,
    });
  };

  return (
    <CampaignListPage
      campaigns={list.data?.campaigns}
      loadError={list.isError ? refusalMessage(list.error) : null}
      total={total}
      timezone={retailer.data?.timezone_code ?? DEFAULT_TIMEZONE}
      {...state}
      newHref={campaignsLinks.new({ retailerId })}
      itemHref={itemHref}
      onOpen={(campaign) => void navigate(itemHref(campaign))}
      onCopyUrl={(campaign) => void copyToClipboard(campaign.campaign_url, MSG.campaignUrlCopied)}
      onCopyMagicLink={(campaign) =>
        void copyToClipboard(campaign.campaign_url, MSG.magicLinkCopied)
      }
      onDelete={onDelete}
      deleting={remove.isPending}
    />
  );
}

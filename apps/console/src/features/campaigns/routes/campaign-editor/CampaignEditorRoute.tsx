import { DEFAULT_TIMEZONE, MSG } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { PageLoader } from '../../../../components/PageLoader';
import { refusalMessage } from '../../../../lib/api-error';
import { useRetailer } from '../../../retailers';
import { useRules } from '../../../rules';
import { PageNotice } from '../../../../components/PageNotice';
import { useCampaign, useCreateCampaign } from '../../api';
import { copyToClipboard } from '../../clipboard';
import { campaignsLinks } from '../../links';
import { CAMPAIGN_EDITOR_TITLE, CampaignEditorPage } from './CampaignEditorPage';
import { CampaignViewPage } from './CampaignViewPage';

/** /campaigns/new makes a link; /campaigns/{id} shows one, read-only. */
export default function CampaignEditorRoute() {
  const { retailerId = '', itemId } = useParams();
  const retailer = useRetailer(retailerId);
  const timezone = retailer.data?.timezone_code ?? DEFAULT_TIMEZONE;
  if (!retailer.data && !retailer.isError) return <PageLoader />;
  return itemId ? (
    <ExistingCampaign
      key={itemId}
      retailerId={retailerId}
      campaignId={itemId}
      timezone={timezone}
    />
  ) : (
    <NewCampaign retailerId={retailerId} timezone={timezone} />
  );
}

function NewCampaign({ retailerId, timezone }: { retailerId: string; timezone: string }) {
  const navigate = useNavigate();
  const rules = useRules({ context: 'ruleset', retailerId });
  const create = useCreateCampaign(retailerId);
  return (
    <CampaignEditorPage
      timezone={timezone}
      rules={(rules.data ?? []).map((rule) => ({ value: rule.rule_id, label: rule.name }))}
      rulesLoading={rules.isPending}
      saving={create.isPending}
      onSubmit={async (request) => {
        const created = await create.mutateAsync(request);
        notify.created('Magic Link');
        // Straight to the new link, whose URL is what the retailer came for.
        void navigate(campaignsLinks.item({ retailerId, itemId: created.campaign_id }), {
          replace: true,
        });
      }}
      onCancel={() => void navigate(campaignsLinks.list({ retailerId }))}
    />
  );
}

function ExistingCampaign({
  retailerId,
  campaignId,
  timezone,
}: {
  retailerId: string;
  campaignId: string;
  timezone: string;
}) {
  const campaign = useCampaign(retailerId, campaignId);
  const listHref = campaignsLinks.list({ retailerId });
  if (campaign.isError) {
    return (
      <PageNotice
        title={CAMPAIGN_EDITOR_TITLE}
        message={refusalMessage(campaign.error)}
        backHref={listHref}
      />
    );
  }
  if (!campaign.data) return <PageLoader />;
  const url = campaign.data.campaign_url;
  return (
    <CampaignViewPage
      campaign={campaign.data}
      timezone={timezone}
      backHref={listHref}
      onCopyUrl={() => void copyToClipboard(url, MSG.campaignUrlCopied)}
    />
  );
}

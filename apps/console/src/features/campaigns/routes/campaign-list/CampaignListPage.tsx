import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { CAMPAIGN_TYPE_LABELS, type TCampaign } from '@parley/contract';
import { IconCopy, IconLink } from '@tabler/icons-react';
import type { Column } from '../../../../components/data-table/DataTable';
import { RowLink, stopRowClick } from '../../../../components/data-table/row-kit';
import type { ListPageProps } from '../../../../components/list-page/list-page-state';
import { SearchableListPage } from '../../../../components/list-page/SearchableListPage';
import { formatDateTime } from '../../../../lib/format';

export function CampaignListPage({
  campaigns,
  timezone,
  itemHref,
  onCopyUrl,
  onCopyMagicLink,
  ...list
}: ListPageProps<TCampaign> & {
  campaigns: TCampaign[] | undefined;
  /** The retailer's, for the Created column. */
  timezone: string;
  itemHref: (campaign: TCampaign) => string;
  onCopyUrl: (campaign: TCampaign) => void;
  onCopyMagicLink: (campaign: TCampaign) => void;
}) {
  const columns: Column<TCampaign>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (campaign) => <RowLink to={itemHref(campaign)}>{campaign.name}</RowLink>,
    },
    {
      key: 'type',
      header: 'Type',
      cell: (campaign) => CAMPAIGN_TYPE_LABELS[campaign.campaign_type],
    },
    {
      key: 'url',
      header: 'URL',
      cell: (campaign) => (
        <Group gap="xs" wrap="nowrap" onClick={stopRowClick}>
          <Text size="sm" ff="monospace" truncate maw={280}>
            {campaign.campaign_url}
          </Text>
          <Tooltip label="Copy URL">
            <ActionIcon
              variant="subtle"
              aria-label={`Copy URL of ${campaign.name}`}
              onClick={() => onCopyUrl(campaign)}
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      cell: (campaign) => formatDateTime(campaign.created_at, timezone),
    },
  ];
  return (
    <SearchableListPage<TCampaign>
      {...list}
      title="Magic Links"
      item="Magic Link"
      items="Magic Links"
      emptyMessage="Currently there are no Magic Links. Create one to share a link that starts a negotiation."
      rows={campaigns}
      columns={columns}
      rowKey={(campaign) => campaign.campaign_id}
      rowLabel={(campaign) => campaign.name}
      rowActions={(campaign) => [
        {
          label: 'Copy Magic Link',
          icon: <IconLink size={16} />,
          onClick: () => onCopyMagicLink(campaign),
        },
      ]}
    />
  );
}

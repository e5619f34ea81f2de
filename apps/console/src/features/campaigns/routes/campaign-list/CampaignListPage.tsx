import { ActionIcon, Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { CAMPAIGN_TYPE_LABELS, type TCampaign } from '@parley/contract';
import { IconCopy, IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ListSearch } from '../../../../components/data-table/ListSearch';
import { FormMessage } from '../../../../components/form/FormMessage';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDateTime } from '../../../../lib/format';

export function CampaignListPage({
  campaigns,
  loadError,
  total,
  timezone,
  offset,
  onOffsetChange,
  search,
  onSearchChange,
  selected,
  onSelectedChange,
  newHref,
  itemHref,
  onOpen,
  onCopyUrl,
  onCopyMagicLink,
  onDelete,
  deleting,
}: {
  campaigns: TCampaign[] | undefined;
  /** Why the list could not be loaded, instead of the table. */
  loadError: string | null;
  total: number;
  /** The retailer's, for the Created column. */
  timezone: string;
  offset: number;
  onOffsetChange: (offset: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  newHref: string;
  itemHref: (campaign: TCampaign) => string;
  onOpen: (campaign: TCampaign) => void;
  onCopyUrl: (campaign: TCampaign) => void;
  onCopyMagicLink: (campaign: TCampaign) => void;
  onDelete: (campaigns: TCampaign[]) => void;
  deleting: boolean;
}) {
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const columns: Column<TCampaign>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (campaign) => (
        <Anchor component={Link} to={itemHref(campaign)} onClick={stop}>
          {campaign.name}
        </Anchor>
      ),
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
        <Group gap="xs" wrap="nowrap" onClick={stop}>
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
  const chosen = campaigns?.filter((campaign) => selected.includes(campaign.campaign_id)) ?? [];
  return (
    <>
      <PageHeader
        title="Magic Links"
        actions={
          <Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={chosen.length === 0}
              loading={deleting}
              onClick={() => onDelete(chosen)}
            >
              Delete selected
            </Button>
            <Button component={Link} to={newHref} leftSection={<IconPlus size={16} />}>
              New Magic Link
            </Button>
          </Group>
        }
      />
      <Stack>
        <ListSearch value={search} onChange={onSearchChange} label="Search Magic Links" />
        {loadError ? (
          <FormMessage error={loadError} />
        ) : (
          <DataTable<TCampaign>
            rows={campaigns}
            columns={columns}
            rowKey={(campaign) => campaign.campaign_id}
            rowLabel={(campaign) => campaign.name}
            emptyMessage={
              search
                ? 'No Magic Links match your search.'
                : 'Currently there are no Magic Links. Create one to share a link that starts a negotiation.'
            }
            selection={{ selected, onChange: onSelectedChange }}
            onRowClick={onOpen}
            rowActions={(campaign) => [
              {
                label: 'Copy Magic Link',
                icon: <IconLink size={16} />,
                onClick: () => onCopyMagicLink(campaign),
              },
              {
                label: 'Delete',
                icon: <IconTrash size={16} />,
                color: 'red',
                onClick: () => onDelete([campaign]),
              },
            ]}
            paging={{ offset, total, onOffsetChange }}
          />
        )}
      </Stack>
    </>
  );
}

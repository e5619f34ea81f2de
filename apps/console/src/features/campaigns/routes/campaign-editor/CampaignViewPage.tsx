import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CAMPAIGN_TYPE_LABELS,
  LEGACY_RULE_OBJECTIVE,
  MSG,
  NEGOTIATION_OBJECTIVE_LABELS,
  type TCampaign,
} from '@parley/contract';
import { IconClockHour3, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { formatDateTime, formatPercentage } from '../../../../lib/format';
import { CAMPAIGN_EDITOR_TITLE } from './CampaignEditorPage';

/** One setting of an existing link: shown, never edited (part 2 §4: links are not editable). */
const Setting = ({ label, value }: { label: string; value: string }) => (
  <TextInput label={label} value={value} readOnly variant="filled" />
);

/** An existing magic link: every setting read-only, and its URL to copy. */
export function CampaignViewPage({
  campaign,
  timezone,
  backHref,
  onCopyUrl,
}: {
  campaign: TCampaign;
  timezone: string;
  backHref: string;
  onCopyUrl: () => void;
}) {
  const linkToRule = campaign.campaign_type === 'link_to_rule';
  const legacy = campaign.objective === LEGACY_RULE_OBJECTIVE;
  const limited = campaign.start_date !== null || campaign.end_date !== null;
  return (
    <>
      <PageHeader title={CAMPAIGN_EDITOR_TITLE} />
      <Paper withBorder p="lg" maw={720}>
        <Stack>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="Magic Link URL"
              value={campaign.campaign_url}
              disabled
              style={{ flex: 1 }}
            />
            <Button leftSection={<IconCopy size={16} />} onClick={onCopyUrl}>
              Copy URL
            </Button>
          </Group>
          <Setting label="Name" value={campaign.name} />
          <Setting label="Type" value={CAMPAIGN_TYPE_LABELS[campaign.campaign_type]} />
          <Setting
            label={campaign.campaign_type === 'negotiation_on_cart' ? 'Cart URL' : 'Product URL'}
            value={campaign.product_url}
          />
          {linkToRule ? (
            <>
              <Setting label="Rule" value={campaign.rule?.name ?? 'This rule no longer exists'} />
              <Alert color="blue" variant="light" icon={<IconClockHour3 />} role="note">
                {MSG.magicLinkRuleLifetime}
              </Alert>
            </>
          ) : (
            <>
              <Setting
                label="Objective"
                value={
                  campaign.objective
                    ? NEGOTIATION_OBJECTIVE_LABELS[campaign.objective]
                    : MSG.objectiveUnknown
                }
              />
              {legacy ? (
                <SimpleGrid cols={2}>
                  <Setting
                    label="Target Discount"
                    value={formatPercentage(campaign.target_discount_percentage)}
                  />
                  <Setting
                    label="Walkaway Threshold"
                    value={formatPercentage(campaign.walkaway_percentage)}
                  />
                </SimpleGrid>
              ) : (
                <Setting
                  label="Discount Threshold"
                  value={formatPercentage(campaign.discount_treshold)}
                />
              )}
            </>
          )}
          <Setting label="Magic Link Duration" value={limited ? 'Limited time' : 'No time limit'} />
          {limited ? (
            <SimpleGrid cols={2}>
              <Setting label="Begins" value={formatDateTime(campaign.start_date, timezone)} />
              <Setting label="Ends" value={formatDateTime(campaign.end_date, timezone)} />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={2}>
            <Setting label="Created" value={formatDateTime(campaign.created_at, timezone)} />
            <Setting label="Visits" value={String(campaign.visit_count)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button component={Link} to={backHref} variant="default">
              Back
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

import { Divider, List, Loader, Stack, Switch, Text } from '@mantine/core';
import {
  RETAILER_FEATURES,
  RETAILER_FEATURE_INFO,
  type TRetailer,
  type TRetailerFeature,
  type TRetailerFeatureChangesResponse,
} from '@parley/contract';
import { formatDateTime } from '../../../lib/format';
import { DetailCard } from './DetailCard';

type FeatureChange = TRetailerFeatureChangesResponse['changes'][number];

/** How many of the latest changes the card lists. */
export const FEATURE_CHANGES_SHOWN = 10;

/**
 * Features: a switch per retailer feature (part 1 §3), each with what it does, and under them
 * who switched which feature when, newest first.
 */
export function FeaturesCard({
  retailer,
  changes,
  changesError,
  saving,
  onChange,
}: {
  retailer: TRetailer;
  /** Undefined while they load. */
  changes: FeatureChange[] | undefined;
  changesError: string | null;
  saving: boolean;
  onChange: (feature: TRetailerFeature, enabled: boolean) => void;
}) {
  return (
    <DetailCard title="Features">
      <Stack gap="sm">
        {RETAILER_FEATURES.map((feature) => (
          <Switch
            key={feature}
            label={RETAILER_FEATURE_INFO[feature].name}
            description={RETAILER_FEATURE_INFO[feature].description}
            checked={retailer.available_features.includes(feature)}
            disabled={saving}
            onChange={(event) => onChange(feature, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <Divider label="Latest changes" labelPosition="left" mt="xs" />
      <FeatureChanges changes={changes} error={changesError} />
    </DetailCard>
  );
}

function FeatureChanges({
  changes,
  error,
}: {
  changes: FeatureChange[] | undefined;
  error: string | null;
}) {
  if (error) {
    return (
      <Text size="sm" c="red">
        {error}
      </Text>
    );
  }
  if (!changes) return <Loader size="sm" aria-label="Loading changes" />;
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No feature has been switched yet.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} listStyleType="none" aria-label="Latest feature changes">
      {changes.slice(0, FEATURE_CHANGES_SHOWN).map((change) => (
        <List.Item key={`${change.feature}-${change.changed_at}`}>
          <Text size="sm" span fw={500}>
            {RETAILER_FEATURE_INFO[change.feature].name}
          </Text>{' '}
          switched {change.enabled ? 'on' : 'off'} by {change.changed_by},{' '}
          {formatDateTime(change.changed_at)}
        </List.Item>
      ))}
    </List>
  );
}

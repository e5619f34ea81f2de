import { Group, Stack, Text } from '@mantine/core';
import { WALKAWAY_HIT_ZONE, type TWalksStats } from '@parley/contract';
import { formatCount, formatShare } from '../stat-format';
import { FigureGrid } from './FigureGrid';

/**
 * Walkaway Hits (administrators): sessions where a shopper's bid went past the walkaway price
 * (zone 5 or beyond), and how many sessions had a bid in each zone.
 */
export function WalkawayHitsPanel({ stats }: { stats: TWalksStats }) {
  return (
    <Stack gap="md">
      <FigureGrid
        figures={[
          {
            label: 'Walkaway Hits',
            value: formatCount(stats.walkaway_hits),
            detail: `${formatShare(stats.walkaway_hit_percentage)} of sessions with bids`,
          },
          { label: 'Sessions with Bids', value: formatCount(stats.sessions_with_bids) },
        ]}
      />
      <Stack gap={2} role="group" aria-label="Sessions by zone">
        {stats.zones.map((zone) => (
          <Group key={zone.zone} justify="space-between">
            <Text size="sm" c={zone.zone >= WALKAWAY_HIT_ZONE ? 'red' : undefined}>
              Zone {zone.zone}
            </Text>
            <Text size="sm">
              {formatCount(zone.sessions)} sessions, {formatCount(zone.bids)} bids
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import {
  ENGAGEMENT_CATEGORIES,
  type TEngagementCategory,
  type TEngagementStats,
} from '@parley/contract';
import { formatDecimal, formatDuration, formatShare } from '../stat-format';
import { figureOf, FigureGrid } from './FigureGrid';

const CATEGORY_LABELS: Record<TEngagementCategory, string> = {
  high: 'High',
  neutral: 'Neutral',
  low: 'Low',
  pending: 'Pending',
  unavailable: 'Unavailable',
};

/** Engagement: how long shoppers talked, how often they came back, and how engaged they were. */
export function EngagementPanel({ stats }: { stats: TEngagementStats }) {
  return (
    <Stack gap="md">
      <FigureGrid
        figures={[
          figureOf(stats, 'avg_session_duration', 'Average Session Duration', formatDuration),
          figureOf(stats, 'avg_reopened_sessions', 'Average Reopened Sessions', formatDecimal),
          figureOf(stats, 'avg_chattiness', 'Average Chattiness', formatDecimal),
          { label: 'Average Engagement Score', value: formatDecimal(stats.avg_engagement_score) },
        ]}
      />
      <Stack gap={4} role="group" aria-label="Engagement categories">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Engagement categories
        </Text>
        {ENGAGEMENT_CATEGORIES.map((category) => (
          <Group key={category} justify="space-between">
            <Text size="sm">{CATEGORY_LABELS[category]}</Text>
            <Text size="sm" fw={600}>
              {formatShare(stats.engagement_categories[category])}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

import { Stack, Text } from '@mantine/core';
import type { TPerformanceStats } from '@parley/contract';
import { lazy } from 'react';
import { formatCount, formatShare } from '../stat-format';
import { DAY_CHART_HEIGHT, DeferredChart } from './chart-size';
import { figureOf, FigureGrid } from './FigureGrid';

// The charting library is large: it loads after the figures, when the chart is scrolled near.
const DayChart = lazy(() => import('./DayChart'));

/**
 * Performance: offers waiting for review, the average accepted discount, conversion, and the range
 * day by day (revenue; sessions and purchases where the dashboard shows counts).
 */
export function PerformancePanel({ stats }: { stats: TPerformanceStats }) {
  return (
    <Stack gap="md">
      <FigureGrid
        cols={3}
        figures={[
          figureOf(stats, 'waiting_for_review', 'Waiting for Review', formatCount),
          figureOf(stats, 'avg_accepted_discount', 'Average Accepted Discount', formatShare),
          figureOf(stats, 'conversion_rate', 'Conversion Rate', formatShare),
        ]}
      />
      {stats.days.length > 1 ? (
        <DeferredChart height={DAY_CHART_HEIGHT}>
          <DayChart days={stats.days} />
        </DeferredChart>
      ) : (
        <Text size="xs" c="dimmed">
          A day-by-day chart shows for ranges of more than one day.
        </Text>
      )}
    </Stack>
  );
}

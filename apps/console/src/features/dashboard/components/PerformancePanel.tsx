import { Stack, Text } from '@mantine/core';
import type { TPerformanceStats } from '@parley/contract';
import { lazy, Suspense } from 'react';
import { formatCount, formatShare } from '../stat-format';
import { ChartPlaceholder, DAY_CHART_HEIGHT } from './chart-size';
import { figureOf, FigureGrid } from './FigureGrid';

// The charting library is large: it loads after the figures, not before them.
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
        <Suspense fallback={<ChartPlaceholder height={DAY_CHART_HEIGHT} />}>
          <DayChart days={stats.days} />
        </Suspense>
      ) : (
        <Text size="xs" c="dimmed">
          A day-by-day chart shows for ranges of more than one day.
        </Text>
      )}
    </Stack>
  );
}

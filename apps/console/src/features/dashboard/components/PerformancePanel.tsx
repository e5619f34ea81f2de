import { Loader, Stack, Text } from '@mantine/core';
import type { TPerformanceStats } from '@parley/contract';
import { lazy, Suspense } from 'react';
import { formatCount, formatShare } from '../stat-format';
import { FigureGrid } from './FigureGrid';

// The charting library is large: it loads after the figures, not before them.
const DayChart = lazy(() => import('./DayChart'));

/**
 * Performance: offers waiting for review, the average accepted discount, conversion, and the range
 * day by day (revenue; sessions and purchases where the dashboard shows counts).
 */
export function PerformancePanel({
  stats,
  currencySymbol,
}: {
  stats: TPerformanceStats;
  currencySymbol: string | null;
}) {
  return (
    <Stack gap="md">
      <FigureGrid
        cols={3}
        figures={[
          {
            label: 'Waiting for Review',
            value: formatCount(stats.waiting_for_review),
            change: stats.changes?.waiting_for_review,
          },
          {
            label: 'Average Accepted Discount',
            value: formatShare(stats.avg_accepted_discount),
            change: stats.changes?.avg_accepted_discount,
          },
          {
            label: 'Conversion Rate',
            value: formatShare(stats.conversion_rate),
            change: stats.changes?.conversion_rate,
          },
        ]}
      />
      {stats.days.length > 1 ? (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
          <DayChart days={stats.days} currencySymbol={currencySymbol} />
        </Suspense>
      ) : (
        <Text size="xs" c="dimmed">
          A day-by-day chart shows for ranges of more than one day.
        </Text>
      )}
    </Stack>
  );
}

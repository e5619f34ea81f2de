import { Skeleton } from '@mantine/core';

/**
 * The charts' sizes, apart from the charts: they load after the figures (the charting library is
 * large), and their placeholder takes the same room so that nothing moves when they arrive.
 */
export const DAY_CHART_HEIGHT = 260;
export const SANKEY_SIZE = { width: 880, height: 380 } as const;

/** Where a chart will be, while its code loads. */
export function ChartPlaceholder({ height }: { height: number }) {
  return <Skeleton h={height} role="status" aria-label="Loading the chart" />;
}

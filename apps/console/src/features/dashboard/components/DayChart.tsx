import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import type { TStatsDay } from '@parley/contract';
import { formatDecimal } from '../stat-format';
import { DAY_CHART_HEIGHT } from './chart-size';
import { dayChart } from './day-chart';

/**
 * The range day by day (day-chart.ts): a line per series with a legend, money on the left axis
 * and counts on the right, each axis labelled with its unit. Loaded on its own (lazily) by the
 * Performance panel. A figure named by its caption: aria-label is not allowed on the chart's
 * plain div, and the figure keeps the legend and axes readable inside it.
 */
export default function DayChart({ days }: { days: TStatsDay[] }) {
  const chart = dayChart(days);
  return (
    <figure style={{ margin: 0 }}>
      <VisuallyHidden component="figcaption">Day by day</VisuallyHidden>
      <LineChart
        h={DAY_CHART_HEIGHT}
        data={chart.data}
        dataKey="date"
        series={chart.lines}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        withRightYAxis={chart.withRightYAxis}
        yAxisLabel={chart.yAxisLabel}
        rightYAxisLabel={chart.rightYAxisLabel}
        xAxisLabel="Day"
        yAxisProps={{ tickFormatter: chart.moneyTick, width: 80 }}
        rightYAxisProps={{ tickFormatter: chart.countTick, allowDecimals: false }}
        // One formatter for every line of the tooltip: its label carries the unit.
        valueFormatter={formatDecimal}
      />
    </figure>
  );
}

import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { TStatsDay } from '@parley/contract';
import { formatDecimal } from '../stat-format';
import { dayChart } from './day-chart';

/**
 * The range day by day (day-chart.ts): a line per series with a legend, money on the left axis
 * and counts on the right, each axis labelled with its unit. Loaded on its own (lazily) by the
 * Performance panel.
 */
export default function DayChart({ days }: { days: TStatsDay[] }) {
  const chart = dayChart(days);
  return (
    <LineChart
      h={260}
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
      aria-label="Day by day"
    />
  );
}

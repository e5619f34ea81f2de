import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { PRODUCT_TERM_PLURAL, type TStatsDay } from '@parley/contract';
import { formatAmount, formatDecimal } from '../stat-format';

/**
 * The range day by day: revenue on the left axis; sessions and purchases on the right where the
 * dashboard shows counts. Loaded on its own (lazily) by the Performance panel.
 */
export default function DayChart({
  days,
  currencySymbol,
}: {
  days: TStatsDay[];
  currencySymbol: string | null;
}) {
  const withCounts = days.some((day) => day.sessions !== null);
  const series = [
    { name: 'revenue', label: 'Revenue', color: 'teal.6', yAxisId: 'left' },
    ...(withCounts
      ? [
          { name: 'sessions', label: PRODUCT_TERM_PLURAL, color: 'blue.6', yAxisId: 'right' },
          { name: 'purchases', label: 'Purchases', color: 'orange.6', yAxisId: 'right' },
        ]
      : []),
  ];
  return (
    <AreaChart
      h={220}
      data={days}
      dataKey="date"
      series={series}
      withRightYAxis={withCounts}
      curveType="monotone"
      withLegend
      valueFormatter={(value) => formatDecimal(value)}
      yAxisProps={{ tickFormatter: (value: number) => formatAmount(value, currencySymbol) }}
      aria-label="Day by day"
    />
  );
}

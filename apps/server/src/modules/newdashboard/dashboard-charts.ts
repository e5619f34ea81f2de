import { PRODUCT_TERM_PLURAL, type TNewDashboardDay } from '@parley/contract';
import type { ChartSpec } from './charts';
import { SERIES_COLOURS } from './page-style';

const { indigo, teal, yellow, grape, red } = SERIES_COLOURS;

/**
 * Revenue has one chart per currency: amounts of different currencies share no axis. A view
 * that sold nothing still shows its (empty) revenue chart.
 */
function revenueCharts(currencies: string[]): ChartSpec[] {
  if (currencies.length === 0) {
    return [
      {
        title: 'Revenue',
        kind: 'lines',
        unit: 'count',
        series: [{ label: 'Revenue', colour: indigo, value: () => 0 }],
      },
    ];
  }
  return currencies.map((currency) => ({
    title: currencies.length === 1 ? 'Revenue' : `Revenue in ${currency}`,
    kind: 'lines',
    unit: { currency },
    series: [
      {
        label: 'Revenue',
        colour: indigo,
        value: (day: TNewDashboardDay) =>
          day.revenue.find((r) => r.currency === currency)?.amount ?? 0,
      },
    ],
  }));
}

/** The page's charts, for a view selling in these currencies. */
export function dashboardCharts(currencies: string[]): ChartSpec[] {
  return [
    {
      title: `${PRODUCT_TERM_PLURAL} and deals`,
      kind: 'bars',
      unit: 'count',
      series: [
        { label: PRODUCT_TERM_PLURAL, colour: indigo, value: (d) => d.parleys },
        { label: 'Deals', colour: teal, value: (d) => d.deals },
        { label: 'Purchases', colour: yellow, value: (d) => d.purchases },
      ],
    },
    ...revenueCharts(currencies),
    {
      title: 'Average discount',
      kind: 'lines',
      unit: 'percent',
      series: [
        { label: 'Average discount', colour: grape, value: (d) => d.average_discount_percentage },
      ],
    },
    {
      title: 'Conversion against control',
      kind: 'lines',
      unit: 'percent',
      series: [
        {
          label: `${PRODUCT_TERM_PLURAL} bought`,
          colour: indigo,
          value: (d) => d.conversion_percentage,
        },
        {
          label: 'Uplift against the control cohort',
          colour: red,
          value: (d) => d.conversion_uplift_percentage,
        },
      ],
    },
  ];
}

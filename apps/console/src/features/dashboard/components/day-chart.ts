import { PRODUCT_TERM_PLURAL, type TStatsDay } from '@parley/contract';
import { currencySymbolOf, formatMoney } from '../../../lib/format';
import { formatCount, formatDecimal } from '../stat-format';

/** A line of the chart: its data key, its legend label, its colour and its axis. */
export interface DayLine {
  name: string;
  label: string;
  color: string;
  yAxisId: 'left' | 'right';
}

const REVENUE_COLOURS = ['teal.6', 'grape.6', 'cyan.7', 'lime.7'];
/** A calendar day of the range (YYYY-MM-DD, in the retailer's zone) as the console writes days. */
const dayLabel = (date: string) => date.split('-').reverse().join('/');
const revenueKey = (currency: string) => `revenue_${currency}`;

/**
 * The day-by-day chart's lines and axes: revenue on the left axis, one line per currency (money
 * of different currencies is never added up); sessions, agreed deals and purchases on the right,
 * where the dashboard shows counts. Every line is named in the legend with its unit, so the
 * tooltip's values (all of the day's lines) read without the axes.
 */
export function dayChart(days: TStatsDay[]) {
  const currencies = [...new Set(days.flatMap((day) => day.revenue.map((r) => r.currency)))];
  const withCounts = days.some((day) => day.sessions !== null);
  const only = currencies.length === 1 ? currencies[0]! : null;
  const lines: DayLine[] = [
    ...currencies.map((currency, index) => ({
      name: revenueKey(currency),
      label: `Revenue (${currencySymbolOf(currency)})`,
      color: REVENUE_COLOURS[index % REVENUE_COLOURS.length]!,
      yAxisId: 'left' as const,
    })),
    ...(withCounts
      ? [
          {
            name: 'sessions',
            label: PRODUCT_TERM_PLURAL,
            color: 'blue.6',
            yAxisId: 'right' as const,
          },
          {
            name: 'agreed_deals',
            label: 'Deals Agreed',
            color: 'violet.6',
            yAxisId: 'right' as const,
          },
          { name: 'purchases', label: 'Purchases', color: 'orange.6', yAxisId: 'right' as const },
        ]
      : []),
  ];
  const data = days.map((day) => ({
    date: dayLabel(day.date),
    sessions: day.sessions,
    agreed_deals: day.agreed_deals,
    purchases: day.purchases,
    ...Object.fromEntries(day.revenue.map((r) => [revenueKey(r.currency), r.amount])),
  }));
  return {
    data,
    lines,
    withRightYAxis: withCounts,
    yAxisLabel: only === null ? 'Revenue (per currency)' : `Revenue (${currencySymbolOf(only)})`,
    rightYAxisLabel: withCounts ? 'Count' : undefined,
    /** The left axis' ticks: in the currency when there is one, else bare amounts. */
    moneyTick: (value: number) => (only === null ? formatDecimal(value) : formatMoney(value, only)),
    countTick: (value: number) => formatCount(value),
  };
}

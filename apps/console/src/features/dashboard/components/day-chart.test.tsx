import { MantineProvider } from '@mantine/core';
import { PRODUCT_TERM_PLURAL, type TStatsDay } from '@parley/contract';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayChart } from './day-chart';
import DayChart from './DayChart';

// jsdom lays nothing out, so recharts would draw nothing: the chart's props are what is checked.
const chartProps = vi.hoisted(() => ({ last: null as Record<string, unknown> | null }));
vi.mock('@mantine/charts', () => ({
  LineChart: (props: Record<string, unknown>) => {
    chartProps.last = props;
    return null;
  },
}));

const day = (date: string, revenue: TStatsDay['revenue'], counts = true): TStatsDay => ({
  date,
  sessions: counts ? 60 : null,
  agreed_deals: counts ? 15 : null,
  purchases: counts ? 9 : null,
  revenue,
});
const gbp = (amount: number) => [{ currency: 'GBP', amount }];

describe('the day-by-day chart', () => {
  it('draws labelled lines with a legend, money on the left axis and counts on the right', () => {
    render(
      <MantineProvider env="test">
        <DayChart days={[day('2025-06-30', gbp(600)), day('2025-07-01', gbp(634.5))]} />
      </MantineProvider>,
    );
    const props = chartProps.last!;
    expect(props).toMatchObject({
      withLegend: true,
      withRightYAxis: true,
      yAxisLabel: 'Revenue (£)',
      rightYAxisLabel: 'Count',
      xAxisLabel: 'Day',
      dataKey: 'date',
    });
    // Lines, not dots on an area; the tooltip (on by default) lists every line of the day.
    expect(props.withDots).not.toBe(false);
    expect(props.withTooltip).not.toBe(false);
    expect(props.series).toEqual([
      { name: 'revenue_GBP', label: 'Revenue (£)', color: 'teal.6', yAxisId: 'left' },
      { name: 'sessions', label: PRODUCT_TERM_PLURAL, color: 'blue.6', yAxisId: 'right' },
      { name: 'agreed_deals', label: 'Deals Agreed', color: 'violet.6', yAxisId: 'right' },
      { name: 'purchases', label: 'Purchases', color: 'orange.6', yAxisId: 'right' },
    ]);
    expect(props.data).toEqual([
      { date: '30/06/2025', sessions: 60, agreed_deals: 15, purchases: 9, revenue_GBP: 600 },
      { date: '01/07/2025', sessions: 60, agreed_deals: 15, purchases: 9, revenue_GBP: 634.5 },
    ]);
    const left = props.yAxisProps as { tickFormatter: (value: number) => string };
    const right = props.rightYAxisProps as { tickFormatter: (value: number) => string };
    expect(left.tickFormatter(1500)).toBe('£1,500.00');
    expect(right.tickFormatter(1200)).toBe('1,200');
    const tooltipValue = props.valueFormatter as (value: number) => string;
    expect(tooltipValue(634.5)).toBe('634.5');
  });

  it('gives each currency its own revenue line and never adds them up', () => {
    const chart = dayChart([
      day('2025-06-30', [
        { currency: 'GBP', amount: 100 },
        { currency: 'EUR', amount: 50 },
      ]),
    ]);
    expect(chart.lines.filter((line) => line.yAxisId === 'left')).toEqual([
      { name: 'revenue_GBP', label: 'Revenue (£)', color: 'teal.6', yAxisId: 'left' },
      { name: 'revenue_EUR', label: 'Revenue (€)', color: 'grape.6', yAxisId: 'left' },
    ]);
    expect(chart.data[0]).toMatchObject({ revenue_GBP: 100, revenue_EUR: 50 });
    expect(chart.yAxisLabel).toBe('Revenue (per currency)');
    expect(chart.moneyTick(1500)).toBe('1,500');
  });

  it('draws revenue alone, with no right axis, where the dashboard shows no counts', () => {
    const chart = dayChart([day('2025-06-30', gbp(10), false), day('2025-07-01', gbp(20), false)]);
    expect(chart.lines.map((line) => line.name)).toEqual(['revenue_GBP']);
    expect(chart.withRightYAxis).toBe(false);
    expect(chart.rightYAxisLabel).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  filterSearch,
  filtersFromParams,
  withDate,
  withFilter,
  withTimeRange,
} from './filter-values';

// 23:30 UTC on 31 March 2025 is already 1 April in Europe/Paris (summer time, UTC+2).
const NOW = new Date('2025-03-31T23:30:00.000Z');

describe('session filter values', () => {
  it("sets 'Nd' to start N-1 days ago and end today, in the retailer's timezone", () => {
    expect(withTimeRange({}, '7d', 'Europe/Paris', NOW)).toEqual({
      timeRange: '7d',
      startDate: '2025-03-26',
      endDate: '2025-04-01',
    });
    expect(withTimeRange({}, '7d', 'UTC', NOW)).toEqual({
      timeRange: '7d',
      startDate: '2025-03-25',
      endDate: '2025-03-31',
    });
    expect(withTimeRange({ rule: 'r' }, '1d', 'UTC', NOW)).toEqual({
      rule: 'r',
      timeRange: '1d',
      startDate: '2025-03-31',
      endDate: '2025-03-31',
    });
    expect(withTimeRange({}, '90d', 'UTC', NOW).startDate).toBe('2025-01-01');
  });

  it("clears the dates for 'all' and keeps them for 'custom'", () => {
    const dated = { timeRange: '7d', startDate: '2025-03-25', endDate: '2025-03-31' } as const;
    expect(withTimeRange(dated, 'all', 'UTC', NOW)).toEqual({ timeRange: 'all' });
    expect(withTimeRange(dated, 'custom', 'UTC', NOW)).toEqual({ ...dated, timeRange: 'custom' });
  });

  it("makes the range 'custom' when a date is edited or cleared", () => {
    const dated = { timeRange: '7d', startDate: '2025-03-25', endDate: '2025-03-31' } as const;
    expect(withDate(dated, 'startDate', '2025-03-01')).toEqual({
      timeRange: 'custom',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
    });
    expect(withDate(dated, 'endDate', null)).toEqual({
      timeRange: 'custom',
      startDate: '2025-03-25',
    });
  });

  it('reads the filters from a query string, dropping unknown keys and refused values', () => {
    const params = new URLSearchParams(
      'summaryStatus=sold&dataQuality=9&zeroLength=true&offset=40&startDate=yesterday&objective=none',
    );
    expect(filtersFromParams(params)).toEqual({
      summaryStatus: 'sold',
      zeroLength: 'true',
      objective: 'none',
    });
  });

  it('writes only the set filters back', () => {
    const filters = withFilter({ summaryStatus: 'sold', rule: 'r1' }, 'rule', null);
    expect(filters).toEqual({ summaryStatus: 'sold' });
    expect(filterSearch(filters)).toBe('?summaryStatus=sold');
    expect(filterSearch({})).toBe('');
  });
});

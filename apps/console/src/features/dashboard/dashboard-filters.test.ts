import { describe, expect, it } from 'vitest';
import { scopedFilters, withDashboardDefaults } from './dashboard-filters';

// 23:30 UTC on 31 March 2025 is already 1 April in Europe/Paris.
const NOW = new Date('2025-03-31T23:30:00.000Z');

describe('dashboard filters', () => {
  it("defaults to the last 7 days with start and end set, in the retailer's timezone", () => {
    expect(
      withDashboardDefaults(
        { summaryStatus: 'sold' },
        { timezone: 'Europe/Paris', acrossRetailers: false, now: NOW },
      ),
    ).toEqual({
      summaryStatus: 'sold',
      timeRange: '7d',
      startDate: '2025-03-26',
      endDate: '2025-04-01',
    });
  });

  it("keeps the URL's time range as a whole, 'all' and custom dates included", () => {
    const options = { timezone: 'UTC', acrossRetailers: false, now: NOW };
    expect(withDashboardDefaults({ timeRange: 'all' }, options)).toEqual({ timeRange: 'all' });
    expect(withDashboardDefaults({ endDate: '2025-03-01' }, options)).toEqual({
      endDate: '2025-03-01',
    });
    expect(
      withDashboardDefaults(
        { timeRange: '30d', startDate: '2025-03-02', endDate: '2025-03-31' },
        options,
      ),
    ).toEqual({ timeRange: '30d', startDate: '2025-03-02', endDate: '2025-03-31' });
  });

  it("starts an administrator across retailers at data quality '3', unless the URL says", () => {
    const options = { timezone: 'UTC', acrossRetailers: true, now: NOW };
    expect(withDashboardDefaults({ timeRange: 'all' }, options)).toEqual({
      timeRange: 'all',
      dataQuality: '3',
    });
    expect(withDashboardDefaults({ timeRange: 'all', dataQuality: 'all' }, options)).toEqual({
      timeRange: 'all',
      dataQuality: 'all',
    });
  });

  it('lets the path decide the retailer and drops the status filter for limited data', () => {
    const filters = { retailerId: 'r-2', summaryStatus: 'sold', rule: 'x' } as const;
    expect(scopedFilters(filters, { routeRetailerId: 'r-1', limitedData: false })).toEqual({
      summaryStatus: 'sold',
      rule: 'x',
    });
    expect(scopedFilters(filters, { routeRetailerId: null, limitedData: true })).toEqual({
      retailerId: 'r-2',
      rule: 'x',
    });
  });
});

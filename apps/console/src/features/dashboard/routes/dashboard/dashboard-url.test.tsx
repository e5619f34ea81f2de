import { act, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { serverPerTest } from '../../../../../test/server-per-test';
import { RETAILER_ID, adminUser, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { serveDashboard } from './fake-dashboard-server';

dayjs.extend(utc);
dayjs.extend(timezone);

const DASHBOARD = `/retailers/${RETAILER_ID}/dashboard`;

/** The last `days` days, today included, as the URL's range. */
const range = (days: number, zone: string) => {
  const today = dayjs().tz(zone);
  const start = today.subtract(days - 1, 'day').format('YYYY-MM-DD');
  return `timeRange=${days}d&startDate=${start}&endDate=${today.format('YYYY-MM-DD')}`;
};

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./DashboardRoute')],
});

describe('dashboard filters in the URL', () => {
  it('writes the default 7 days into the URL in place, and Back undoes a filter change', async () => {
    serveDashboard(server);
    const { user, location, router } = renderApp(DASHBOARD);
    const week = `${DASHBOARD}?${range(7, 'Europe/London')}`;
    // In place of the bare URL: Back from here leaves the dashboard, it does not come back to
    // a URL that writes the defaults again.
    await waitFor(() => expect(location()).toBe(week), { timeout: 5000 });
    expect(router.state.historyAction).toBe('REPLACE');

    const timeRange = await screen.findByRole('textbox', { name: 'Time Range' });
    await user.click(timeRange);
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(location()).toBe(`${DASHBOARD}?${range(30, 'Europe/London')}`));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe(week));
    await waitFor(() => expect(timeRange).toHaveValue('Last 7 days'));
  });

  it("writes an administrator's data quality '3' across retailers with the range", async () => {
    server.signIn(adminUser());
    serveDashboard(server);
    const { location } = renderApp('/admin/dashboard');
    await waitFor(() =>
      expect(location()).toBe(`/admin/dashboard?dataQuality=3&${range(7, 'UTC')}`),
    );
    expect(await screen.findByRole('textbox', { name: 'Data Quality' })).toHaveValue('3 or better');
  });
});

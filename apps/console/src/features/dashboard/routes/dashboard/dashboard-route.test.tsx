import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { RETAILER_ID, adminUser, retailer, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { ruleFixture } from '../../../rules/routes/rule-list/fake-rules';
import { serveDashboard, statsCalls } from './fake-dashboard-server';

dayjs.extend(utc);
dayjs.extend(timezone);

const DASHBOARD = `/retailers/${RETAILER_ID}/dashboard`;
const RULE_ID = '40000000-0000-4000-8000-000000000001';

/** The last 7 days, today included, in the demo retailer's timezone. */
const lastDays = (days: number) => {
  const today = dayjs().tz('Europe/London');
  return {
    startDate: today.subtract(days - 1, 'day').format('YYYY-MM-DD'),
    endDate: today.format('YYYY-MM-DD'),
  };
};

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./DashboardRoute')],
});

describe('dashboard route', () => {
  it("asks for every section of the retailer's last 7 days and shows the figures", async () => {
    serveDashboard(server, { rules: [ruleFixture({ name: 'Whole Store', active: true })] });
    renderApp(DASHBOARD);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('£1,234.50')).toBeInTheDocument();
    expect(statsCalls(server, 'stats').at(-1)).toEqual({
      action: 'stats',
      section: 'all',
      navRetailerId: RETAILER_ID,
      timeRange: '7d',
      ...lastDays(7),
    });
    const rules = screen.getByRole('region', { name: 'Active Rules' });
    expect(await within(rules).findByText('Whole Store')).toBeInTheDocument();
    const rulesCall = server.callsTo(endpoints.rules.findRules).at(-1);
    expect(rulesCall?.query.get('context')).toBe('ruleset');
    expect(rulesCall?.query.get('retailer_id')).toBe(RETAILER_ID);
    // The administrators' calls are not made for a retailer user.
    for (const action of ['abtest', 'walks', 'sankey'])
      expect(statsCalls(server, action)).toEqual([]);
  });

  it('sends the filters of the URL, the path deciding the retailer', async () => {
    serveDashboard(server);
    renderApp(
      `${DASHBOARD}?timeRange=custom&startDate=2025-06-01&endDate=2025-06-10&summaryStatus=sold&rule=${RULE_ID}&retailerId=0b8f6b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b`,
    );
    await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(statsCalls(server, 'stats')).not.toEqual([]));
    expect(statsCalls(server, 'stats').at(-1)).toEqual({
      action: 'stats',
      section: 'all',
      navRetailerId: RETAILER_ID,
      timeRange: 'custom',
      startDate: '2025-06-01',
      endDate: '2025-06-10',
      summaryStatus: 'sold',
      rule: RULE_ID,
    });
  });

  it('puts a new time range in the URL and asks for its figures', async () => {
    serveDashboard(server);
    const { user, location } = renderApp(DASHBOARD);
    await screen.findByRole('region', { name: 'Overview' });
    const timeRange = await screen.findByRole('textbox', { name: 'Time Range' });
    expect(timeRange).toHaveValue('Last 7 days');
    await user.click(timeRange);
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    const range = lastDays(30);
    await waitFor(() =>
      expect(location()).toBe(
        `${DASHBOARD}?timeRange=30d&startDate=${range.startDate}&endDate=${range.endDate}`,
      ),
    );
    await waitFor(() =>
      expect(statsCalls(server, 'stats').at(-1)).toMatchObject({ timeRange: '30d', ...range }),
    );
    // Reset goes back to the default 7 days (whose figures are still in the cache), in the URL.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const week = lastDays(7);
    await waitFor(() =>
      expect(location()).toBe(
        `${DASHBOARD}?timeRange=7d&startDate=${week.startDate}&endDate=${week.endDate}`,
      ),
    );
    await waitFor(() => expect(timeRange).toHaveValue('Last 7 days'));
  });

  it("shows an administrator every retailer's figures at data quality 3, with the analytics", async () => {
    server.signIn(adminUser());
    serveDashboard(server);
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Session flow chart' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Zone grid' })).toBeInTheDocument();
    const walkaway = screen.getByRole('region', { name: 'Walkaway Hits' });
    expect(within(walkaway).getByRole('group', { name: 'Walkaway Hits' })).toHaveTextContent('11');
    const today = dayjs().tz('UTC');
    const body = {
      timeRange: '7d',
      startDate: today.subtract(6, 'day').format('YYYY-MM-DD'),
      endDate: today.format('YYYY-MM-DD'),
      dataQuality: '3',
    };
    expect(statsCalls(server, 'stats').at(-1)).toEqual({
      action: 'stats',
      section: 'all',
      ...body,
    });
    expect(statsCalls(server, 'walks').at(-1)).toEqual({ action: 'walks', ...body });
    expect(statsCalls(server, 'sankey').at(-1)).toEqual({ action: 'sankey', ...body });
    // No retailer: no uplift test, no rules.
    expect(statsCalls(server, 'abtest')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Uplift A/B Test' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Active Rules' })).getByText(
        'Select a Retailer in the filters to see the relevant active Rules.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo(endpoints.rules.findRules)).toEqual([]);
  });

  it('shows an administrator who picks a retailer its uplift test and rules', async () => {
    server.signIn(adminUser());
    serveDashboard(server, { rules: [ruleFixture({ active: false })] });
    renderApp(`/admin/dashboard?retailerId=${RETAILER_ID}`);
    const uplift = await screen.findByRole('region', { name: 'Uplift A/B Test' });
    expect(await within(uplift).findByRole('region', { name: 'Significance' })).toHaveTextContent(
      'Significant',
    );
    expect(statsCalls(server, 'abtest').at(-1)).toMatchObject({
      action: 'abtest',
      retailerId: RETAILER_ID,
    });
    // One retailer: no default data quality across retailers.
    expect(statsCalls(server, 'stats').at(-1)).not.toHaveProperty('dataQuality');
    expect(
      await within(screen.getByRole('region', { name: 'Active Rules' })).findByText(
        MSG.noActiveRules,
      ),
    ).toBeInTheDocument();
  });

  it("shows an administrator in a retailer's pages that retailer's test, without a retailer filter", async () => {
    server.signIn(adminUser());
    serveDashboard(server);
    renderApp(DASHBOARD);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Uplift A/B Test' })).toBeInTheDocument();
    await waitFor(() => expect(statsCalls(server, 'abtest')).not.toEqual([]));
    const body = { navRetailerId: RETAILER_ID, timeRange: '7d', ...lastDays(7) };
    expect(statsCalls(server, 'abtest').at(-1)).toEqual({ action: 'abtest', ...body });
    expect(statsCalls(server, 'walks').at(-1)).toEqual({ action: 'walks', ...body });
    expect(screen.queryByRole('textbox', { name: 'Retailer' })).toBeNull();
  });

  it('gives a limited-data retailer no status filter and sends none', async () => {
    server.retailers.set(RETAILER_ID, retailer({ available_features: ['limited_data'] }));
    serveDashboard(server);
    renderApp(`${DASHBOARD}?summaryStatus=sold`);
    await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(statsCalls(server, 'stats')).not.toEqual([]));
    expect(statsCalls(server, 'stats').at(-1)).not.toHaveProperty('summaryStatus');
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
  });

  it("shows the server's reason in the panels when the figures cannot be had", async () => {
    serveDashboard(server);
    server.on(endpoints.stats.runStats, () =>
      json(422, { errorMessage: 'The range is too long.' }),
    );
    renderApp(DASHBOARD);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('The range is too long.')).toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import { MSG, PRODUCT_TERM, PRODUCT_TERM_PLURAL, type TRule } from '@parley/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID } from '../../../../../test/fixtures';
import { ruleFixture } from '../../../rules/routes/rule-list/fake-rules';
import { SELECT_RETAILER_FOR_RULES } from '../../components/ActiveRulesPanel';
import { RECOVERED_TITLE } from '../../components/RecoveredPanel';
import { DASHBOARD_SUBTITLE, DashboardPage, type DashboardPageProps } from './DashboardPage';
import {
  abTestStats,
  dashboardStats,
  limitedDashboardStats,
  sankeyStats,
  walksStats,
} from './dashboard-fixtures';

const loaded = <T,>(data: T) => ({ data, error: null });

function renderPage(props: Partial<DashboardPageProps> = {}) {
  const all: DashboardPageProps = {
    title: 'Dashboard',
    filters: {
      values: { timeRange: '7d', startDate: '2025-06-25', endDate: '2025-07-01' },
      onChange: () => {},
      options: undefined,
      timezone: 'Europe/London',
      advanced: false,
      showRetailer: false,
      showStatus: true,
    },
    isAdmin: false,
    retailerId: RETAILER_ID,
    timezone: 'Europe/London',
    stats: loaded(dashboardStats()),
    rules: loaded([ruleFixture({ name: 'Whole Store', active: true })]),
    abTest: null,
    walks: null,
    sankey: null,
    sessionHref: (id) => `/retailers/${RETAILER_ID}/sessions/${id}`,
    ...props,
  };
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <DashboardPage {...all} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { user: userEvent.setup() };
}

const panel = (name: string) => screen.getByRole('region', { name });
const figure = (panelName: string, label: string) =>
  within(panel(panelName)).getByRole('group', { name: label });

describe('dashboard page', () => {
  it('shows the title, the subtitle and the overview figures with their changes', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_SUBTITLE)).toBeInTheDocument();
    const sessions = figure('Overview', PRODUCT_TERM_PLURAL);
    expect(within(sessions).getByText('120')).toBeInTheDocument();
    expect(within(sessions).getByLabelText('Up +12.5% on the previous period')).toBeInTheDocument();
    const agreed = figure('Overview', 'Deals Agreed');
    expect(within(agreed).getByText('30')).toBeInTheDocument();
    expect(within(agreed).getByText(`25% of ${PRODUCT_TERM_PLURAL}`)).toBeInTheDocument();
    expect(within(agreed).getByLabelText('Down -4.2% on the previous period')).toBeInTheDocument();
    expect(
      within(figure('Overview', 'Negotiated')).getByLabelText(
        'No change 0.0% on the previous period',
      ),
    ).toBeInTheDocument();
    // No previous figure to compare with: no change shown.
    expect(within(figure('Overview', 'Purchased')).queryByLabelText(/previous period/)).toBeNull();
    expect(within(figure('Overview', 'Revenue')).getByText('£1,234.50')).toBeInTheDocument();
    expect(
      within(figure('Overview', `Average ${PRODUCT_TERM} Value`)).getByText('£68.58'),
    ).toBeInTheDocument();
    expect(within(figure('Overview', 'Aggregate Discount')).getByText('8.5%')).toBeInTheDocument();
  });

  it('shows every panel of the retailer dashboard with its figures', async () => {
    const { user } = renderPage();
    expect(within(figure('Performance', 'Waiting for Review')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Performance', 'Conversion Rate')).getByText('15%')).toBeInTheDocument();
    expect(
      within(figure(RECOVERED_TITLE, 'Recovered Revenue')).getByText('£321.99'),
    ).toBeInTheDocument();
    expect(within(figure(RECOVERED_TITLE, 'Accepted')).getByText('4')).toBeInTheDocument();
    expect(
      within(figure('Bundling & Addons', 'Average Order Value with Add-ons')).getByText('£88.25'),
    ).toBeInTheDocument();
    expect(
      within(figure('Bundling & Addons', 'Purchases with Add-ons')).getByText('33.3% of purchases'),
    ).toBeInTheDocument();

    const flows = panel('Negotiation Flows');
    expect(within(flows).getByRole('group', { name: 'Deal Agreed' })).toHaveTextContent('30 (25%)');
    await user.click(within(flows).getByRole('tab', { name: 'PDP' }));
    expect(within(flows).getByRole('group', { name: PRODUCT_TERM_PLURAL })).toHaveTextContent(
      '90 (100%)',
    );
    await user.click(within(flows).getByRole('tab', { name: 'Cart' }));
    expect(within(flows).getByRole('group', { name: 'Purchased' })).toHaveTextContent('9 (30%)');

    const bands = within(panel('Discount Flows')).getByRole('table', { name: 'Discount bands' });
    expect(within(bands).getByRole('row', { name: /5% to 10%/ })).toHaveTextContent(
      '5% to 10%201166.7%',
    );
    expect(within(bands).getByText('30% or more')).toBeInTheDocument();

    expect(
      within(figure('Engagement', 'Average Session Duration')).getByText('3m 05s'),
    ).toBeInTheDocument();
    const feedback = panel('Failed Negotiations Feedback');
    expect(
      within(figure('Failed Negotiations Feedback', 'Positive Ratings')).getByText('7'),
    ).toBeInTheDocument();
    expect(within(feedback).getByText('“Too expensive for me”')).toBeInTheDocument();
    expect(within(feedback).getByRole('link', { name: '01/07/2025 09:00 AM' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/sessions/30000000-0000-4000-8000-000000000042`,
    );

    // The administrators' panels are not a retailer's.
    for (const name of ['Uplift A/B Test', 'Walkaway Hits', 'Zone Grid', 'Negotiation Sankey']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });

  it('locks a panel the plan lacks, with a button to billing', () => {
    const stats = dashboardStats();
    renderPage({
      stats: loaded({
        ...stats,
        recoveredParley: { ...stats.recoveredParley!, state: 'locked' },
        addon: { ...stats.addon!, state: 'locked' },
      }),
    });
    for (const name of [RECOVERED_TITLE, 'Bundling & Addons']) {
      const locked = panel(name);
      expect(within(locked).getByRole('link', { name: 'Upgrade to unlock' })).toHaveAttribute(
        'href',
        `/retailers/${RETAILER_ID}/account/plan/choice`,
      );
      expect(within(locked).queryByRole('group')).toBeNull();
    }
  });

  it('sends a retailer whose rules do not use a panel to the ruleset', () => {
    const stats = dashboardStats();
    renderPage({
      stats: loaded({ ...stats, addon: { ...stats.addon!, state: 'inactive' } }),
    });
    const inactive = panel('Bundling & Addons');
    expect(
      within(inactive).getByText(/No active rule offers a gift with purchase/),
    ).toBeInTheDocument();
    expect(within(inactive).getByRole('link', { name: 'Go to the Ruleset' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/rules`,
    );
    expect(within(inactive).queryByRole('group')).toBeNull();
    // The other one is active: its figures show.
    expect(within(figure(RECOVERED_TITLE, 'Accepted')).getByText('4')).toBeInTheDocument();
  });

  it("shows an administrator the figures whatever the retailer's plan, with its state noted", () => {
    const stats = dashboardStats();
    renderPage({
      isAdmin: true,
      stats: loaded({ ...stats, recoveredParley: { ...stats.recoveredParley!, state: 'locked' } }),
    });
    const recovered = panel(RECOVERED_TITLE);
    expect(within(recovered).getByText('Not in plan')).toBeInTheDocument();
    expect(within(recovered).queryByRole('link', { name: 'Upgrade to unlock' })).toBeNull();
    expect(within(figure(RECOVERED_TITLE, 'Accepted')).getByText('4')).toBeInTheDocument();
  });

  it('lists at most three active rules and counts the rest', () => {
    const rules: TRule[] = [
      ruleFixture({ name: 'Summer', active: true }),
      ruleFixture({ name: 'Off', active: false }),
      ruleFixture({ name: 'Cart', active: true }),
      ruleFixture({ name: 'VIP', active: true }),
      ruleFixture({ name: 'Clearance', active: true }),
      ruleFixture({ name: 'Gifts', active: true }),
    ];
    renderPage({ rules: loaded(rules) });
    const list = within(panel('Active Rules')).getByRole('list', { name: 'Active rules' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Summer', 'Cart', 'VIP', '2 more...']);
  });

  it('warns when no rule is active, and asks an administrator across retailers to pick one', () => {
    renderPage({ rules: loaded([ruleFixture({ active: false })]) });
    expect(within(panel('Active Rules')).getByText(MSG.noActiveRules)).toBeInTheDocument();
  });

  it('asks an administrator across retailers to pick a retailer for the rules', () => {
    renderPage({ isAdmin: true, retailerId: null, rules: { data: undefined, error: null } });
    expect(within(panel('Active Rules')).getByText(SELECT_RETAILER_FOR_RULES)).toBeInTheDocument();
    expect(SELECT_RETAILER_FOR_RULES).toBe(
      'Select a Retailer in the filters to see the relevant active Rules.',
    );
  });

  it('shows a limited-data retailer no session counts and no changes', () => {
    renderPage({ stats: loaded(limitedDashboardStats()) });
    expect(screen.getByText(/counts and changes are not part of your account/)).toBeInTheDocument();
    const overview = panel('Overview');
    expect(within(overview).queryByRole('group', { name: PRODUCT_TERM_PLURAL })).toBeNull();
    expect(within(figure('Overview', 'Deals Agreed')).getByText('25%')).toBeInTheDocument();
    expect(within(figure('Overview', 'Revenue')).getByText('£1,234.50')).toBeInTheDocument();
    expect(screen.queryAllByLabelText(/on the previous period/)).toEqual([]);
    expect(
      within(panel('Negotiation Flows')).getByRole('group', { name: 'Deal Agreed' }),
    ).toHaveTextContent(/^Deal Agreed25%$/);
    expect(
      within(panel('Bundling & Addons')).queryByRole('group', { name: 'Offered an Add-on' }),
    ).toBeNull();
    expect(
      within(panel('Discount Flows')).queryByRole('columnheader', { name: 'Deals Agreed' }),
    ).toBeNull();
  });

  it('shows an administrator across retailers each currency’s money, never one bare sum', () => {
    const stats = dashboardStats({ currency: null, currency_symbol: null });
    const mixed = [
      { currency: 'GBP', amount: 1234 },
      { currency: 'EUR', amount: 560 },
    ];
    stats.topline = { ...stats.topline!, total_revenue: mixed, avg_parley_value: [] };
    stats.recoveredParley = { ...stats.recoveredParley!, recovered_revenue: mixed };
    stats.addon = { ...stats.addon!, state: null, aov_with_addons: [mixed[1]!] };
    renderPage({ isAdmin: true, retailerId: null, stats: loaded(stats) });
    expect(figure('Overview', 'Revenue')).toHaveTextContent('£1,234.00 · €560.00');
    expect(figure('Overview', `Average ${PRODUCT_TERM} Value`)).toHaveTextContent('-');
    expect(figure(RECOVERED_TITLE, 'Recovered Revenue')).toHaveTextContent('£1,234.00 · €560.00');
    expect(figure('Bundling & Addons', 'Average Order Value with Add-ons')).toHaveTextContent(
      '€560.00',
    );
  });

  it('shows an administrator the uplift test, walkaway hits, the zone grid and the sankey chart', async () => {
    renderPage({
      isAdmin: true,
      abTest: loaded(abTestStats()),
      walks: loaded(walksStats()),
      sankey: loaded(sankeyStats()),
    });
    const uplift = panel('Uplift A/B Test');
    expect(within(uplift).getByText('Running')).toBeInTheDocument();
    expect(
      within(uplift).getByText(/Started 2025-06-01, 20% of shoppers in control/),
    ).toBeInTheDocument();
    expect(
      within(figure('Uplift A/B Test', 'Conversion Uplift')).getByText('3 pts'),
    ).toBeInTheDocument();
    expect(within(figure('Uplift A/B Test', 'AOV Uplift')).getByText('£5.00')).toBeInTheDocument();
    const revenue = figure('Uplift A/B Test', 'Predicted Revenue Uplift');
    expect(within(revenue).getByText('£2,000.00')).toBeInTheDocument();
    expect(within(revenue).getByLabelText('Up +71.4% on the previous period')).toBeInTheDocument();
    const cohorts = within(uplift).getByRole('table', { name: 'Cohorts' });
    expect(within(cohorts).getByRole('row', { name: /Control/ })).toHaveTextContent(
      'Control200910£700.005%£70.00',
    );
    const significance = within(uplift).getByRole('region', { name: 'Significance' });
    expect(significance).toHaveTextContent('Significant');
    expect(significance).toHaveTextContent('p = 0.0213, below 0.05');
    expect(significance).toHaveTextContent('Two-proportion z-test on 1,000 trials, z = 2.3');

    expect(within(figure('Walkaway Hits', 'Walkaway Hits')).getByText('11')).toBeInTheDocument();
    expect(
      within(figure('Walkaway Hits', 'Walkaway Hits')).getByText('27.5% of sessions with bids'),
    ).toBeInTheDocument();
    const grid = within(panel('Zone Grid')).getByRole('table', { name: 'Zone grid' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Zone', 'Round 1', 'Round 2']);
    expect(within(grid).getAllByRole('row')[6]).toHaveTextContent(/^595$/);
    const sankey = await within(panel('Negotiation Sankey')).findByRole('img', {
      name: 'Session flow chart',
    });
    expect(within(sankey).getByText('Negotiated (80)')).toBeInTheDocument();
    expect(within(sankey).getByText('Purchased (18)')).toBeInTheDocument();
  });

  it('reports an uplift test that never ran and one without enough data', () => {
    renderPage({
      isAdmin: true,
      abTest: loaded(abTestStats({ status: 'not_running', startDate: null, significance: null })),
    });
    expect(
      within(panel('Uplift A/B Test')).getByText('No uplift test has been run for this retailer.'),
    ).toBeInTheDocument();
  });

  it('shows each panel loading, then the reason when the figures cannot be had', () => {
    renderPage({ stats: { data: undefined, error: null } });
    expect(screen.getByRole('status', { name: 'Loading Overview' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Loading ${RECOVERED_TITLE}` })).toBeInTheDocument();
  });

  it('shows the reason in each panel when the figures cannot be had', () => {
    renderPage({
      stats: { data: undefined, error: MSG.somethingWrong },
      isAdmin: true,
      walks: { data: undefined, error: 'No walks' },
      sankey: null,
    });
    expect(within(panel('Overview')).getByText(MSG.somethingWrong)).toBeInTheDocument();
    expect(within(panel('Bundling & Addons')).getByText(MSG.somethingWrong)).toBeInTheDocument();
    expect(within(panel('Zone Grid')).getByText('No walks')).toBeInTheDocument();
  });
});

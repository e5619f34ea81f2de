import { endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { OTHER_RETAILER_ID, RETAILER_ID, adminUser, retailerUser } from '../../../test/fixtures';
import { choose } from '../../../test/inputs';
import { renderApp } from '../../../test/render-app';
import {
  filterOptions,
  lastListQuery,
  serveSessions,
  sessionRow,
} from '../../features/sessions/routes/session-list/fake-session-list-server';
import { serverPerTest } from '../../../test/server-per-test';

// The panel as the sessions list uses it: its values live in the URL and drive GET /sessions.

const server = serverPerTest({ account: retailerUser });

const LIST = `/retailers/${RETAILER_ID}/sessions`;
const field = (name: string) => screen.getByRole('textbox', { name });
const panel = () => screen.getByRole('region', { name: 'Filters' });

/** Today and N-1 days before it in the demo retailer's timezone, as the panel counts them. */
const london = () => dayjs().tz('Europe/London');

describe('session filter panel', () => {
  it('shows the filters of the URL and asks for them', async () => {
    serveSessions(server, [sessionRow()]);
    renderApp(
      `${LIST}?summaryStatus=sold&timeRange=custom&startDate=2025-03-01&endDate=2025-03-31&objective=preserve_margin`,
    );
    await screen.findByRole('heading', { name: 'Parleys' });
    await waitFor(() => expect(field('Status')).toHaveValue('Purchased'));
    expect(field('Time Range')).toHaveValue('Custom');
    expect(field('Start Date')).toHaveValue('01/03/2025');
    expect(field('End Date')).toHaveValue('31/03/2025');
    expect(field('Objective')).toHaveValue('Preserve Margin');
    const query = lastListQuery(server)!;
    expect(query.get('summaryStatus')).toBe('sold');
    expect(query.get('startDate')).toBe('2025-03-01');
    expect(query.get('endDate')).toBe('2025-03-31');
    expect(query.get('objective')).toBe('preserve_margin');
    expect(within(panel()).getByLabelText('5 filters set')).toBeInTheDocument();
  });

  it('puts a chosen filter in the URL and starts again at the first page', async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(`${LIST}?offset=20`);
    await screen.findByRole('heading', { name: 'Parleys' });
    await choose(user, 'Status', 'Final Offer');
    await waitFor(() =>
      expect(location()).toBe(`${LIST}?summaryStatus=abandoned_reached_final_offer`),
    );
    await waitFor(() =>
      expect(lastListQuery(server)?.get('summaryStatus')).toBe('abandoned_reached_final_offer'),
    );
    expect(lastListQuery(server)?.get('offset')).toBe('0');
    // Each step waits for the panel to show the last one before the next.
    await waitFor(() => expect(field('Status')).toHaveValue('Final Offer'));
    await choose(user, 'Rule', 'Whole Store');
    await waitFor(() =>
      expect(location()).toBe(
        `${LIST}?summaryStatus=abandoned_reached_final_offer&rule=40000000-0000-4000-8000-000000000001`,
      ),
    );
  });

  it('clears every filter with Reset, keeping other parameters', async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(
      `${LIST}?summaryStatus=sold&timeRange=all&objective=none&export=open`,
    );
    await screen.findByRole('heading', { name: 'Parleys' });
    await user.click(within(panel()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe(`${LIST}?export=open`));
    await waitFor(() => expect(field('Status')).toHaveValue(''));
    expect(field('Time Range')).toHaveValue('All time');
    expect(within(panel()).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it("sets the dates from a time range and clears them for 'all'", async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(LIST);
    await screen.findByRole('heading', { name: 'Parleys' });
    await choose(user, 'Time Range', 'Last 7 days');
    const start = london().subtract(6, 'day').format('YYYY-MM-DD');
    const end = london().format('YYYY-MM-DD');
    await waitFor(() =>
      expect(location()).toBe(`${LIST}?timeRange=7d&startDate=${start}&endDate=${end}`),
    );
    await waitFor(() =>
      expect(field('Start Date')).toHaveValue(london().subtract(6, 'day').format('DD/MM/YYYY')),
    );

    await choose(user, 'Time Range', 'All time');
    await waitFor(() => expect(location()).toBe(`${LIST}?timeRange=all`));
    await waitFor(() => expect(field('Start Date')).toHaveValue(''));
  });

  it("turns the range to 'custom' when a date is cleared or typed", async () => {
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp(
      `${LIST}?timeRange=30d&startDate=2025-03-02&endDate=2025-03-31`,
    );
    await waitFor(() => expect(field('End Date')).toHaveValue('31/03/2025'));
    await user.clear(field('End Date'));
    await waitFor(() => expect(location()).toBe(`${LIST}?timeRange=custom&startDate=2025-03-02`));
    await waitFor(() => expect(field('Time Range')).toHaveValue('Custom'));
    await waitFor(() => expect(field('End Date')).toHaveValue(''));
    await user.clear(field('Start Date'));
    await user.type(field('Start Date'), '15/02/2025');
    await waitFor(() => expect(location()).toBe(`${LIST}?timeRange=custom&startDate=2025-02-15`));
  });

  it('collapses and opens again', async () => {
    serveSessions(server, [sessionRow()]);
    const { user } = renderApp(LIST);
    await screen.findByRole('heading', { name: 'Parleys' });
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(await screen.findByRole('textbox', { name: 'Status' })).toBeInTheDocument();
  });

  it('shows the experiment filters only when the options include experimental rules', async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()], {
      options: filterOptions({
        experimentalRules: [{ rule_id: '50000000-0000-4000-8000-000000000001', name: 'Greedy' }],
        cohortExperimentRules: [
          { name: 'Greedy', cohorts: [{ cohort_id: 'control', name: 'Control' }] },
        ],
      }),
    });
    const { user, location } = renderApp('/sessions');
    await user.click(await screen.findByRole('textbox', { name: 'Experiment' }));
    await user.click(await screen.findByRole('option', { name: 'Greedy' }));
    await waitFor(() =>
      // An administrator across retailers starts at data quality 3 (part 1 §6).
      expect(location()).toBe(
        '/sessions?dataQuality=3&experiment=50000000-0000-4000-8000-000000000001',
      ),
    );
    await waitFor(() => expect(field('Experiment')).toHaveValue('Greedy'));
    await choose(user, 'Cohort', 'Control');
    await waitFor(() => expect(location()).toContain('cohort=control'));
  });

  it('groups each experiment’s cohorts under its name, beside the user cohorts', async () => {
    server.signIn(adminUser());
    const cohortId = (n: number) => `75000000-0000-4000-8000-00000000000${n}`;
    serveSessions(server, [sessionRow()], {
      options: filterOptions({
        experimentalRules: [
          { rule_id: '74000000-0000-4000-8000-000000000001', name: 'Generous openers' },
          { rule_id: '74000000-0000-4000-8000-000000000002', name: 'Firm closers' },
        ],
        cohortExperimentRules: [
          {
            name: 'Generous openers',
            cohorts: [
              { cohort_id: cohortId(1), name: 'Generous' },
              { cohort_id: cohortId(2), name: 'Very generous' },
            ],
          },
          { name: 'Firm closers', cohorts: [{ cohort_id: cohortId(3), name: 'Firm' }] },
        ],
        cohorts: [{ cohort_id: cohortId(9), name: 'Returning shoppers' }],
      }),
    });
    const { user, location } = renderApp('/sessions');
    await user.click(await screen.findByRole('textbox', { name: 'Experiment' }));
    const experiments = await screen.findAllByRole('option');
    expect(experiments.map((option) => option.textContent)).toEqual([
      'Generous openers',
      'Firm closers',
    ]);
    await user.keyboard('{Escape}');
    await user.click(field('Cohort'));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent(
      'User CohortsReturning shoppersGenerous openersGenerousVery generousFirm closersFirm',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Firm' }));
    await waitFor(() => expect(location()).toBe(`/sessions?dataQuality=3&cohort=${cohortId(3)}`));
  });

  it('has no experiment filters without experimental rules', async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()], {
      options: filterOptions({
        cohortExperimentRules: [
          { name: 'Greedy', cohorts: [{ cohort_id: 'control', name: 'Control' }] },
        ],
      }),
    });
    renderApp('/sessions');
    expect(await screen.findByRole('textbox', { name: 'Data Quality' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Experiment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cohort' })).not.toBeInTheDocument();
  });

  it('gives administrators across retailers the retailer filter and the advanced filters', async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()]);
    const { user, location } = renderApp('/sessions');
    await screen.findByRole('textbox', { name: 'Retailer' });
    await choose(user, 'Retailer', 'Other Shop');
    await waitFor(() =>
      expect(location()).toBe(`/sessions?dataQuality=3&retailerId=${OTHER_RETAILER_ID}`),
    );
    await waitFor(() => expect(lastListQuery(server)?.get('retailerId')).toBe(OTHER_RETAILER_ID));
    // The options follow the chosen retailer.
    const optionCalls = server.callsTo(endpoints.stats.runStats).map((call) => call.body);
    expect(optionCalls).toContainEqual({ action: 'options', retailerId: OTHER_RETAILER_ID });
    await waitFor(() => expect(field('Retailer')).toHaveValue('Other Shop'));
    await choose(user, 'Incorrect Intent Inference', 'Yes');
    await waitFor(() => expect(location()).toContain('incorrectIntentInference=true'));
    await waitFor(() => expect(field('Incorrect Intent Inference')).toHaveValue('Yes'));
    await choose(user, 'Data Quality', '3 or better');
    await waitFor(() => expect(location()).toContain('dataQuality=3'));
  });

  it('has no retailer filter for retailer users or in a retailer context', async () => {
    serveSessions(server, [sessionRow()]);
    renderApp(LIST);
    expect(await screen.findByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Retailer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Data Quality' })).not.toBeInTheDocument();
    expect(server.callsTo(endpoints.stats.runStats)[0]?.body).toEqual({
      action: 'options',
      retailerId: RETAILER_ID,
    });
  });

  it('has no retailer filter for an administrator in a retailer context', async () => {
    server.signIn(adminUser());
    serveSessions(server, [sessionRow()]);
    renderApp(`${LIST}?retailerId=${OTHER_RETAILER_ID}`);
    expect(await screen.findByRole('textbox', { name: 'Data Quality' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Retailer' })).not.toBeInTheDocument();
    // The path's retailer decides; a retailer filter in the URL has no say.
    await waitFor(() => expect(lastListQuery(server)?.get('retailer_id')).toBe(RETAILER_ID));
    expect(lastListQuery(server)?.has('retailerId')).toBe(false);
  });
});

import { MSG, endpoints, type TExperimentCohortStats } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { themeFixture } from '../../../themes/routes/fake-themes-server';
import { RESULTS_PENDING } from '../../components/CohortResults';
import {
  cohortFixture,
  cohortStatsFixture,
  experimentFixture,
  experimentScreensServer,
  serveExperiments,
} from '../fake-experiments-server';
import { LIST, section } from './test-kit';

const server = experimentScreensServer();
beforeEach(() => localStorage.setItem('parley.timezone', 'Europe/London'));

const THEME = themeFixture({ name: 'Bold' });
const generous = cohortFixture({
  name: 'Generous',
  cohort_percentage: 30,
  parley_override_setting: 'disable',
  override_theme_id: THEME.theme_id,
  algorithm_version: 'b_tit_for_tat',
  hyper_parameters: { tolerance: 0.2 },
  cohort_features: [
    {
      id: 'free_shipping',
      name: 'Free Shipping',
      feature_override_setting: 'enable',
      hyper_parameters: {},
    },
  ],
});
const firm = cohortFixture({ name: 'Firm', cohort_percentage: 30 });
const running = (cohorts = [generous, firm]) =>
  experimentFixture({
    name: 'Generous openers',
    active: true,
    starts_at: '2025-06-01T08:00:00.000Z',
    cohorts,
  });

/** The stats calls' cohort ids, in the order they were made. */
const statsAsked = () =>
  server
    .callsTo(endpoints.stats.runStats)
    .map((call) => (call.body as { cohortId: string }).cohortId);
/** The results table's rows as text, header first. */
const resultRows = () =>
  within(screen.getByRole('table', { name: 'Cohort results' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

/** Serves `experiment` with its cohorts' results and opens it. */
async function openExperiment(
  experiment = running(),
  stats: TExperimentCohortStats[] = experiment.cohorts.map((c) => cohortStatsFixture(c)),
  query = '',
) {
  serveExperiments(server, [experiment], { stats, themes: [THEME] });
  const view = renderApp(`${LIST}/${experiment.rule_id}${query}`);
  expect(await screen.findByRole('heading', { name: experiment.name })).toBeInTheDocument();
  return view;
}

describe('A running or ended experiment', () => {
  it('shows its settings read-only, with each cohort’s overrides and the control', async () => {
    await openExperiment();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const general = section('General');
    expect(within(general).getByText('Running')).toBeInTheDocument();
    expect(within(general).getByRole('textbox', { name: 'Started at' })).toHaveValue('01/06/2025');
    expect(within(general).getByRole('textbox', { name: 'Objective' })).toHaveValue('Any');
    expect(within(section('Retailers')).getByText('Demo Store')).toBeInTheDocument();
    const cohorts = section('Cohorts');
    expect(within(cohorts).getByRole('textbox', { name: 'Control Percentage' })).toHaveValue('40%');
    await waitFor(() =>
      expect(within(cohorts).getByRole('row', { name: /^Generous/ })).toHaveTextContent(
        'Generous30%Parley OffBoldb_tit_for_tat-{"tolerance":0.2}Free Shipping: Enable',
      ),
    );
    expect(within(cohorts).getByRole('row', { name: /^Firm/ })).toHaveTextContent(
      'Firm30%No ChangeNoneNone-NoneNone',
    );
  });

  it('asks for each cohort’s results one after the other, never at once', async () => {
    const experiment = running([generous, firm, cohortFixture({ name: 'Third' })]);
    const stats = experiment.cohorts.map((c) => cohortStatsFixture(c));
    serveExperiments(server, [experiment], { stats });
    let inFlight = 0;
    let most = 0;
    server.on(endpoints.stats.runStats, async (call) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight -= 1;
      const { cohortId } = call.body as { cohortId: string };
      return json(
        200,
        stats.find((entry) => entry.cohort_id === cohortId),
      );
    });
    renderApp(`${LIST}/${experiment.rule_id}`);
    expect(await screen.findByRole('table', { name: 'Cohort results' })).toBeInTheDocument();
    expect(statsAsked()).toEqual(experiment.cohorts.map((c) => c.cohort_id));
    expect(server.callsTo(endpoints.stats.runStats).map((call) => call.body)).toContainEqual({
      action: 'experiment_cohort',
      cohortId: firm.cohort_id,
    });
    expect(most).toBe(1);
  });

  it('shows each cohort’s figures as last computed, with the daily note', async () => {
    await openExperiment(running(), [
      cohortStatsFixture(generous),
      cohortStatsFixture(firm, {
        shoppers: 150,
        buyers: 15,
        conversion: 10,
        browsers: { sessions: 100, sales: 5, revenue: 400, aov: 80 },
        chats: { sessions: 50, agreedDeals: 12, sales: 10, revenue: 900 },
        updated_at: '2025-07-02T03:00:00.000Z',
      }),
    ]);
    expect(await screen.findByRole('table', { name: 'Cohort results' })).toBeInTheDocument();
    expect(resultRows()).toEqual([
      ['Figure', 'Generous', 'Firm'],
      ['Shoppers', '200', '150'],
      ['Buyers', '40', '15'],
      ['Conversion', '20%', '10%'],
      ['Browsers'],
      ['Sessions', '120', '100'],
      ['Sales', '12', '5'],
      ['Revenue', '1,200.00', '400.00'],
      ['AOV', '100.00', '80.00'],
      ['Chats'],
      ['Sessions', '80', '50'],
      ['Agreed Deals', '30', '12'],
      ['Sales', '28', '10'],
      ['Revenue', '2,520.50', '900.00'],
    ]);
    const results = section('Results');
    expect(within(results).getByText(MSG.experimentResultsDaily)).toBeInTheDocument();
    // The latest computation, in the user's timezone.
    expect(within(results).getByText('Figures as of 02/07/2025 04:00 AM')).toBeInTheDocument();
  });

  it('says whether two cohorts’ conversions differ significantly', async () => {
    const significance = {
      test: 'two-proportion z' as const,
      p_value: 0.0123,
      significant: true,
      z: 2.5,
      trials: 350,
    };
    await openExperiment(running(), [
      cohortStatsFixture(generous, { significance }),
      cohortStatsFixture(firm, { significance }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Significance' });
    expect(panel).toHaveTextContent('Significant');
    expect(panel).toHaveTextContent('p = 0.0123, below 0.05');
    expect(panel).toHaveTextContent('Two-proportion z-test on 350 trials, z = 2.5');
  });

  it('shows no significance unless there are exactly two cohorts', async () => {
    await openExperiment(running([generous, firm, cohortFixture({ name: 'Third' })]));
    expect(await screen.findByRole('table', { name: 'Cohort results' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Significance' })).not.toBeInTheDocument();
    expect(screen.queryByText('Significance')).not.toBeInTheDocument();
  });

  it('says the results come with the first daily update before there are any', async () => {
    await openExperiment(
      running(),
      [generous, firm].map((c) => cohortStatsFixture(c, { updated_at: null })),
    );
    expect(await screen.findByText(RESULTS_PENDING)).toBeInTheDocument();
    expect(screen.getByText(MSG.experimentResultsDaily)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cohort results' })).not.toBeInTheDocument();
  });

  it('shows an ended experiment from the archive, and goes back there', async () => {
    const ended = experimentFixture({
      name: 'Generous openers',
      archived: true,
      starts_at: '2025-06-01T08:00:00.000Z',
      ends_at: '2025-06-30T08:00:00.000Z',
      cohorts: [generous, firm],
    });
    const { user, location } = await openExperiment(
      ended,
      ended.cohorts.map((c) => cohortStatsFixture(c)),
      '?context=experiments-archive',
    );
    expect(within(section('General')).getByText('Ended')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ended at' })).toHaveValue('30/06/2025');
    expect(await screen.findByRole('table', { name: 'Cohort results' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/admin/experiments-archive'));
  });
});

import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { OTHER_RETAILER_ID, RETAILER_ID } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { themeFixture } from '../../../themes/routes/fake-themes-server';
import {
  cohortFixture,
  experimentFixture,
  experimentScreensServer,
  serveExperiments,
} from '../fake-experiments-server';
import { cohort, created, field, LIST, NEW, pick, section, setText } from './test-kit';

const server = experimentScreensServer();
const { experiments: calls } = endpoints;
const THEME = themeFixture({ name: 'Bold' });

async function open(path: string, title: string) {
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  return view;
}

/** Finds retailers by `text` and adds the `nth` found named `name`. */
async function addRetailer(
  user: ReturnType<typeof renderApp>['user'],
  text: string,
  name: string,
  nth = 0,
) {
  await setText(user, field('Add Retailer'), text);
  const options = await screen.findAllByRole('option', { name });
  await user.click(options[nth]!);
}

const listed = () =>
  within(section('Retailers'))
    .queryAllByRole('row')
    .map((row) => row.textContent);

describe('Experiment editor: saving', () => {
  it('sends the whole experiment, hyper-parameters as objects, then says so on the list', async () => {
    serveExperiments(server, [], { themes: [THEME] });
    const { user, location } = await open(NEW, 'New Experiment');
    await user.type(field('Name'), 'Generous openers');
    await user.type(field('Description'), 'Opens lower');
    await pick(user, section('General'), 'Objective', 'Preserve Margin');
    await addRetailer(user, 'Other', 'Other Shop');
    const first = cohort(1);
    await user.type(field('Cohort Name', first), 'Generous');
    await pick(user, first, 'Theme Override', 'Bold');
    await setText(user, field('Target Discount', first), '12.5');
    await setText(user, field('Hyper-parameters', first), '{"tolerance": 0.2}');
    await user.click(within(first).getByRole('button', { name: 'Add Feature' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Free Shipping' }));
    await pick(user, first, 'Free Shipping Setting', 'Enable');
    await setText(user, field('Free Shipping Hyper-parameters', first), '{"threshold": 50}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Experiment Created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(LIST));
    expect(created(server)).toEqual([
      {
        context: 'experiments',
        name: 'Generous openers',
        description: 'Opens lower',
        objective: 'preserve_margin',
        retailers: [{ retailer_id: OTHER_RETAILER_ID, name: 'Other Shop' }],
        cohorts: [
          {
            name: 'Generous',
            cohort_percentage: 50,
            parley_override_setting: 'no_change',
            override_theme_id: THEME.theme_id,
            algorithm_version: null,
            target_discount_percentage: 12.5,
            hyper_parameters: { tolerance: 0.2 },
            cohort_features: [
              {
                id: 'free_shipping',
                name: 'Free Shipping',
                feature_override_setting: 'enable',
                hyper_parameters: { threshold: 50 },
              },
            ],
          },
        ],
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Generous openers' })).toBeInTheDocument();
  });

  it('adds retailers through the search, drops a name already listed, and removes one', async () => {
    serveExperiments(server);
    const { user } = await open(NEW, 'New Experiment');
    expect(within(section('Retailers')).getByText(/No retailers yet/)).toBeInTheDocument();
    await addRetailer(user, 'Demo', 'Demo Store', 0);
    await addRetailer(user, 'Other', 'Other Shop');
    // Another store of the same name is the same name: it is not listed twice.
    await addRetailer(user, 'Demo', 'Demo Store', 1);
    expect(listed()).toEqual(['Demo Store', 'Other Shop']);
    expect(field('Add Retailer')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove Demo Store' }));
    expect(listed()).toEqual(['Other Shop']);

    await setText(user, field('Add Retailer'), 'zzz');
    expect(await screen.findByText(MSG.noRetailerFound)).toBeInTheDocument();
    const searches = server.callsTo(endpoints.retailers.findRetailers);
    expect(searches.at(-1)?.query.get('searchText')).toBe('zzz');
    expect(searches.at(-1)?.query.get('context')).toBe('search');
  });

  it('loads a draft and saves it with its cohorts’ ids', async () => {
    const kept = cohortFixture({
      name: 'Generous',
      cohort_percentage: 40,
      algorithm_version: 'c_exponential',
      hyper_parameters: { exp_max_bids: 8 },
    });
    const draft = experimentFixture({
      name: 'Generous openers',
      objective: 'increase_conversion',
      cohorts: [kept],
    });
    serveExperiments(server, [draft]);
    const { user, location } = await open(`${LIST}/${draft.rule_id}`, 'Generous openers');
    expect(field('Objective')).toHaveValue('Increase Conversion');
    expect(listed()).toEqual(['Demo Store']);
    expect(field('Cohort Name', cohort(1))).toHaveValue('Generous');
    expect(field('Hyper-parameters', cohort(1))).toHaveValue('{\n  "exp_max_bids": 8\n}');
    expect(field('Control Percentage')).toHaveValue('60%');
    await user.click(screen.getByRole('button', { name: 'Add Cohort' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Experiment Saved')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(LIST));
    const [call] = server.callsTo(calls.updateExperiment, { experimentId: draft.rule_id });
    expect(call?.body).toMatchObject({
      context: 'experiments',
      name: 'Generous openers',
      objective: 'increase_conversion',
      retailers: [{ retailer_id: RETAILER_ID, name: 'Demo Store' }],
      cohorts: [
        { cohort_id: kept.cohort_id, name: 'Generous', hyper_parameters: { exp_max_bids: 8 } },
        { name: 'New Cohort', cohort_percentage: 40, algorithm_version: 'c_exponential' },
      ],
    });
    expect((call?.body as { cohorts: object[] }).cohorts[1]).not.toHaveProperty('cohort_id');
  });

  it('puts a 400’s field messages under their section’s banner', async () => {
    serveExperiments(server);
    server.on(calls.createExperiment, () =>
      json(400, {
        errorMessage: 'Invalid retailer.',
        fieldErrors: { 'retailers.0.retailer_id': 'Invalid retailer.' },
      }),
    );
    const { user, location } = await open(NEW, 'New Experiment');
    await user.type(field('Name'), 'Generous openers');
    await user.type(field('Cohort Name', cohort(1)), 'Generous');
    await addRetailer(user, 'Other', 'Other Shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(section('Retailers')).findByText(MSG.experimentInvalid('retailers')),
    ).toBeInTheDocument();
    expect(screen.queryByText(MSG.experimentInvalid('general'))).not.toBeInTheDocument();
    expect(location()).toBe(NEW);
  });

  it('shows a 422’s errorMessage on the form and stays', async () => {
    serveExperiments(server);
    server.on(calls.createExperiment, () => json(422, { errorMessage: 'That theme is gone.' }));
    const { user, location } = await open(NEW, 'New Experiment');
    await user.type(field('Name'), 'Generous openers');
    await user.type(field('Cohort Name', cohort(1)), 'Generous');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That theme is gone.');
    expect(location()).toBe(NEW);
    expect(screen.queryByText('Experiment Created')).not.toBeInTheDocument();
  });

  it('goes back to the list on Cancel, sending nothing', async () => {
    serveExperiments(server);
    const { user, location } = await open(NEW, 'New Experiment');
    await user.type(field('Name'), 'Unsaved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(LIST));
    expect(created(server)).toHaveLength(0);
  });
});

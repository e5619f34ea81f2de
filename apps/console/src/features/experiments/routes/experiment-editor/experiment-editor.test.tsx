import { MSG } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../../../test/fixtures';
import { errorOf, notificationColourOf } from '../../../../../test/inputs';
import { renderApp } from '../../../../../test/render-app';
import { serverPerTest } from '../../../../../test/server-per-test';
import { serveExperiments } from '../fake-experiments-server';
import { cohort, created, field, NEW, pick, section, setText } from './test-kit';

const server = serverPerTest({
  account: adminUser,
  screens: [() => import('./ExperimentEditorRoute')],
});

async function openNew() {
  serveExperiments(server);
  const view = renderApp(NEW);
  expect(await screen.findByRole('heading', { name: 'New Experiment' })).toBeInTheDocument();
  return view;
}

const banner = (section: 'general' | 'retailers' | 'cohorts') => MSG.experimentInvalid(section);

describe('Experiment editor: the form', () => {
  it('starts with one cohort of 50%, the control at 50% and any objective', async () => {
    await openNew();
    expect(field('Name')).toHaveValue('');
    expect(field('Objective')).toHaveValue('Any');
    expect(field('Cohort Percentage', cohort(1))).toHaveValue('50%');
    expect(field('Parley Override', cohort(1))).toHaveValue('No Change');
    expect(field('Theme Override', cohort(1))).toHaveValue('None');
    expect(field('Algorithm Version', cohort(1))).toHaveValue('None');
    expect(field('Hyper-parameters', cohort(1))).toHaveValue('{}');
    expect(field('Control Percentage')).toHaveValue('50%');
    expect(screen.queryByRole('button', { name: 'Remove Cohort 1' })).not.toBeInTheDocument();
  });

  it('requires a name and each cohort’s name and percentage, naming the sections', async () => {
    const { user } = await openNew();
    await user.clear(field('Cohort Percentage', cohort(1)));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(section('General')).findByText(banner('general'))).toBeInTheDocument();
    expect(within(section('Cohorts')).getByText(banner('cohorts'))).toBeInTheDocument();
    expect(screen.queryByText(banner('retailers'))).not.toBeInTheDocument();
    expect(errorOf(field('Name'))).toBe(MSG.required);
    expect(errorOf(field('Cohort Name', cohort(1)))).toBe(MSG.required);
    expect(errorOf(field('Cohort Percentage', cohort(1)))).toBe(MSG.required);
    // The danger notification names both sections, one a line.
    const toast = screen.getByText(/general settings Unable to save form/);
    expect(toast.textContent).toBe(`${banner('general')}\n${banner('cohorts')}`);
    expect(notificationColourOf(toast)).toContain('red');
    expect(created(server)).toHaveLength(0);

    // Each banner goes once its section is put right.
    await user.type(field('Name'), 'Generous openers');
    await waitFor(() => expect(screen.queryByText(banner('general'))).not.toBeInTheDocument());
    await user.type(field('Cohort Name', cohort(1)), 'Generous');
    await user.type(field('Cohort Percentage', cohort(1)), '30');
    await waitFor(() => expect(screen.queryByText(banner('cohorts'))).not.toBeInTheDocument());
    expect(field('Description')).toHaveValue('');
  });

  it('adds a cohort as a copy of the first named New Cohort, and removes it again', async () => {
    const { user } = await openNew();
    const first = cohort(1);
    await user.type(field('Cohort Name', first), 'Generous');
    await setText(user, field('Cohort Percentage', first), '30');
    await pick(user, first, 'Parley Override', 'Parley Off');
    await pick(user, first, 'Algorithm Version', 'b_tit_for_tat');
    await setText(user, field('Hyper-parameters', first), '{"tolerance": 0.1}');
    await user.click(within(first).getByRole('button', { name: 'Add Feature' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Free Shipping' }));
    await user.click(screen.getByRole('button', { name: 'Add Cohort' }));

    const second = cohort(2);
    expect(field('Cohort Name', second)).toHaveValue('New Cohort');
    expect(field('Cohort Percentage', second)).toHaveValue('30%');
    expect(field('Parley Override', second)).toHaveValue('Parley Off');
    expect(field('Algorithm Version', second)).toHaveValue('b_tit_for_tat');
    expect(field('Hyper-parameters', second)).toHaveValue('{"tolerance": 0.1}');
    expect(field('Free Shipping Setting', second)).toHaveValue('No Change');
    expect(field('Control Percentage')).toHaveValue('40%');

    // The copy is its own: changing it leaves the first as it was.
    await setText(user, field('Cohort Name', second), 'Firm');
    expect(field('Cohort Name', first)).toHaveValue('Generous');
    await user.click(screen.getByRole('button', { name: 'Remove Cohort 2' }));
    expect(screen.queryByRole('group', { name: 'Cohort 2' })).not.toBeInTheDocument();
    expect(field('Control Percentage')).toHaveValue('70%');
  });

  it('floors the control at 0% and refuses cohorts over 100% together', async () => {
    const { user } = await openNew();
    await user.type(field('Name'), 'Greedy');
    await user.type(field('Cohort Name', cohort(1)), 'A');
    await setText(user, field('Cohort Percentage', cohort(1)), '60');
    await user.click(screen.getByRole('button', { name: 'Add Cohort' }));
    expect(field('Control Percentage')).toHaveValue('0%');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section('Cohorts')).findByText(MSG.cohortTotalOver100)).toBeVisible();
    expect(within(section('Cohorts')).getByText(banner('cohorts'))).toBeInTheDocument();
    expect(created(server)).toHaveLength(0);
  });

  it('refuses hyper-parameters that are not a JSON object, under the field', async () => {
    const { user } = await openNew();
    await user.type(field('Name'), 'Greedy');
    await user.type(field('Cohort Name', cohort(1)), 'A');
    const hyper = field('Hyper-parameters', cohort(1));
    for (const text of ['[0.1, 0.2]', 'tolerance: 0.1', '12']) {
      await setText(user, hyper, text);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(errorOf(hyper)).toBe(MSG.hyperParametersJson));
      expect(within(section('Cohorts')).getByText(banner('cohorts'))).toBeInTheDocument();
    }
    // A parameter out of its bounds is named under the same field.
    await setText(user, hyper, '{"tolerance": 2}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(hyper)).toBe(`tolerance: ${MSG.between(0, 1)}`));
    // So is a feature's.
    await setText(user, hyper, '{}');
    await user.click(within(cohort(1)).getByRole('button', { name: 'Add Feature' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Signposting' }));
    const featureHyper = field('Signposting Hyper-parameters', cohort(1));
    await setText(user, featureHyper, '"on"');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(featureHyper)).toBe(MSG.hyperParametersJson));
    expect(created(server)).toHaveLength(0);
  });

  it('offers each feature once per cohort, and removes one', async () => {
    const { user } = await openNew();
    const first = cohort(1);
    await user.click(within(first).getByRole('button', { name: 'Add Feature' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Gift With Purchase' }));
    await user.click(within(first).getByRole('button', { name: 'Add Feature' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual([
      'Ask Quantity First',
      'Free Shipping',
      'Recovered Parleys',
      'Signposting',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(first).getByRole('button', { name: 'Remove Gift With Purchase' }));
    expect(within(first).queryByText('Gift With Purchase')).not.toBeInTheDocument();
  });
});

import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { notificationColour } from '../../../../../test/inputs';
import { backToRowMenu } from '../../../../../test/list-menus';
import {
  cellsOf,
  clickSwitch,
  confirmRowDelete,
  confirmSelectedDelete,
  expectEmptyWithNew,
  expectKeptOnCancel,
  expectRowGone,
  headers,
  rowOf,
  switchOf,
  expectForAdministratorsOnly,
} from '../../../../../test/list-table';
import { renderApp } from '../../../../../test/render-app';
import {
  cohortFixture,
  experimentFixture,
  experimentScreensServer,
  serveExperiments,
} from '../fake-experiments-server';

const LIST = '/admin/experiments';
const ARCHIVE = '/admin/experiments-archive';
const { experiments: calls } = endpoints;

const server = experimentScreensServer();
// The user's timezone, as the shell stores it (part 1 §9): dates are that day there.
beforeEach(() => localStorage.setItem('parley.timezone', 'Asia/Tokyo'));

describe('Experiments', () => {
  it('lists name, Started at, the cohorts’ count and Active?, in the user’s timezone', async () => {
    serveExperiments(server, [
      experimentFixture({
        name: 'Generous openers',
        description: 'Opens 5 points lower',
        active: true,
        starts_at: '2025-03-04T23:30:00.000Z',
        cohorts: [cohortFixture(), cohortFixture({ name: 'Firm' })],
      }),
      experimentFixture({ name: 'Quiet draft' }),
      experimentFixture({ name: 'Ended', archived: true, ends_at: '2025-04-01T00:00:00.000Z' }),
    ]);
    const { user } = renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Experiments' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Generous openers' });
    expect(headers()).toEqual(['', 'Name', 'Started at', 'Cohorts', 'Active?', '']);
    expect(cellsOf('Generous openers').slice(2, 4)).toEqual(['05/03/2025', '2']);
    expect(cellsOf('Quiet draft').slice(2, 4)).toEqual(['-', '1']);
    expect(screen.queryByText('Ended')).not.toBeInTheDocument();
    expect(switchOf('Generous openers')).toBeChecked();
    expect(switchOf('Quiet draft')).not.toBeChecked();

    await user.hover(screen.getByRole('img', { name: 'Description of Generous openers' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens 5 points lower');
    expect(screen.queryByRole('img', { name: 'Description of Quiet draft' })).toBeNull();
    expect(server.callsTo(calls.findExperiments)[0]?.query.get('context')).toBe('experiments');
  });

  it('says so when there are none, and leads to a new one', async () => {
    serveExperiments(server, []);
    await expectEmptyWithNew(renderApp(LIST), {
      list: LIST,
      empty: 'Currently there are no Experiments. Create one with New Experiment.',
      newLabel: 'New Experiment',
    });
  });

  it('switches an experiment on with the context, without opening it', async () => {
    const experiment = experimentFixture({ name: 'Generous openers' });
    serveExperiments(server, [experiment]);
    const { user, location } = renderApp(LIST);
    const toggle = await clickSwitch(user, 'Generous openers');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      server.callsTo(calls.updateExperiment, { experimentId: experiment.rule_id })[0]?.body,
    ).toEqual({ context: 'experiments', active: true });
    expect(location()).toBe(LIST);
  });

  it('shows the server’s errorMessage when a switch is refused', async () => {
    serveExperiments(server, [experimentFixture({ name: 'Generous openers', retailers: [] })]);
    server.on(calls.updateExperiment, () =>
      json(422, { errorMessage: MSG.experimentWithoutRetailers }),
    );
    const { user } = renderApp(LIST);
    const toggle = await clickSwitch(user, 'Generous openers');
    await waitFor(() =>
      expect(notificationColour(MSG.experimentWithoutRetailers)).toContain('red'),
    );
    expect(toggle).not.toBeChecked();
  });

  it('moves an experiment switched off to the archive', async () => {
    serveExperiments(server, [
      experimentFixture({
        name: 'Generous openers',
        active: true,
        starts_at: '2025-06-01T00:00:00Z',
      }),
    ]);
    const { user, router } = renderApp(LIST);
    await clickSwitch(user, 'Generous openers');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Generous openers' })).not.toBeInTheDocument(),
    );
    await router.navigate(ARCHIVE);
    expect(await screen.findByRole('link', { name: 'Generous openers' })).toBeInTheDocument();
    expect(cellsOf('Generous openers').slice(1, 3)).toEqual(['01/06/2025', '01/07/2025']);
  });

  it('deletes an experiment after the confirmation, and says so', async () => {
    const experiment = experimentFixture({ name: 'Generous openers' });
    serveExperiments(server, [experiment, experimentFixture({ name: 'Quiet draft' })]);
    const { user } = renderApp(LIST);
    await confirmRowDelete(
      user,
      'Generous openers',
      'Are you sure you want to delete this experiment? This action cannot be undone.',
    );
    expect(await screen.findByText('Experiment Deleted')).toBeInTheDocument();
    expect(
      server.callsTo(calls.deleteExperiment, { experimentId: experiment.rule_id }),
    ).toHaveLength(1);
    await expectRowGone('Generous openers', 'Quiet draft');
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    serveExperiments(server, [experimentFixture({ name: 'Generous openers' })]);
    const { user } = renderApp(LIST);
    await expectKeptOnCancel(user, server, 'Generous openers');
  });

  it('deletes the selected experiments in one batch after the plural confirmation', async () => {
    const one = experimentFixture({ name: 'Generous openers' });
    const two = experimentFixture({ name: 'Quiet draft' });
    serveExperiments(server, [one, two, experimentFixture({ name: 'Kept' })]);
    const { user } = renderApp(LIST);
    await screen.findByRole('link', { name: 'Generous openers' });
    await confirmSelectedDelete(
      user,
      ['Generous openers', 'Quiet draft'],
      MSG.deleteConfirm('experiments', true),
    );
    expect(await screen.findByText('Experiments Deleted')).toBeInTheDocument();
    expect(server.callsTo(calls.deleteExperiments)[0]?.body).toEqual({
      ids: [one.rule_id, two.rule_id],
    });
    await expectRowGone('Quiet draft', 'Kept');
  });

  it('opens an experiment from its row and from Edit', async () => {
    const experiment = experimentFixture({ name: 'Generous openers' });
    serveExperiments(server, [experiment]);
    const view = renderApp(LIST);
    const { user, location } = view;
    await screen.findByRole('link', { name: 'Generous openers' });
    await user.click(rowOf('Generous openers').querySelectorAll('td')[2]!);
    await waitFor(() => expect(location()).toBe(`${LIST}/${experiment.rule_id}`));
    await backToRowMenu(view, {
      list: LIST,
      row: 'Generous openers',
      action: 'Edit',
      shown: () => screen.findByRole('heading', { name: 'Generous openers' }),
    });
    await waitFor(() => expect(location()).toBe(`${LIST}/${experiment.rule_id}`));
  });

  it('is for administrators only', async () => {
    serveExperiments(server, [experimentFixture()]);
    await expectForAdministratorsOnly(server, LIST, () => server.callsTo(calls.findExperiments));
  });
});

describe('Experiments Archive', () => {
  const ended = () =>
    experimentFixture({
      name: 'Generous openers',
      archived: true,
      starts_at: '2025-03-01T10:00:00.000Z',
      ends_at: '2025-03-31T16:00:00.000Z',
    });

  it('lists the ended experiments with Ended at, and no switch, selection or New', async () => {
    serveExperiments(server, [ended(), experimentFixture({ name: 'Quiet draft' })]);
    renderApp(ARCHIVE);
    expect(await screen.findByRole('heading', { name: 'Experiments Archive' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Generous openers' });
    expect(headers()).toEqual(['Name', 'Started at', 'Ended at', 'Cohorts', '']);
    expect(cellsOf('Generous openers').slice(1, 4)).toEqual(['01/03/2025', '01/04/2025', '1']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Experiment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    expect(screen.queryByText('Quiet draft')).not.toBeInTheDocument();
    expect(server.callsTo(calls.findExperiments)[0]?.query.get('context')).toBe(
      'experiments-archive',
    );
  });

  it('opens an ended experiment with the archive’s context, and deletes one', async () => {
    const experiment = ended();
    serveExperiments(server, [experiment]);
    const { user } = renderApp(ARCHIVE);
    expect(await screen.findByRole('link', { name: 'Generous openers' })).toHaveAttribute(
      'href',
      `${LIST}/${experiment.rule_id}?context=experiments-archive`,
    );
    await confirmRowDelete(user, 'Generous openers', MSG.deleteConfirm('experiment'));
    expect(await screen.findByText('Experiment Deleted')).toBeInTheDocument();
    expect(await screen.findByText('Currently there are no archived Experiments.')).toBeVisible();
  });

  it('says so when there are none', async () => {
    serveExperiments(server, []);
    renderApp(ARCHIVE);
    expect(
      await screen.findByText('Currently there are no archived Experiments.'),
    ).toBeInTheDocument();
  });
});

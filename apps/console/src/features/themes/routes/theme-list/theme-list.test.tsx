import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, RETAILER_ID } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import {
  cellsOf,
  confirmRowDelete,
  confirmSelectedDelete,
  expectEmptyWithNew,
  expectKeptOnCancel,
  expectRowGone,
  headers,
  rowOf,
  expectForAdministratorsOnly,
} from '../../../../../test/list-table';
import { renderApp } from '../../../../../test/render-app';
import { FRAME_ORIGIN, serveThemes, themeFixture } from '../fake-themes-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { pickRowAction } from '../../../../../test/list-menus';

const LIST = '/admin/themes';
const { themes: calls } = endpoints;

const server = serverPerTest({
  account: adminUser,
  screens: [() => import('./ThemeListRoute'), () => import('../theme-editor/ThemeEditorRoute')],
});

describe('Themes', () => {
  it('lists each theme with its language (when not en-GB) and its retailer', async () => {
    serveThemes(server, [
      themeFixture({ name: 'House style' }),
      themeFixture({
        name: 'Maison',
        language_code: 'fr',
        retailer_id: RETAILER_ID,
        retailer_name: 'Demo Store',
      }),
      themeFixture({ name: 'House style (copy)', assigned: false }),
    ]);
    renderApp(LIST);
    expect(await screen.findByRole('heading', { name: 'Themes' })).toBeInTheDocument();
    await screen.findByText('House style');
    expect(headers()).toEqual(['', 'Theme', 'Retailer', '']);
    expect(cellsOf('House style').slice(1, 3)).toEqual(['House style', MSG.allRetailers]);
    expect(cellsOf('Maison (fr)').slice(1, 3)).toEqual(['Maison (fr)', 'Demo Store']);
    expect(cellsOf('House style (copy)').slice(1, 3)).toEqual([
      'House style (copy)',
      'Not assigned',
    ]);
    expect(screen.getByRole('link', { name: 'Maison (fr)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/themes\/[0-9a-f-]+$/),
    );
  });

  it('says so when there are none, and leads to a new one', async () => {
    serveThemes(server, []);
    await expectEmptyWithNew(renderApp(LIST), {
      list: LIST,
      empty: 'Currently there are no Themes',
      newLabel: 'New Theme',
    });
    expect(MSG.noThemes).toBe('Currently there are no Themes');
  });

  it('opens a theme from its row and from Edit', async () => {
    const theme = themeFixture({ name: 'House style' });
    serveThemes(server, [theme]);
    const { user, location, router } = renderApp(LIST);
    await user.click((await screen.findByText('House style')).closest('tr')!.querySelector('td')!);
    // The checkbox cell does not open the row.
    expect(location()).toBe(LIST);
    await user.click(rowOf('House style').querySelectorAll('td')[2]!);
    await waitFor(() => expect(location()).toBe(`${LIST}/${theme.theme_id}`));
    // The editor is shown (its lazy screen loaded) before going back, so no late load races the menu.
    expect(await screen.findByRole('heading', { name: 'House style' })).toBeInTheDocument();
    await router.navigate(LIST);
    expect(await screen.findByRole('button', { name: 'Actions for House style' })).toBeVisible();
    await pickRowAction(user, 'House style', 'Edit');
    await waitFor(() => expect(location()).toBe(`${LIST}/${theme.theme_id}`));
  });

  it('clones a theme with an empty body, says Theme cloned and reloads the list', async () => {
    const theme = themeFixture({ name: 'House style' });
    serveThemes(server, [theme]);
    const { user } = renderApp(LIST);
    await pickRowAction(user, 'House style', 'Clone');
    expect(await screen.findByText('Theme cloned')).toBeInTheDocument();
    const [call] = server.callsTo(calls.cloneTheme, { themeId: theme.theme_id });
    expect(call?.body).toBeUndefined();
    expect(await screen.findByText('House style (copy)')).toBeInTheDocument();
    expect(cellsOf('House style (copy)')[2]).toBe('Not assigned');
    expect(server.callsTo(calls.findThemes)).toHaveLength(2);
  });

  it('shows the server’s message when a clone is refused', async () => {
    const theme = themeFixture({ name: 'House style' });
    serveThemes(server, [theme]);
    server.on(calls.cloneTheme, () => json(422, { errorMessage: 'Too many clones.' }));
    const { user } = renderApp(LIST);
    await pickRowAction(user, 'House style', 'Clone');
    expect(await screen.findByText('Too many clones.')).toBeInTheDocument();
    expect(screen.queryByText('Theme cloned')).not.toBeInTheDocument();
  });

  it('deletes a theme after the confirmation, says so and reloads', async () => {
    const theme = themeFixture({ name: 'House style' });
    serveThemes(server, [theme, themeFixture({ name: 'Maison', language_code: 'fr' })]);
    const { user } = renderApp(LIST);
    await confirmRowDelete(
      user,
      'House style',
      'Are you sure you want to delete this theme? This action cannot be undone.',
    );
    expect(await screen.findByText('Theme Deleted')).toBeInTheDocument();
    expect(server.callsTo(calls.deleteTheme, { themeId: theme.theme_id })).toHaveLength(1);
    await expectRowGone('House style', 'Maison (fr)');
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    serveThemes(server, [themeFixture({ name: 'House style' })]);
    const { user } = renderApp(LIST);
    await expectKeptOnCancel(user, server, 'House style');
  });

  it('deletes the selected themes in one batch after the plural confirmation', async () => {
    const one = themeFixture({ name: 'House style' });
    const two = themeFixture({ name: 'Maison', language_code: 'fr' });
    serveThemes(server, [one, two, themeFixture({ name: 'Haus', language_code: 'de' })]);
    const { user } = renderApp(LIST);
    await screen.findByText('House style');
    await confirmSelectedDelete(
      user,
      ['House style', 'Maison (fr)'],
      MSG.deleteConfirm('themes', true),
    );
    expect(await screen.findByText('Theme Deleted')).toBeInTheDocument();
    expect(server.callsTo(calls.deleteThemes)[0]?.body).toEqual({
      ids: [one.theme_id, two.theme_id],
    });
    await expectRowGone('House style', 'Haus (de)');
    expect(screen.queryByText('Maison (fr)')).not.toBeInTheDocument();
  });

  it('opens the theme configurator in a dialog framing a fresh handoff URL', async () => {
    const theme = themeFixture({ name: 'House style' });
    serveThemes(server, [theme]);
    const { user, location } = renderApp(LIST);
    await pickRowAction(user, 'House style', 'Theme configurator');
    const dialog = await screen.findByRole('dialog', { name: 'Theme configurator' });
    const frame = await within(dialog).findByTitle('Theme configurator');
    expect(frame).toHaveAttribute(
      'src',
      `${FRAME_ORIGIN}/embedded/theme-configurator/open/token-1`,
    );
    expect(server.callsTo(endpoints.auth.createHandoff).map((call) => call.body)).toEqual([
      { destination: 'app-react', where: 'theme', id: theme.theme_id },
    ]);
    expect(location()).toBe(`${LIST}?configurator=${theme.theme_id}`);

    // Closed and opened again: the single-use URL is asked for anew.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe(LIST));
    await pickRowAction(user, 'House style', 'Theme configurator');
    expect(await screen.findByTitle('Theme configurator')).toHaveAttribute(
      'src',
      `${FRAME_ORIGIN}/embedded/theme-configurator/open/token-2`,
    );
  });

  it('is for administrators only', async () => {
    serveThemes(server, [themeFixture()]);
    await expectForAdministratorsOnly(server, LIST, () => server.callsTo(calls.findThemes));
  });
});

import { THEME_PREVIEW_MESSAGES, THEME_PREVIEW_PATH, endpoints } from '@parley/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { RETAILER_ID, adminUser, retailerUser } from '../../../../../test/fixtures';
import { FRAME_ORIGIN, themeFixture } from '../../../themes/routes/fake-themes-server';
import { EDITOR, openEditor, serveRuleEditor } from './test-kit';

const server = serverPerTest({ account: retailerUser });
const THEME = themeFixture({ retailer_id: RETAILER_ID, retailer_name: 'Demo Store' });
THEME.theme_configuration.button.text = 'Haggle';

beforeEach(() => {
  serveRuleEditor(server);
  server.on(endpoints.themes.findEffectiveTheme, () =>
    json(200, {
      theme_id: THEME.theme_id,
      theme: THEME.theme_configuration,
      logo_url: 'https://cdn.example.test/images/logo-1.png',
    }),
  );
  let issued = 0;
  server.on(endpoints.auth.createHandoff, () => {
    issued += 1;
    return json(200, {
      url: `${FRAME_ORIGIN}/embedded/theme-configurator/open/token-${issued}`,
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
  });
});

const section = () => within(screen.getByRole('region', { name: 'Theme' }));

describe('rule editor: the store’s theme', () => {
  it('previews the theme that applies to the retailer, with its logo; no configurator for a retailer user', async () => {
    await openEditor(EDITOR.new);
    const frame = await section().findByTitle<HTMLIFrameElement>('Store theme preview');
    expect(frame.getAttribute('src')).toBe(THEME_PREVIEW_PATH);
    const [call] = server.callsTo(endpoints.themes.findEffectiveTheme);
    expect(call?.query.get('retailer_id')).toBe(RETAILER_ID);

    const posts = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: THEME_PREVIEW_MESSAGES.ready },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(posts).toHaveBeenCalledWith(
      {
        type: THEME_PREVIEW_MESSAGES.theme,
        theme: THEME.theme_configuration,
        logoUrl: 'https://cdn.example.test/images/logo-1.png',
      },
      window.location.origin,
    );
    // The configurator's handoff is for administrators only.
    expect(section().queryByRole('button', { name: 'Theme configurator' })).toBeNull();
  });

  it('opens the theme configurator in a dialog for an administrator, on the retailer’s theme', async () => {
    server.signIn(adminUser());
    const { user, location } = await openEditor(EDITOR.new);
    await section().findByTitle('Store theme preview');
    await user.click(section().getByRole('button', { name: 'Theme configurator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Theme configurator' });
    expect(await within(dialog).findByTitle('Theme configurator')).toHaveAttribute(
      'src',
      `${FRAME_ORIGIN}/embedded/theme-configurator/open/token-1`,
    );
    expect(server.callsTo(endpoints.auth.createHandoff).map((call) => call.body)).toEqual([
      { destination: 'app-react', where: 'theme', retailer_id: RETAILER_ID },
    ]);
    expect(location()).toBe(`${EDITOR.new}?theme=configurator`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe(EDITOR.new));
  });

  it('shows no theme for an algorithm rule', async () => {
    server.signIn(adminUser());
    await openEditor('/admin/rules/new?context=admin:algorithm');
    expect(screen.queryByRole('region', { name: 'Theme' })).not.toBeInTheDocument();
    expect(server.callsTo(endpoints.themes.findEffectiveTheme)).toHaveLength(0);
  });
});

import {
  THEME_PREVIEW_MESSAGES,
  THEME_PREVIEW_PATH,
  type TThemeConfiguration,
} from '@parley/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { adminUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { defaultConfiguration } from '../../theme-form';
import { logoImage, serveThemes, themeFixture } from '../fake-themes-server';
import { serverPerTest } from '../../../../../test/server-per-test';

vi.setConfig({ testTimeout: 40_000 });

const NEW = '/admin/themes/new';
const server = serverPerTest({ account: adminUser, screens: [() => import('./ThemeEditorRoute')] });

interface Posted {
  type: string;
  theme: TThemeConfiguration;
  logoUrl: string | null;
}

/** The framed preview page, with its window's postMessage recorded. */
async function previewFrame() {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Theme preview', undefined, {
    timeout: 15_000,
  });
  const target = frame.contentWindow!;
  const posts = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  return { frame, target, posts: posts as MockInstance<(message: Posted, origin: string) => void> };
}

/** A message as the preview page (or another window) posts it to the console. */
function post(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const ready = { type: THEME_PREVIEW_MESSAGES.ready };
const lastPosted = (posts: MockInstance<(message: Posted, origin: string) => void>) =>
  posts.mock.calls.at(-1)?.[0];

describe('the theme editor’s live preview', () => {
  it('frames the preview page on the console’s origin and posts the theme once the page is ready', async () => {
    serveThemes(server);
    renderApp(NEW);
    const { frame, target, posts } = await previewFrame();
    expect(frame.getAttribute('src')).toBe(THEME_PREVIEW_PATH);
    expect(THEME_PREVIEW_PATH).toBe('/widget/theme-preview.html');
    // Nothing is posted before the page listens.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(posts).not.toHaveBeenCalled();

    post(ready, target);
    expect(posts).toHaveBeenCalledTimes(1);
    expect(posts).toHaveBeenCalledWith(
      {
        type: 'parley:theme-preview',
        theme: defaultConfiguration(),
        logoUrl: null,
      },
      window.location.origin,
    );
  });

  it('posts every change, debounced, without saving; an invalid field keeps its last valid value', async () => {
    serveThemes(server);
    const { user } = renderApp(NEW);
    const { target, posts } = await previewFrame();
    post(ready, target);

    const text = screen.getByRole('textbox', { name: 'Button text' });
    await user.clear(text);
    await user.type(text, 'Haggle');
    await waitFor(() => expect(lastPosted(posts)?.theme.button.text).toBe('Haggle'));

    const size = screen.getByRole('textbox', { name: 'Font size' });
    await user.clear(size);
    await user.type(size, '12p');
    await user.type(text, '!');
    await waitFor(() => expect(lastPosted(posts)?.theme.button.text).toBe('Haggle!'));
    expect(size).toHaveValue('12p');
    expect(lastPosted(posts)?.theme.button.fontSize).toBe('16px');

    await user.type(size, 'x');
    await waitFor(() => expect(lastPosted(posts)?.theme.button.fontSize).toBe('12px'));
    expect(lastPosted(posts)?.type).toBe(THEME_PREVIEW_MESSAGES.theme);
    expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('posts the theme again when the page reloads and says it is ready again', async () => {
    serveThemes(server);
    renderApp(NEW);
    const { target, posts } = await previewFrame();
    post(ready, target);
    post(ready, target);
    expect(posts).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from another window, another origin or of another type', async () => {
    serveThemes(server);
    renderApp(NEW);
    const { target, posts } = await previewFrame();
    post(ready, window);
    post(ready, target, 'https://evil.example');
    post({ type: 'parley:something-else' }, target);
    post(THEME_PREVIEW_MESSAGES.ready, target);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(posts).not.toHaveBeenCalled();
  });

  it('shows a saved theme with its logo', async () => {
    const theme = themeFixture({
      logo_image: logoImage('logo-1'),
    });
    theme.theme_configuration.button.backgroundColor = '#C62828';
    serveThemes(server, [theme]);
    renderApp(`/admin/themes/${theme.theme_id}`);
    const { target, posts } = await previewFrame();
    post(ready, target);
    expect(lastPosted(posts)).toEqual({
      type: THEME_PREVIEW_MESSAGES.theme,
      theme: theme.theme_configuration,
      logoUrl: 'https://cdn.example.test/images/logo-1.png',
    });
  });
});

import { widgetRoutes } from '@parley/contract/widget-routes';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_ORIGIN } from '../../test/fake-api';
import { productTarget, renderPage, unmountViews } from '../../test/harness';
import type { ChatModule } from '../boot/chat-module';
import * as chatEntry from '../chat-entry';
import { TEXT } from './strings';

// The shoppers' build: the chat comes in a script of its own, which jsdom does not run; the test
// plays its part (it hands the chat over, or it fails to load).
vi.mock('../boot/load-chat', () => import('../boot/load-chat-script'));

const CHAT_PATH = '/widget/v/parley-chat.0123456789ab.js';

const chatScripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[data-parley-chat]'),
];

/** The chat's script as the network treats it: loaded (it ran, and handed the chat over), or not. */
async function settleChatScript(outcome: 'load' | 'error', chat: ChatModule = chatEntry) {
  await waitFor(() => expect(chatScripts()).toHaveLength(1));
  const [script] = chatScripts();
  expect(script?.src).toBe(`${FAKE_ORIGIN}${CHAT_PATH}`);
  if (outcome === 'load' && window.parleyWidget) window.parleyWidget.chat = chat;
  script?.dispatchEvent(new Event(outcome));
}

beforeEach(() => {
  vi.stubGlobal('__PARLEY_CHAT_PATH__', CHAT_PATH);
});

afterEach(() => {
  unmountViews();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  delete window.parleyWidget;
});

describe("the chat's own script", () => {
  it('is fetched once a button shows, once for all buttons; a failed load says so and tries again', async () => {
    const view = renderPage([
      productTarget('DEMO-SCARF', 'Lambswool Scarf', 48),
      productTarget('DEMO-BAG', 'Canvas Weekend Bag', 96),
    ]);
    expect(chatScripts()).toHaveLength(0);
    const buttons = await screen.findAllByRole('button', { name: 'Negotiate' });
    expect(buttons).toHaveLength(2);

    // Fetched while the page is idle, for both buttons at once; its failure says nothing yet.
    await settleChatScript('error');
    expect(chatScripts()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();

    // Opening asks again; the shopper hears that it failed, in the widget's words.
    const user = userEvent.setup();
    await user.click(buttons[1] as HTMLElement);
    // Until the script answers, the button says it is busy.
    expect(buttons[1]?.getAttribute('aria-busy')).toBe('true');
    await settleChatScript('error');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TEXT.errors.network);
    expect(view.fake.callsTo(widgetRoutes.startSession)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: TEXT.retry }));
    await settleChatScript('load');
    const dialog = await screen.findByRole('dialog', { name: 'Make us an offer' });
    expect(within(dialog).getByText('Canvas Weekend Bag')).toBeTruthy();
    await waitFor(() => expect(dialog.querySelector('.pw-bot-line')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(buttons[1]?.hasAttribute('aria-busy')).toBe(false);

    // The other button's chat opens from the same script, at once.
    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    await user.click(buttons[0] as HTMLElement);
    const other = screen.getByRole('dialog', { name: 'Make us an offer' });
    expect(within(other).getByText('Lambswool Scarf')).toBeTruthy();
    expect(chatScripts()).toHaveLength(1);
  });

  it("is asked for at once for a host's negotiation, whose placeholder says when it failed", async () => {
    // A page of its own: nothing loaded yet (a mock's module outlives a reset: mocked afresh).
    vi.resetModules();
    vi.doMock('../boot/load-chat', () => import('../boot/load-chat-script'));
    const { scanPage } = await import('../boot/page-scan');
    const harness = await import('../../test/harness');
    const { createFakeApi } = await import('../../test/fake-api');
    const fake = createFakeApi();
    const sessionId = fake.startedByHost();
    document.body.innerHTML = `<div id="test" data-parley-session="${sessionId}" data-subject="Jacket"></div>`;
    const stop = scanPage(
      document,
      harness.testEnvironment(fake, harness.fakeBehaviour().behaviour),
      {},
    );
    try {
      const root = () => document.querySelector('#test > [data-parley-widget]')?.shadowRoot;
      await settleChatScript('error');
      await waitFor(() =>
        expect(root()?.querySelector('[role="alert"]')?.textContent).toBe(TEXT.errors.network),
      );
      // In the page's flow: nothing to close.
      expect(root()?.querySelector(`[aria-label="${TEXT.close}"]`)).toBeNull();

      const retry = root()?.querySelector<HTMLButtonElement>('.pw-unavailable button');
      expect(retry?.textContent).toBe(TEXT.retry);
      retry?.click();
      await settleChatScript('load', await import('../chat-entry'));
      await waitFor(() => expect(root()?.querySelector('.pw-bot-line')).not.toBeNull());
      expect(root()?.querySelector('[role="region"] header p')?.textContent).toBe('Jacket');
    } finally {
      stop();
      document.body.replaceChildren();
    }
  });
});

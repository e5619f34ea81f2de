import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect } from 'vitest';
import { createWidgetApi } from '../src/api/client';
import type { WidgetEnvironment } from '../src/chat/environment';
import type { PageTarget } from '../src/page/target';
import type { PageBehaviour } from '../src/shopper/behaviour';
import { memoryStore } from '../src/shopper/storage';
import { SessionChat } from '../src/ui/SessionChat';
import { Widget } from '../src/ui/Widget';
import { createFakeApi, FAKE_KEY, FAKE_ORIGIN, type FakeApi } from './fake-api';

/** Page behaviour the test drives: dwell time set by hand, exit intent on demand. */
export function fakeBehaviour() {
  let dwell = 0;
  let exited = false;
  const listeners = new Set<() => void>();
  const behaviour: PageBehaviour = {
    dwellSeconds: () => dwell,
    exitIntent: () => exited,
    onExitIntent: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    behaviour,
    setDwell: (seconds: number) => void (dwell = seconds),
    /** How many are waiting for exit intent. */
    watchers: () => listeners.size,
    exit: () => {
      exited = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
  };
}

export function testEnvironment(fake: FakeApi, behaviour: PageBehaviour, reducedMotion = false) {
  const env: WidgetEnvironment = {
    api: createWidgetApi({
      origin: FAKE_ORIGIN,
      apiKey: FAKE_KEY,
      fetch: fake.fetch,
      sendBeacon: fake.sendBeacon,
      sleep: () => Promise.resolve(),
    }),
    shopper: {
      shopperId: 'shopper_0123456789abcdef',
      visitNumber: 1,
      magicLink: null,
      cohorts: [],
      language: 'en-GB',
      pageUrl: 'https://shop.example/jacket',
    },
    behaviour,
    sessionStore: memoryStore(),
    assetOrigin: FAKE_ORIGIN,
    reducedMotion,
  };
  return env;
}

export function jacketTarget(overrides: Partial<PageTarget> = {}): PageTarget {
  return {
    key: 'product:DEMO-JACKET',
    subject: () => ({
      kind: 'product',
      product: {
        retailer_product_id: 'DEMO-JACKET',
        name: 'Waxed Cotton Jacket',
        price: 189,
        quantity: 1,
        categories: ['Outerwear'],
      },
    }),
    currency: 'GBP',
    form: null,
    quantityInput: null,
    tokenField: 'parley_price_token',
    onDisplayUpdate: null,
    ...overrides,
  };
}

/** Renders one Widget into the document (no shadow roots, so testing-library sees it all). */
export function renderWidget(
  options: {
    fake?: FakeApi;
    target?: PageTarget;
    reducedMotion?: boolean;
    env?: (env: WidgetEnvironment) => WidgetEnvironment;
  } = {},
) {
  const fake = options.fake ?? createFakeApi();
  const page = fakeBehaviour();
  const base = testEnvironment(fake, page.behaviour, options.reducedMotion);
  const env = options.env ? options.env(base) : base;
  const target = options.target ?? jacketTarget();
  const host = document.createElement('div');
  const overlay = document.createElement('div');
  document.body.append(host, overlay);
  // A synchronous act flushes at once; its promise has nothing left to wait for.
  void act(() => render(<Widget target={target} env={env} host={host} overlay={overlay} />, host));
  return {
    fake,
    page,
    env,
    host,
    unmount: () => {
      void act(() => render(null, host));
      host.remove();
      overlay.remove();
    },
  };
}

/** Renders the widget, opens the chat and waits for the bot's first line. */
export async function openChat(options: Parameters<typeof renderWidget>[0] = {}) {
  const view = renderWidget(options);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Negotiate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make us an offer' });
  await waitFor(() => expect(dialog.querySelector('.pw-bot-line')).not.toBeNull());
  return { ...view, user, dialog };
}

/**
 * Renders the chat of a negotiation the host started (usage C) into the document (no shadow
 * root); it is there at once, its lines follow.
 */
export async function renderSessionChat(
  fake: FakeApi,
  sessionId: string,
  subject = 'Test product',
) {
  const env = testEnvironment(fake, fakeBehaviour().behaviour);
  const host = document.createElement('div');
  document.body.append(host);
  void act(() =>
    render(<SessionChat sessionId={sessionId} subject={subject} env={env} host={host} />, host),
  );
  const chat = await screen.findByRole('region', { name: 'Make us an offer' });
  return {
    host,
    chat,
    user: userEvent.setup(),
    unmount: () => {
      void act(() => render(null, host));
      host.remove();
    },
  };
}

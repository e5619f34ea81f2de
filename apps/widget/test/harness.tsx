import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { createWidgetApi } from '../src/api/client';
import type { WidgetEnvironment } from '../src/chat/environment';
import { landingDeal } from '../src/page/landing';
import type { PageTarget } from '../src/page/target';
import type { PageBehaviour } from '../src/shopper/behaviour';
import { memoryStore } from '../src/shopper/storage';
import { createPageOverlay } from '../src/ui/page-overlay';
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

/** The product page the test widgets are on; `landing` puts a price token in its address. */
export const pageUrl = (landing?: string) =>
  `https://shop.example/jacket${landing ? `?parley_price_token=${landing}` : ''}`;

export function testEnvironment(
  fake: FakeApi,
  behaviour: PageBehaviour,
  reducedMotion = false,
  address = pageUrl(),
) {
  const api = createWidgetApi({
    origin: FAKE_ORIGIN,
    apiKey: FAKE_KEY,
    fetch: fake.fetch,
    sendBeacon: fake.sendBeacon,
    sleep: () => Promise.resolve(),
  });
  const env: WidgetEnvironment = {
    api,
    shopper: {
      shopperId: 'shopper_0123456789abcdef',
      visitNumber: 1,
      magicLink: null,
      cohorts: [],
      language: 'en-GB',
      pageUrl: address,
    },
    behaviour,
    sessionStore: memoryStore(),
    assetOrigin: FAKE_ORIGIN,
    reducedMotion,
    landingDeal: landingDeal(address, (token) => api.priceTokenDeal(token)),
    overlay: createPageOverlay(),
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

/** A product of the page, as a placeholder describes it. */
export function productTarget(
  id: string,
  name: string,
  price: number,
  overrides: Partial<PageTarget> = {},
) {
  return jacketTarget({
    key: `product:${id}`,
    subject: () => ({
      kind: 'product',
      product: { retailer_product_id: id, name, price, quantity: 1, categories: [] },
    }),
    ...overrides,
  });
}

/** What takes off each view the helpers below mounted that is still on the page. */
const mountedViews = new Set<() => void>();

/** `unmount`, run once at most, and remembered until then for `unmountViews`. */
function tracked(unmount: () => void): () => void {
  const once = () => {
    if (mountedViews.delete(once)) unmount();
  };
  mountedViews.add(once);
  return once;
}

/** Takes off every view a test mounted and left on the page: test files call it after each test. */
export function unmountViews() {
  for (const unmount of [...mountedViews]) unmount();
}

/**
 * Mounts one Widget into the document as the page does: its host, and its own layer for the
 * popup and chat (no shadow roots, so testing-library sees it all). Returns what takes it off.
 */
function mountWidget(target: PageTarget, env: WidgetEnvironment) {
  const host = document.createElement('div');
  const overlay = document.createElement('div');
  document.body.append(host, overlay);
  // A synchronous act flushes at once; its promise has nothing left to wait for.
  void act(() => render(<Widget target={target} env={env} host={host} overlay={overlay} />, host));
  return {
    host,
    unmount: tracked(() => {
      void act(() => render(null, host));
      host.remove();
      overlay.remove();
    }),
  };
}

/** Renders one Widget into the document. */
export function renderWidget(
  options: {
    fake?: FakeApi;
    target?: PageTarget;
    reducedMotion?: boolean;
    /** The page's address (by default the jacket's page, with no price token). */
    address?: string;
    env?: (env: WidgetEnvironment) => WidgetEnvironment;
  } = {},
) {
  const fake = options.fake ?? createFakeApi();
  const page = fakeBehaviour();
  const base = testEnvironment(fake, page.behaviour, options.reducedMotion, options.address);
  const env = options.env ? options.env(base) : base;
  const { host, unmount } = mountWidget(options.target ?? jacketTarget(), env);
  return { fake, page, env, host, unmount };
}

/** Renders a page with a button for each target: they share the page (one environment). */
export function renderPage(
  targets: PageTarget[],
  options: { fake?: FakeApi; address?: string } = {},
) {
  const fake = options.fake ?? createFakeApi();
  const page = fakeBehaviour();
  const env = testEnvironment(fake, page.behaviour, false, options.address);
  const mounted = targets.map((target) => mountWidget(target, env));
  return {
    fake,
    page,
    env,
    hosts: mounted.map(({ host }) => host),
    unmount: () => mounted.forEach(({ unmount }) => unmount()),
  };
}

/**
 * The store's add-to-basket form for the jacket, its quantity field at 1, in the document: it
 * stays on the page when submitted, and keeps the price token each submission carried.
 */
export function basketForm() {
  const form = document.createElement('form');
  const quantity = document.createElement('input');
  quantity.name = 'quantity';
  quantity.value = '1';
  form.append(quantity);
  document.body.append(form);
  const sent: string[] = [];
  const submitted = vi.fn((event: SubmitEvent) => {
    event.preventDefault();
    const token = new FormData(form).get('parley_price_token');
    if (typeof token === 'string') sent.push(token);
  });
  form.addEventListener('submit', submitted);
  return { form, quantity, submitted, sent };
}

/** Records the detail of every `type` event heard on the document, until `stop`. */
export function hearOnDocument<T>(type: string) {
  const heard: T[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<T>).detail);
  document.addEventListener(type, listener);
  return { heard, stop: () => document.removeEventListener(type, listener) };
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
    unmount: tracked(() => {
      void act(() => render(null, host));
      host.remove();
    }),
  };
}

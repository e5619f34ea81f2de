import type { TWidgetSessionState } from '@parley/contract';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { PARLEY_ID } from '../fake-bot-test-server';

/** Test support: the Bot Tester as an administrator reads and drives it. */

export const PAGE = '/admin/bot-test';

/** The labels of the feature switches that are on. */
export const enabledFeatures = () =>
  screen
    .getAllByRole<HTMLInputElement>('switch')
    .filter((toggle) => toggle.checked)
    .map((toggle) => toggle.labels?.[0]?.textContent);

/** A notification with this text, shown in red (the server's refusals). */
export async function expectRedNotification(text: string) {
  const message = await screen.findByText(text);
  const notification = message.closest<HTMLElement>('.mantine-Notification-root');
  expect(notification?.style.getPropertyValue('--notification-color')).toContain('red');
}

/** Where the widget opens its chat, once a test has started. */
export const placeholder = () => document.querySelector<HTMLElement>('[data-parley-session]');

export function widgetSession(overrides: Partial<TWidgetSessionState> = {}): TWidgetSessionState {
  return {
    session_id: PARLEY_ID,
    negotiation_status: 'negotiating',
    summary_status: 'abandoned_negotiated',
    currency: 'GBP',
    currency_symbol: '£',
    product_price: 100,
    current_price: 95,
    deal_price: null,
    ended: false,
    can_leave_email: false,
    can_accept: true,
    quantity: 1,
    language: 'en-GB',
    ...overrides,
  };
}

/** What the widget's script does in the browser, here by hand: its events, from its chat. */
export const widget = {
  says: (session: TWidgetSessionState) =>
    fireEvent(
      chatOf(),
      new CustomEvent('parley:session', { detail: { session }, bubbles: true, composed: true }),
    ),
  addsToBasket: () =>
    fireEvent(
      chatOf(),
      new CustomEvent('parley:add-to-basket', {
        detail: { session_id: PARLEY_ID, price_token: 'token', price: 90, quantity: 1 },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    ),
};

/** The widget's chat element, inside the placeholder as the real script puts it. */
function chatOf(): HTMLElement {
  const host = placeholder();
  if (!host) throw new Error('No widget placeholder on the page');
  let chat = host.querySelector<HTMLElement>('[data-parley-widget]');
  if (!chat) {
    chat = document.createElement('div');
    chat.setAttribute('data-parley-widget', '');
    host.append(chat);
  }
  return chat;
}

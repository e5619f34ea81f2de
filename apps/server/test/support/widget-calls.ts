import { expect } from 'vitest';
import type {
  TSessionTurnResponse,
  TStartSessionRequest,
  TWidgetDisplayResponse,
} from '@parley/contract';
import type { TestApp } from '../test-app';
import { JACKET, shopperId, startV1, widget } from './widget';

/**
 * The widget's display call for a page of the store (200 expected), by a new shopper unless
 * `context` names one.
 */
export async function displayOn(
  t: TestApp,
  store: { headers: Record<string, string> },
  page: object,
  context: object = {},
) {
  const res = await widget(t, store.headers, 'POST', '/display', {
    ...page,
    context: { shopper_id: shopperId(), ...context },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TWidgetDisplayResponse>();
}

/** The display call on the jacket's product page. */
export const displayJacket = (
  t: TestApp,
  store: { headers: Record<string, string> },
  context: object = {},
) => displayOn(t, store, { page_type: 'product', product: JACKET }, context);

/** Starts a negotiation in the store (200 expected): by default, v1 of the jacket by a new shopper. */
export async function startSession(
  t: TestApp,
  store: { headers: Record<string, string> },
  request: TStartSessionRequest = startV1(),
) {
  const res = await widget(t, store.headers, 'POST', '/sessions', request);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSessionTurnResponse>();
}

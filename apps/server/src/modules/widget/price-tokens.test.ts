import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBasketResponse, TRedeemPriceTokenResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStores } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { NO_DEAL, TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_USED } from './deals';
import { insertSession, sessionRow } from '../../../test/support/sessions';
import { widget, type TestStore } from '../../../test/support/widget';

let t: TestApp;
let store: TestStore;
let other: TestStore;
beforeAll(async () => ({ t, store, other } = await startWithStores()));
afterAll(() => t.close());

/** A deal already in the basket: adding again issues a token without an engine turn. */
const dealInBasket = () =>
  insertSession(t, store.id, {
    negotiationStatus: 'added_to_basket',
    summaryStatus: 'added_to_basket',
    currentPrice: 160,
    dealPrice: 160,
    quantity: 2,
  });

async function basket(sessionId: string, headers = store.headers) {
  const res = await widget(t, headers, 'POST', `/sessions/${sessionId}/basket`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TBasketResponse>();
}

const redeem = (token: string, secret = store.secretKey, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/price_tokens/redeem',
    headers: { authorization: `Bearer ${secret}`, ...headers },
    payload: { price_token: token },
  });

const errorOf = (res: { json: <T>() => T }) => res.json<{ errorMessage: string }>().errorMessage;

describe('add to basket', () => {
  it('issues a token for the deal that expires in 30 minutes', async () => {
    const session = await dealInBasket();
    const answer = await basket(session.id);
    expect(answer.price).toBe(160);
    expect(answer.quantity).toBe(2);
    const lifetime = new Date(answer.expires_at).getTime() - t.clock.now().getTime();
    expect(Math.abs(lifetime - 30 * 60 * 1000)).toBeLessThan(2000);
    expect(answer.price_token.split('.')).toHaveLength(3);
  });

  it('refuses a negotiation without a deal, writing nothing', async () => {
    const session = await insertSession(t, store.id);
    const before = await snapshotTables(t.db);
    const res = await widget(t, store.headers, 'POST', `/sessions/${session.id}/basket`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(NO_DEAL);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the same token', async () => {
    const session = await dealInBasket();
    const headers = { ...store.headers, 'idempotency-key': `basket-${session.id}` };
    const first = await basket(session.id, headers);
    const retry = await basket(session.id, headers);
    expect(retry).toEqual(first);
    expect((await redeem(first.price_token)).statusCode).toBe(200);
  });
});

describe('POST /price_tokens/redeem', () => {
  it('redeems once: the session goes to checkout, a second redemption is refused', async () => {
    const session = await dealInBasket();
    const { price_token: token } = await basket(session.id);
    const res = await redeem(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TRedeemPriceTokenResponse>()).toMatchObject({
      session_id: session.id,
      retailer_product_id: 'DEMO-JACKET',
      price: 160,
      quantity: 2,
      currency: 'GBP',
    });
    const row = await sessionRow(t, session.id);
    expect(row.negotiationStatus).toBe('checkout');
    expect(row.summaryStatus).toBe('checkout');
    expect(row.priceTokenRedeemedAt).not.toBeNull();
    const again = await redeem(token);
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toBe(TOKEN_USED);
    // No new token once the deal went to checkout.
    expect(
      (await widget(t, store.headers, 'POST', `/sessions/${session.id}/basket`)).statusCode,
    ).toBe(422);
  });

  it('answers a retry with the same Idempotency-Key with the first answer', async () => {
    const session = await dealInBasket();
    const { price_token: token } = await basket(session.id);
    const key = { 'idempotency-key': `redeem-${session.id}` };
    const first = await redeem(token, store.secretKey, key);
    const retry = await redeem(token, store.secretKey, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await redeem(token)).statusCode).toBe(422);
  });

  it('refuses an expired token', async () => {
    const session = await dealInBasket();
    const { price_token: token } = await basket(session.id);
    t.clock.advance(30 * 60 + 1);
    const res = await redeem(token);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toBe(TOKEN_EXPIRED);
    expect((await sessionRow(t, session.id)).priceTokenRedeemedAt).toBeNull();
  });

  it('accepts only the latest token of a deal', async () => {
    const session = await dealInBasket();
    const first = await basket(session.id);
    const second = await basket(session.id);
    const stale = await redeem(first.price_token);
    expect(stale.statusCode).toBe(422);
    expect(errorOf(stale)).toBe(TOKEN_INVALID);
    expect((await redeem(second.price_token)).statusCode).toBe(200);
  });

  it('refuses forged tokens, and keys that are not the store’s secret', async () => {
    const session = await dealInBasket();
    const { price_token: token } = await basket(session.id);
    const [header, payload] = token.split('.');
    const forged = await new SignJWT({ rid: store.id, price: 1, qty: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('x')
      .setSubject(session.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server secret, but long enough'));
    for (const bad of ['garbage', `${header}.${payload}.`, forged]) {
      const res = await redeem(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(errorOf(res)).toBe(TOKEN_INVALID);
    }
    expect((await redeem(token, other.secretKey)).statusCode).toBe(404);
    expect((await redeem(token, store.apiKey)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price_tokens/redeem',
      payload: { price_token: token },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await sessionRow(t, session.id)).priceTokenRedeemedAt).toBeNull();
    expect((await redeem(token)).statusCode).toBe(200);
  });
});

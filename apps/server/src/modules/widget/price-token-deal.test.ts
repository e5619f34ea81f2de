import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBasketResponse, TPriceTokenDealResponse } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStores } from '../../../test/support/start';
import { call } from '../../../test/support/api';
import { waitForEmail } from '../../../test/support/account';
import { insertSession, recoverableSession, sessionRow } from '../../../test/support/sessions';
import { JACKET, widget, type TestStore } from '../../../test/support/widget';
import { RECOVERY_EMAIL_KIND } from '../sessions';
import { TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_USED } from './deals';

let t: TestApp;
let store: TestStore;
let other: TestStore;
beforeAll(async () => ({ t, store, other } = await startWithStores()));
afterAll(() => t.close());

/** A deal in the basket with its price token, as the widget's Add to basket leaves it. */
async function dealWithToken() {
  const session = await insertSession(t, store.id, {
    negotiationStatus: 'added_to_basket',
    summaryStatus: 'added_to_basket',
    currentPrice: 160,
    dealPrice: 160,
    quantity: 2,
  });
  const res = await widget(t, store.headers, 'POST', `/sessions/${session.id}/basket`);
  expect(res.statusCode, res.body).toBe(200);
  return { session, basket: res.json<TBasketResponse>() };
}

const lookUp = (token: string, headers = store.headers) =>
  widget(t, headers, 'POST', '/price_tokens/lookup', { price_token: token });

const redeem = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/price_tokens/redeem',
    headers: { authorization: `Bearer ${store.secretKey}` },
    payload: { price_token: token },
  });

const refusalOf = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  message: res.json<{ errorMessage: string }>().errorMessage,
});

describe('POST /widget/price_tokens/lookup', () => {
  it('answers the token’s deal as the basket did, without redeeming it', async () => {
    const { session, basket } = await dealWithToken();
    const res = await lookUp(basket.price_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPriceTokenDealResponse>()).toEqual({
      ...basket,
      retailer_product_id: JACKET.retailer_product_id,
    });
    // Looking twice is fine: nothing was spent, and the store's checkout still redeems it.
    expect((await lookUp(basket.price_token)).statusCode).toBe(200);
    expect((await sessionRow(t, session.id)).priceTokenRedeemedAt).toBeNull();
    expect((await redeem(basket.price_token)).statusCode).toBe(200);
  });

  it('does not let another store’s key read the token (404)', async () => {
    const { basket } = await dealWithToken();
    const res = await lookUp(basket.price_token, other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('160');
  });

  it('refuses a used, a replaced, an expired and an unknown token, with the reason', async () => {
    const used = await dealWithToken();
    expect((await redeem(used.basket.price_token)).statusCode).toBe(200);
    expect(refusalOf(await lookUp(used.basket.price_token))).toEqual({
      status: 422,
      message: TOKEN_USED,
    });

    const replaced = await dealWithToken();
    const again = await widget(t, store.headers, 'POST', `/sessions/${replaced.session.id}/basket`);
    expect(again.statusCode).toBe(200);
    expect(refusalOf(await lookUp(replaced.basket.price_token))).toEqual({
      status: 422,
      message: TOKEN_INVALID,
    });

    expect(refusalOf(await lookUp('not.a.token'))).toEqual({
      status: 422,
      message: TOKEN_INVALID,
    });

    const expired = await dealWithToken();
    t.clock.advance(30 * 60 + 1);
    expect(refusalOf(await lookUp(expired.basket.price_token))).toEqual({
      status: 422,
      message: TOKEN_EXPIRED,
    });
  });

  it('finds the deal of a recovery link’s Buy now, at the accepted offer', async () => {
    const { store: shop, session } = await recoverableSession(t, undefined, 'lee@example.com');
    const headers = await t.bearer(await t.createUser({ retailerId: shop.id }));
    const offer = session.lastUserBid!;
    const decided = await call(t, headers, 'PUT', `/sessions/${session.id}`, {
      recovered_parley: { offer_type: 'accept', reason: 'clearing_stock', user_offer: offer },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await waitForEmail(t.db, 'lee@example.com', RECOVERY_EMAIL_KIND);
    const link = /http:\/\/localhost:3000(\/offer\/[\w-]+)/.exec(mail.textBody)?.[1];
    const bought = await t.app.inject({ method: 'POST', url: link! });
    expect(bought.statusCode).toBe(303);
    const token = new URL(String(bought.headers.location)).searchParams.get('parley_price_token');

    const res = await lookUp(token!, shop.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPriceTokenDealResponse>()).toMatchObject({
      retailer_product_id: JACKET.retailer_product_id,
      price: offer,
      quantity: 1,
      session: { session_id: session.id, deal_price: offer, currency: 'GBP' },
    });
  });
});

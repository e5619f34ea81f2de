import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBasketResponse,
  TPurchaseResponse,
  TSessionTurnResponse,
  TWidgetDisplayResponse,
  TWidgetSessionState,
} from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithStore } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { billingSchemes, purchases, rules, sales, sessions } from '../../db/schema';
import { setPlan } from '../../../test/support/retailers';
import { insertSession } from '../../../test/support/sessions';
import { JACKET, shopperId, startV1, storeWithRule, widget } from '../../../test/support/widget';
import { OTHER_ORDER } from './deals';

let t: TestApp;
let store: Awaited<ReturnType<typeof storeWithRule>>;
beforeAll(async () => ({ t, store } = await startWithStore()));
afterAll(() => t.close());

async function post<T>(url: string, body?: object, headers = store.headers) {
  const res = await widget(t, headers, 'POST', url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const display = (headers = store.headers) =>
  post<TWidgetDisplayResponse>(
    '/display',
    { page_type: 'product', product: JACKET, context: { shopper_id: shopperId() } },
    headers,
  );

/** Bids upwards from £100 until the bot agrees or makes its final offer. */
async function haggle(sessionId: string): Promise<TWidgetSessionState> {
  let state: TWidgetSessionState | null = null;
  for (const bid of [100, 120, 135, 145, 150, 155, 160, 165, 170]) {
    const turn = await post<TSessionTurnResponse>(`/sessions/${sessionId}/messages`, {
      text: `I can pay £${bid}`,
    });
    state = turn.session;
    expect(state.current_price).toBeGreaterThanOrEqual(151.2);
    if (state.ended || state.negotiation_status !== 'negotiating') break;
  }
  return state!;
}

describe('a v1 negotiation from the Negotiate button to the purchase', () => {
  it('shows the button, negotiates, adds the deal to the basket, redeems it and records the sale', async () => {
    const shown = await display();
    expect(shown.show).toBe(true);
    expect(shown.theme).toMatchObject({
      button: { text: 'Negotiate', backgroundColor: '#1976D2' },
    });

    const opened = await post<TSessionTurnResponse>('/sessions', startV1());
    const id = opened.session.session_id;
    let state = await haggle(id);
    if (state.negotiation_status !== 'deal_agreed') {
      state = (await post<TSessionTurnResponse>(`/sessions/${id}/accept`)).session;
    }
    expect(state.negotiation_status).toBe('deal_agreed');
    expect(state.deal_price).toBeGreaterThanOrEqual(151.2);
    expect(state.deal_price).toBeLessThanOrEqual(189);

    const basket = await post<TBasketResponse>(`/sessions/${id}/basket`);
    expect(basket.session.negotiation_status).toBe('added_to_basket');
    expect(basket.session.summary_status).toBe('added_to_basket');
    expect(basket.price).toBe(state.deal_price);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/price_tokens/redeem',
      headers: { authorization: `Bearer ${store.secretKey}` },
      payload: { price_token: basket.price_token },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const record = { apiVersion: 'v1', productId: JACKET.retailer_product_id, parleyId: id };
    const bought = await post<TPurchaseResponse>('/purchases', { ...record, orderNumber: '#1001' });
    expect(bought).toEqual({ parleyId: id, orderNumber: '#1001', summary_status: 'sold' });
    const again = await post<TPurchaseResponse>('/purchases', { ...record, orderNumber: '#1001' });
    expect(again).toEqual(bought);
    const other = await widget(t, store.headers, 'POST', '/purchases', {
      ...record,
      orderNumber: '#1002',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ errorMessage: string }>().errorMessage).toBe(OTHER_ORDER);
    expect(await t.db.select().from(purchases).where(eq(purchases.sessionId, id))).toHaveLength(1);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row).toMatchObject({ negotiationStatus: 'purchased', retailerOrderNumber: '#1001' });

    await post('/sales', { order_number: '#1001', total: 170, currency: 'GBP', parley_ids: [id] });
    await post('/sales', { order_number: '#1001', total: 171, currency: 'GBP', parley_ids: [id] });
    const reported = await t.db.select().from(sales).where(eq(sales.orderNumber, '#1001'));
    expect(reported.map((sale) => [sale.total, sale.parleyIds])).toEqual([[171, [id]]]);
  });

  it('lets a shopper who refused the final offer leave an e-mail for the store', async () => {
    const recovering = await storeWithRule(t);
    // The store keeps walk-aways' offers for review (part 1 §4 Recovery).
    await t.db
      .update(rules)
      .set({ recoveredParleysActive: true })
      .where(eq(rules.id, recovering.ruleId));
    const opened = await post<TSessionTurnResponse>('/sessions', startV1(), recovering.headers);
    const id = opened.session.session_id;
    let state = opened.session;
    // The same bid below the walkaway (but no lowball) until the bot's final offer stands.
    const bid = Math.round(state.current_price * 0.75);
    for (let turn = 0; turn < 12 && !state.can_leave_email && !state.ended; turn += 1) {
      const answer = await post<TSessionTurnResponse>(
        `/sessions/${id}/messages`,
        { text: `£${bid} and not a penny more` },
        recovering.headers,
      );
      state = answer.session;
    }
    expect(state.can_leave_email).toBe(true);
    const left = await post<{ session: TWidgetSessionState }>(
      `/sessions/${id}/email`,
      { email: 'Shopper@Example.com', name: 'Sam' },
      recovering.headers,
    );
    expect(left.session.summary_status).toBe('user_offer_available');
    expect(left.session.can_leave_email).toBe(false);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row).toMatchObject({ userEmail: 'shopper@example.com', userName: 'Sam' });
  });
});

describe('v2: the caller’s terms', () => {
  it('negotiates a contract from its opening offer, within its red band', async () => {
    const opened = await post<TSessionTurnResponse>('/sessions', {
      apiVersion: 'v2',
      negotiationType: 'contract',
      offering: { contract_name: 'Fibre broadband, 24 months' },
      initialOffer: 45,
      rag: { green: 45, amber: 40, red: 36 },
      featureSettings: [{ name: 'c_exponential', enabled: true }],
      context: { shopper_id: shopperId() },
    });
    expect(opened.session.product_price).toBe(45);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, opened.session.session_id));
    expect(row).toMatchObject({
      apiVersion: 'v2',
      negotiationType: 'contract',
      algorithmVersion: 'c_exponential',
      walkawayPrice: 36,
      productName: 'Fibre broadband, 24 months',
    });
  });
});

describe('the store’s plan', () => {
  it('hides the button and starts nothing once the plan is inactive', async () => {
    const lapsed = await storeWithRule(t);
    await t.db
      .update(billingSchemes)
      .set({ status: 'inactive' })
      .where(eq(billingSchemes.retailerId, lapsed.id));
    const shown = await display(lapsed.headers);
    expect(shown.show).toBe(false);
    expect(shown.reason).toMatch(/not active/);
    const before = await snapshotTables(t.db);
    expect((await widget(t, lapsed.headers, 'POST', '/sessions', startV1())).statusCode).toBe(422);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('hides the button once the cycle’s negotiations are used up', async () => {
    const starter = await storeWithRule(t);
    await setPlan(t.db, starter.id, 'starter');
    for (let i = 0; i < 99; i++) await insertSession(t, starter.id);
    expect((await display(starter.headers)).show).toBe(true);
    await post('/sessions', startV1(), starter.headers);
    const shown = await display(starter.headers);
    expect(shown.show).toBe(false);
    expect(shown.reason).toMatch(/no negotiations left/);
  });

  it('hides the button where no rule applies', async () => {
    const none = await post<TWidgetDisplayResponse>('/display', {
      page_type: 'cart',
      cart: { items: [JACKET] },
      context: { shopper_id: shopperId() },
    });
    expect(none.show).toBe(false);
    expect(none.reason).toBeTruthy();
  });
});

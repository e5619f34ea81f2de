import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  WIDGET_API_KEY_HEADER,
  WIDGET_API_PATH,
  type TBasketResponse,
  type TPurchaseRequest,
  type TSessionTurnResponse,
  type TStartSessionRequest,
  type TWidgetDisplayRequest,
  type TWidgetDisplayResponse,
  type TWidgetProduct,
  type TWidgetSessionState,
} from '@parley/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { SESSIONS_STORE } from './users';

/**
 * Negotiations of the E2E Sessions Store made as its shop's widget makes them, through the public
 * widget API with the store's key: what the sessions screens then show is data the tests know.
 */

export const storeUrl = () => {
  const url = process.env.PARLEY_E2E_STORE_URL;
  if (!url)
    throw new Error('PARLEY_E2E_STORE_URL is not set: run the suite with `npm run test:e2e`');
  return url;
};

/** One of the store's products on the plain e2e shop; the recovery link's Buy leads to its page. */
export const COAT = {
  retailer_product_id: 'SESS-COAT',
  name: 'Harbour Coat',
  path: '/products/harbour-coat',
  price: 200,
} as const;

const product = (): TWidgetProduct => ({
  retailer_product_id: COAT.retailer_product_id,
  name: COAT.name,
  url: `${storeUrl()}${COAT.path}`,
  price: COAT.price,
  quantity: 1,
  categories: [],
});

/** A store's public widget key: the E2E Sessions Store's unless a test names another. */
interface WidgetStore {
  apiKey: string;
}

/** A new shopper's first visit to the coat's page, just arrived. */
const newShopper = () => ({
  shopper_id: `e2e-${randomUUID()}`,
  visit_number: 1,
  dwell_seconds: 0,
  exit_intent: false,
});

export class WidgetShopper {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly store: WidgetStore,
    readonly sessionId: string,
    public state: TWidgetSessionState,
  ) {}

  /** The basket's proof of the deal price, once the deal is in the basket. */
  private priceToken: string | null = null;

  /** A new shopper opens the chat on the coat's page: the bot's opening, one session. */
  static async start(
    request: APIRequestContext,
    store: WidgetStore = SESSIONS_STORE,
  ): Promise<WidgetShopper> {
    const body: TStartSessionRequest = {
      apiVersion: 'v1',
      negotiationType: 'product',
      product: product(),
      currency: 'GBP',
      context: newShopper(),
    };
    const opened = await call<TSessionTurnResponse>(request, store, '/sessions', body);
    return new WidgetShopper(request, store, opened.session.session_id, opened.session);
  }

  /** A new shopper who negotiates the coat and puts the deal in the basket (see `buy`). */
  static async bought(
    request: APIRequestContext,
    store: WidgetStore = SESSIONS_STORE,
  ): Promise<WidgetShopper> {
    const shopper = await WidgetShopper.start(request, store);
    await shopper.buy();
    return shopper;
  }

  async say(text: string): Promise<TWidgetSessionState> {
    const turn = await call<TSessionTurnResponse>(
      this.request,
      this.store,
      `/sessions/${this.sessionId}/messages`,
      { text },
    );
    this.state = turn.session;
    return this.state;
  }

  /**
   * Bids upwards until the bot agrees or makes its final offer, takes it and adds the deal to
   * the basket: the session ends 'added_to_basket'.
   */
  async buy(): Promise<TWidgetSessionState> {
    for (const share of [0.7, 0.78, 0.84, 0.88, 0.92, 0.95, 0.98]) {
      await this.say(`I can pay £${Math.round(COAT.price * share)}`);
      if (this.state.negotiation_status !== 'negotiating') break;
    }
    if (this.state.negotiation_status !== 'deal_agreed') {
      expect(this.state.can_accept, `no offer to take: ${JSON.stringify(this.state)}`).toBe(true);
      this.state = (
        await call<{ session: TWidgetSessionState }>(
          this.request,
          this.store,
          `/sessions/${this.sessionId}/accept`,
        )
      ).session;
    }
    const basket = await call<TBasketResponse>(
      this.request,
      this.store,
      `/sessions/${this.sessionId}/basket`,
    );
    this.state = basket.session;
    this.priceToken = basket.price_token;
    expect(this.state.summary_status).toBe('added_to_basket');
    return this.state;
  }

  /**
   * Buys the deal as the store does: its checkout redeems the basket's price token with the
   * store's secret key, and its order system records the purchase (a negotiated sale).
   */
  async purchase(secretKey: string): Promise<TWidgetSessionState> {
    const state = await this.buy();
    const redeemed = await this.request.post(`${API_BASE_PATH}/price_tokens/redeem`, {
      headers: { authorization: `Bearer ${secretKey}` },
      data: { price_token: this.priceToken },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
    // The store's order system reports the order (part 1 §3 Purchase record).
    await call(this.request, this.store, '/purchases', {
      apiVersion: 'v1',
      productId: COAT.retailer_product_id,
      parleyId: this.sessionId,
      orderNumber: `E2E-${this.sessionId.slice(0, 8)}`,
    } satisfies TPurchaseRequest);
    return state;
  }

  /**
   * Repeats one bid below the bot's walkaway price (but no lowball) until its final offer stands
   * and the shopper may leave an e-mail; leaves it: the session waits for the store's review
   * ('user_offer_available') with `lastBid` as the shopper's offer.
   */
  async walkAwayLeavingEmail(email: string, name: string): Promise<{ lastBid: number }> {
    const lastBid = Math.round(this.state.current_price * 0.75);
    for (let turn = 0; turn < 12 && !this.state.can_leave_email && !this.state.ended; turn += 1) {
      await this.say(`£${lastBid} and not a penny more`);
    }
    expect(
      this.state.can_leave_email,
      `cannot leave an e-mail: ${JSON.stringify(this.state)}`,
    ).toBe(true);
    this.state = (
      await call<{ session: TWidgetSessionState }>(
        this.request,
        this.store,
        `/sessions/${this.sessionId}/email`,
        { email, name },
      )
    ).session;
    expect(this.state.summary_status).toBe('user_offer_available');
    return { lastBid };
  }
}

/**
 * Two new negotiations of the store, oldest first: one agreed and put in the basket, one that only
 * asked a question ('abandoned_negotiated'): one of each kind for the lists and figures to show.
 */
export async function boughtAndChatted(request: APIRequestContext) {
  const bought = await WidgetShopper.bought(request);
  const chatted = await WidgetShopper.start(request);
  await chatted.say('Does it come in navy?');
  return { bought, chatted };
}

/** Whether the store's widget would show its Negotiate button on the coat's page now. */
export async function displayShown(
  request: APIRequestContext,
  store: WidgetStore = SESSIONS_STORE,
): Promise<boolean> {
  const body: TWidgetDisplayRequest = {
    page_type: 'product',
    product: product(),
    currency: 'GBP',
    context: newShopper(),
  };
  return (await call<TWidgetDisplayResponse>(request, store, '/display', body)).show;
}

async function call<T>(
  request: APIRequestContext,
  store: WidgetStore,
  path: string,
  body?: object,
): Promise<T> {
  const response = await request.post(`${API_BASE_PATH}${WIDGET_API_PATH}${path}`, {
    headers: { [WIDGET_API_KEY_HEADER]: store.apiKey },
    ...(body ? { data: body } : {}),
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

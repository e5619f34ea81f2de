import type {
  TSessionTurnResponse,
  TShopperContext,
  TStartSessionRequest,
  TWidgetCart,
  TWidgetProduct,
  TWidgetSessionState,
} from '@parley/contract';
import type { Chat, NegotiationPort, Random, ShopperMessage, ShopperView } from '@parley/simulator';
import type { Clock } from '../../lib/clock';
import type { Deps } from '../../deps';
import {
  acceptOffer,
  addToBasket,
  leaveEmail,
  leaveSession,
  recordPurchase,
  redeemPriceToken,
  reportSale,
  sendMessage,
  startSession,
  type WidgetCall,
  type WidgetDeps,
} from '../widget';
import type { PriceTokens } from '../../lib/price-tokens';
import { shopperViewOf } from './shopper-view';

/** A clock the simulation moves by hand: the widget services take "now" from it. */
export class SimulatedClock implements Clock {
  constructor(private current: Date) {}

  now() {
    return new Date(this.current);
  }

  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** What the shopper's page negotiates: one product, or the basket. */
export type DemoSubject = { product: TWidgetProduct } | { cart: TWidgetCart };

/** One shopper's visit to the store: what they look at, and what their widget knows of them. */
export interface SimulatedVisit {
  subject: DemoSubject;
  context: TShopperContext;
  currency: string;
}

/** Seconds a shopper takes to read the bot's answer and type theirs; to go through checkout. */
const THINKING_SECONDS = { min: 4, max: 60 };
const CHECKOUT_SECONDS = { min: 90, max: 900 };

const between = (random: Random, range: { min: number; max: number }) =>
  range.min + (range.max - range.min) * random();

/**
 * A simulated shopper's widget: each call is the service call the widget API's route makes for
 * it (start, message, accept, e-mail, leave, basket), and the store's side after the basket
 * (redeeming the price token at checkout, the purchase record, the sale report), on a clock
 * that moves as a shopper would. The negotiations it makes are stored exactly as real ones.
 */
export class SimulatedPort implements NegotiationPort {
  private sessions = new Map<string, TWidgetSessionState>();
  private priceTokens = new Map<string, string>();

  constructor(
    private readonly deps: WidgetDeps & Pick<Deps, 'jobs'> & { clock: SimulatedClock },
    private readonly tokens: PriceTokens,
    /** The demo store, as its public key (and, for checkout, its secret key) would open it. */
    private readonly call: WidgetCall,
    private readonly visit: SimulatedVisit,
    private readonly random: Random,
  ) {}

  get sessionsStarted(): number {
    return this.sessions.size;
  }

  private pause(range = THINKING_SECONDS) {
    this.deps.clock.advance(between(this.random, range));
  }

  private turn(answer: TSessionTurnResponse): ShopperView {
    this.sessions.set(answer.session.session_id, answer.session);
    return shopperViewOf(answer.session);
  }

  private startRequest(): TStartSessionRequest {
    const { subject, context, currency } = this.visit;
    const common = { apiVersion: 'v1' as const, currency, context };
    return 'product' in subject
      ? { ...common, negotiationType: 'product', product: subject.product }
      : { ...common, negotiationType: 'cart', cart: subject.cart };
  }

  /** The first chat opens at the visit's own moment; a restart after a pause. */
  async start(): Promise<Chat> {
    if (this.sessions.size > 0) this.pause();
    const answer = await startSession(this.deps, this.call, this.startRequest());
    return { sessionId: answer.session.session_id, view: this.turn(answer) };
  }

  /** The shopper types their message: the widget sends the text, never what it means. */
  async say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    this.pause();
    const text = message.said.text;
    return this.turn(await sendMessage(this.deps, this.call, chat.sessionId, text));
  }

  /** Accept is pressed when the widget shows it; otherwise the shopper types their yes. */
  async accept(chat: Chat, text: string): Promise<ShopperView> {
    this.pause();
    const answer = this.sessions.get(chat.sessionId)?.can_accept
      ? await acceptOffer(this.deps, this.call, chat.sessionId)
      : await sendMessage(this.deps, this.call, chat.sessionId, text);
    return this.turn(answer);
  }

  /** Leaves the e-mail when asked to, then closes the page (the widget's leave beacon). */
  async leave(chat: Chat, email: string | null): Promise<void> {
    this.pause();
    if (email) await leaveEmail(this.deps, this.call, chat.sessionId, { email });
    await this.closePage(chat.sessionId);
  }

  /** The widget's leave beacon as the page goes away. */
  private async closePage(sessionId: string) {
    const left = await leaveSession(this.deps, this.call, sessionId);
    this.sessions.set(sessionId, left.session);
  }

  /**
   * The shopper goes on browsing or closes the tab: a chat still open gets the leave beacon,
   * whichever way the shopper's script ended.
   */
  async closeOpenChats(): Promise<void> {
    for (const [sessionId, session] of this.sessions) {
      if (!session.ended) {
        this.pause();
        await this.closePage(sessionId);
      }
    }
  }

  async addToBasket(chat: Chat): Promise<void> {
    this.pause();
    const basket = await addToBasket(this.deps, this.tokens, this.call, chat.sessionId);
    this.sessions.set(chat.sessionId, basket.session);
    this.priceTokens.set(chat.sessionId, basket.price_token);
  }

  /** The store's checkout redeems the price token, then records the purchase and the sale. */
  async purchase(chat: Chat, orderNumber: string): Promise<void> {
    this.pause(CHECKOUT_SECONDS);
    const token = this.priceTokens.get(chat.sessionId);
    const session = this.sessions.get(chat.sessionId);
    if (!token || !session || session.deal_price === null) {
      throw new Error(`purchase of ${chat.sessionId} without a deal in the basket`);
    }
    await redeemPriceToken(this.deps, this.tokens, this.call, token);
    const { subject, context, currency } = this.visit;
    const productId =
      'product' in subject
        ? subject.product.retailer_product_id
        : subject.cart.items.map((item) => item.retailer_product_id).join('+');
    await recordPurchase(this.deps, this.call, {
      apiVersion: 'v1',
      productId,
      parleyId: chat.sessionId,
      orderNumber,
    });
    await reportSale(this.deps, this.call, {
      order_number: orderNumber,
      total: Math.round(session.deal_price * session.quantity * 100) / 100,
      currency,
      shopper_id: context.shopper_id,
      parley_ids: [chat.sessionId],
      ordered_at: this.deps.clock.now().toISOString(),
    });
  }
}

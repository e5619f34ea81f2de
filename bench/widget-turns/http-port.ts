import type {
  TBasketResponse,
  TPurchaseResponse,
  TSessionTurnResponse,
  TWidgetProduct,
  TWidgetSessionState,
} from '@parley/contract';
import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';
import { shopperViewOf } from '../../apps/server/src/modules/seed/shopper-view';
import type { TurnKind } from './latency-log';
import type { Pacer } from './pacer';
import type { WidgetClient } from './widget-client';

/**
 * One simulated shopper's negotiations over the widget API, with the calls the widget makes:
 * it opens a session, sends the shopper's texts, accepts, leaves (with an e-mail when asked and
 * given), adds the deal to the basket, and the store's checkout records the purchase.
 */
export class HttpPort implements NegotiationPort {
  /** What the widget last showed of each session: it offers Accept only when it may. */
  private readonly sessions = new Map<string, TWidgetSessionState>();

  constructor(
    private readonly client: WidgetClient,
    private readonly pacer: Pick<Pacer, 'wait'>,
    private readonly shopperId: string,
    private readonly product: TWidgetProduct,
  ) {}

  /** A call of the widget, when the shopper's pace allows. */
  private async post<T>(kind: TurnKind, path: string, body: object): Promise<T> {
    await this.pacer.wait();
    return this.client.post<T>(kind, path, body);
  }

  private seen(session: TWidgetSessionState): ShopperView {
    this.sessions.set(session.session_id, session);
    return shopperViewOf(session);
  }

  async start(): Promise<Chat> {
    const turn = await this.post<TSessionTurnResponse>('start', '/sessions', {
      apiVersion: 'v1',
      negotiationType: 'product',
      product: this.product,
      currency: 'GBP',
      context: { shopper_id: this.shopperId },
    });
    return { sessionId: turn.session.session_id, view: this.seen(turn.session) };
  }

  /** The widget posts what the shopper typed; what they meant stays with the shopper. */
  async say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    const path = `/sessions/${chat.sessionId}/messages`;
    const turn = await this.post<TSessionTurnResponse>('message', path, {
      text: message.said.text,
    });
    return this.seen(turn.session);
  }

  async accept(chat: Chat): Promise<ShopperView> {
    // The widget shows no Accept button without an offer to take (say, the bot still at list
    // price after a lowball): the shopper's click goes nowhere, and the chat stands as it was.
    if (!this.sessions.get(chat.sessionId)?.can_accept) return chat.view;
    const path = `/sessions/${chat.sessionId}/accept`;
    const turn = await this.post<TSessionTurnResponse>('accept', path, {});
    return this.seen(turn.session);
  }

  async leave(chat: Chat, email: string | null): Promise<void> {
    if (email !== null && this.sessions.get(chat.sessionId)?.can_leave_email) {
      await this.post('email', `/sessions/${chat.sessionId}/email`, { email });
      return;
    }
    await this.post('leave', `/sessions/${chat.sessionId}/leave`, {});
  }

  async addToBasket(chat: Chat): Promise<void> {
    await this.post<TBasketResponse>('basket', `/sessions/${chat.sessionId}/basket`, {});
  }

  async purchase(chat: Chat, orderNumber: string): Promise<void> {
    await this.post<TPurchaseResponse>('purchase', '/purchases', {
      apiVersion: 'v1',
      productId: this.product.retailer_product_id,
      parleyId: chat.sessionId,
      orderNumber,
    });
  }
}

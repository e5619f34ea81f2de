import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';

/**
 * The simplest negotiator worth beating: take any bid at or above the walkaway price, otherwise
 * offer the walkaway price once, as a final offer. It sells to everyone who would pay the
 * walkaway, at the walkaway, unless they bid more first.
 */
export class WalkawayRulePort implements NegotiationPort {
  private offered = false;

  constructor(
    private readonly listPrice: number,
    private readonly walkawayPrice: number,
  ) {}

  private view(offer: number, deal: number | null): ShopperView {
    return {
      currencySymbol: '£',
      botOffer: offer,
      finalOffer: this.offered && deal === null,
      ended: deal !== null,
      dealPrice: deal,
      canLeaveEmail: false,
      giftValue: 0,
    };
  }

  start(): Promise<Chat> {
    this.offered = false;
    return Promise.resolve({ sessionId: 'rule', view: this.view(this.listPrice, null) });
  }

  say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    if (message.move === 'talk') return Promise.resolve(chat.view);
    const bid = message.move === 'bid' ? message.said.bid : null;
    if (bid !== null && bid >= this.walkawayPrice) {
      return Promise.resolve(this.view(chat.view.botOffer, Math.min(bid, this.listPrice)));
    }
    this.offered = true;
    return Promise.resolve(this.view(this.walkawayPrice, null));
  }

  accept(chat: Chat): Promise<ShopperView> {
    return Promise.resolve(this.view(chat.view.botOffer, chat.view.botOffer));
  }

  leave(): Promise<void> {
    return Promise.resolve();
  }

  addToBasket(): Promise<void> {
    return Promise.resolve();
  }

  purchase(): Promise<void> {
    return Promise.resolve();
  }
}

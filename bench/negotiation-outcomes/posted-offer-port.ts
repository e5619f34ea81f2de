import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';

/**
 * A negotiator with one price: it takes any bid at or above it, and otherwise offers it once, as
 * a final offer, and keeps it. Two arms of the benchmark are this port:
 * - the accept-at-walkaway rule (the price is the walkaway), the simplest negotiator worth
 *   beating: it sells to everyone who would pay the walkaway, at the walkaway, unless they bid
 *   more first;
 * - the clairvoyant (the price is min(list, the shopper's own reservation), never below the
 *   walkaway), which no bot can be: what it loses against the bound is the shoppers' friction
 *   alone (walking away after a reply they do not take, bidding on under a final offer until
 *   their deadline), so it is the ceiling a real strategy is measured against in this world.
 */
export class PostedOfferPort implements NegotiationPort {
  private offered = false;

  constructor(
    private readonly listPrice: number,
    private readonly price: number,
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
    return Promise.resolve({ sessionId: 'posted', view: this.view(this.listPrice, null) });
  }

  say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    if (message.move === 'talk') return Promise.resolve(chat.view);
    const bid = message.move === 'bid' ? message.said.bid : null;
    if (bid !== null && bid >= this.price) {
      return Promise.resolve(this.view(chat.view.botOffer, Math.min(bid, this.listPrice)));
    }
    this.offered = true;
    return Promise.resolve(this.view(this.price, null));
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

import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';

/**
 * A negotiator no bot can be: it knows the shopper's reservation price. Its first reply to any
 * message is a final offer at min(list, reservation), never below the walkaway, and it takes any
 * bid at or above that price. What it still loses against the bound is the shoppers' own
 * friction: some walk away after a reply they do not take, and some bid on under a final offer
 * until their deadline. It is the ceiling a real strategy can be measured against in this world.
 */
export class ClairvoyantPort implements NegotiationPort {
  private offered = false;
  private readonly price: number;

  constructor(
    private readonly listPrice: number,
    walkawayPrice: number,
    reservationPrice: number,
  ) {
    this.price = Math.max(walkawayPrice, Math.min(listPrice, reservationPrice));
  }

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
    return Promise.resolve({ sessionId: 'clairvoyant', view: this.view(this.listPrice, null) });
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

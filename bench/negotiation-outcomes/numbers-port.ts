import {
  acceptOffer,
  negotiationTerms,
  respondToBid,
  startNegotiation,
  type NegotiationSetup,
  type NegotiationState,
  type NegotiationTurn,
} from '@parley/engine';
import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';
import { EnginePort } from './engine-port';

/** What the guard rails saw across every chat a port played. */
export interface GuardRails {
  /** Prices offered or agreed outside [walkaway, list]. */
  outside: number;
  /** Offers above one the bot had already made in the same chat. */
  retreats: number;
  offers: number;
}

export const emptyGuardRails = (): GuardRails => ({ outside: 0, retreats: 0, offers: 0 });

/**
 * The negotiation alone, driven with the amounts the shopper means (the numbers arm): what the
 * strategy earns when every message is understood. The same shopper then meets the conversation
 * layer in the text arm.
 */
export class NumbersPort
  extends EnginePort<NegotiationSetup, NegotiationState, NegotiationSetup>
  implements NegotiationPort
{
  constructor(
    setupFor: (previous: NegotiationSetup['previous']) => NegotiationSetup,
    private readonly rails: GuardRails,
    private readonly giftValue = 0,
  ) {
    super(setupFor);
  }

  private view(setup: NegotiationSetup, state: NegotiationState): ShopperView {
    this.check(setup, state);
    return {
      currencySymbol: '£',
      botOffer: state.offer,
      finalOffer: state.phase === 'final_offer',
      ended: state.phase === 'ended' || state.phase === 'deal',
      dealPrice: state.dealPrice,
      canLeaveEmail: state.phase === 'final_offer',
      giftValue: state.giftOffered ? this.giftValue : 0,
    };
  }

  private check(setup: NegotiationSetup, state: NegotiationState) {
    const { walkawayPrice, listPrice } = negotiationTerms(setup);
    const prices = [...state.offers, ...(state.dealPrice === null ? [] : [state.dealPrice])];
    this.rails.offers += 1;
    if (prices.some((price) => price < walkawayPrice - 1e-9 || price > listPrice + 1e-9)) {
      this.rails.outside += 1;
    }
    if (state.offers.some((price, i) => i > 0 && price > (state.offers[i - 1] ?? price))) {
      this.rails.retreats += 1;
    }
    if (state.giftOffered) this.giftGiven = true;
  }

  private turn(
    chat: Chat,
    play: (setup: NegotiationSetup, state: NegotiationState) => NegotiationTurn,
  ) {
    const { index, kept: setup, state } = this.find(chat);
    const turn = play(setup, state);
    this.update(index, turn.state);
    return Promise.resolve(this.view(setup, turn.state));
  }

  start(): Promise<Chat> {
    const setup = this.nextSetup();
    const state = startNegotiation(setup);
    const sessionId = this.keep(setup, state);
    return Promise.resolve({ sessionId, view: this.view(setup, state) });
  }

  say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    if (message.move === 'talk') return Promise.resolve(chat.view);
    const bid = message.move === 'bid' ? message.said.bid : null;
    return this.turn(chat, (setup, state) => respondToBid(setup, state, bid));
  }

  accept(chat: Chat): Promise<ShopperView> {
    return this.turn(chat, acceptOffer);
  }

  leave(chat: Chat): Promise<void> {
    const { state } = this.find(chat);
    if (state.round > 0) this.previous = { lastBotOffer: state.offer, rounds: state.round };
    return Promise.resolve();
  }
}

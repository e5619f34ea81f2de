import { nextBidShare } from './bidding';
import { drawAt } from './draws';
import {
  acceptText,
  bidText,
  goodbyeText,
  pushText,
  smallTalkText,
  type Said,
  type TextContext,
} from './phrases';
import type { Random, ShopperProfile } from './populations';

/** What the shopper sees after the bot's last reply: the widget's session state, in short. */
export interface ShopperView {
  currencySymbol: string;
  /** The bot's standing offer. */
  botOffer: number;
  /** The bot has made its final offer. */
  finalOffer: boolean;
  /** The conversation is over (a deal, or the bot has ended it). */
  ended: boolean;
  /** A deal was made at this price. */
  dealPrice: number | null;
  /** The widget offers to take an e-mail for the store to review the shopper's offer. */
  canLeaveEmail: boolean;
  /** The stated value of a gift or free shipping the bot has put with its offer (0: none). */
  giftValue: number;
}

/**
 * A typed message: what it says, and what the shopper means by it: a bid (`said.bid`, the unit
 * price the text means), a push for a better price without an amount, or talk about something else.
 */
export interface ShopperMessage {
  said: Said;
  move: 'bid' | 'push' | 'talk';
}

export type ShopperAction =
  | ({ kind: 'say' } & ShopperMessage)
  /** Press Accept on the bot's standing offer. */
  | { kind: 'accept'; text: string }
  | { kind: 'leave'; text: string; email: boolean }
  /** Close this chat and open a new one for the same product, hoping for a better start. */
  | { kind: 'restart' };

/** How many times a chat restarter starts again before settling. */
export const MAX_RESTARTS = 2;

/** Amounts people say: tens above 1000, fives above 200, whole units above 20, else halves. */
export function roundBid(amount: number): number {
  const unit = amount >= 1000 ? 10 : amount >= 200 ? 5 : amount >= 20 ? 1 : 0.5;
  return Math.floor(amount / unit + 1e-9) * unit;
}

/**
 * One simulated shopper across one or more chats for the same product. `act` is called after every
 * bot reply (the opening included) until the shopper leaves, accepts, or the chat ends. Draws
 * that decide the outcome (walking away) are addressed by turn, not taken from a stream, so the
 * same shopper walks away at the same turn whatever bot they meet (common random numbers).
 */
export class SimulatedShopper {
  /** Honest bids (lowballs excluded), across restarts. */
  private bids: number[] = [];
  /** The bot's offers seen in the current chat, its opening first. */
  private offers: number[] = [];
  /** Messages that bid or pushed, in the current chat: the turns that count toward patience. */
  private turns = 0;
  private lowballsMade = 0;
  private openerDone = false;
  private restarts = 0;
  private repliesSeen = 0;
  private lastSaid: number | null = null;

  constructor(
    readonly profile: ShopperProfile,
    /** The list price of what they negotiate: their reservation price is a share of it. */
    readonly listPrice: number,
    private readonly random: Random,
    /** Keys the shopper's outcome draws (walking away); the same shopper, the same key. */
    private readonly drawKey = 0,
  ) {}

  get reservationPrice(): number {
    return this.listPrice * this.profile.reservationShare;
  }

  /** A new chat (after a restart): the shopper remembers their bids but the bot starts afresh. */
  startChat(): void {
    this.offers = [];
    this.turns = 0;
  }

  /** The shopper's honest bids so far, across restarts. */
  get bidHistory(): readonly number[] {
    return this.bids;
  }

  act(view: ShopperView): ShopperAction {
    this.offers.push(view.botOffer);
    this.repliesSeen += 1;
    const { profile, random } = this;
    if (view.ended) return this.leave(false);
    const worth = this.reservationPrice + view.giftValue * profile.giftValueShare;
    // One-counter leavers take only their own bid: any counter, final or not, sends them away.
    if (profile.style === 'one_counter_leaver' && this.turns > 0) return this.leave(false);
    if (view.finalOffer && (profile.respectsFinalOffer || this.turns >= profile.patience)) {
      return view.botOffer <= worth ? this.accept() : this.giveUp(view);
    }

    if (!this.openerDone) {
      this.openerDone = true;
      const opener = this.opener();
      if (opener !== null) return opener;
    }
    if (this.turns > 0) {
      const countered = view.botOffer < (this.offers[0] ?? view.botOffer);
      if (profile.style === 'first_counter_taker' && countered) {
        return view.botOffer <= worth ? this.accept() : this.leave(false);
      }
      const next = this.plannedBid(view);
      const slack = profile.acceptSlack * this.listPrice;
      if (view.botOffer <= worth && view.botOffer <= next + slack) return this.accept();
      if (drawAt(this.drawKey, 'walk', this.repliesSeen) < profile.walkAwayChance) {
        return this.leave(false);
      }
      if (this.turns >= profile.patience) {
        return view.botOffer <= worth ? this.accept() : this.giveUp(view);
      }
    }
    return this.bid(view, random);
  }

  /** The first message, when it is not a bid: a push, a question, or taking the list price. */
  private opener(): ShopperAction | null {
    const { language } = this.profile;
    switch (this.profile.opener) {
      case 'accept_list':
        return this.accept();
      case 'small_talk':
        return {
          kind: 'say',
          move: 'talk',
          said: { text: smallTalkText(this.random, language), bid: null, form: 'no_amount' },
        };
      case 'push':
        this.turns += 1;
        return {
          kind: 'say',
          move: 'push',
          said: pushText(this.random, this.context(this.listPrice)),
        };
      case 'bid':
        return null;
    }
  }

  private context(botOffer: number): TextContext {
    const { language } = this.profile;
    return {
      language,
      currency: language === 'en-GB' ? 'GBP' : 'EUR',
      listPrice: this.listPrice,
      botOffer,
      lastBid: this.lastSaid,
    };
  }

  /** The bid the shopper's style makes next, as a unit price, before rounding. */
  private plannedBid(view: ShopperView): number {
    const share = nextBidShare(this.profile, {
      bids: this.bids.map((bid) => bid / this.listPrice),
      offers: this.offers.map((offer) => offer / this.listPrice),
      botOffer: view.botOffer / this.listPrice,
    });
    return Math.min(share * this.listPrice, this.reservationPrice);
  }

  private bid(view: ShopperView, random: Random): ShopperAction {
    const { profile } = this;
    const lowball = this.lowballsMade < profile.lowballs;
    const last = this.bids.at(-1) ?? 0;
    const context = this.context(view.botOffer);
    const options = { chattiness: profile.chattiness };
    // An honest bid lies between the last one and what they would pay, and under the bot's offer.
    const ceiling = lowball ? view.botOffer : Math.min(this.reservationPrice, view.botOffer);
    const wanted = lowball
      ? profile.lowballShare * this.listPrice
      : Math.max(last, roundBid(this.plannedBid(view)));
    const target = Math.min(wanted, ceiling);
    let said = bidText(random, target, context, options);
    // Stubborn bidders say the same amount again, whatever words they put it in.
    const repeat = profile.style === 'stubborn_bidder' && this.bids.length > 0;
    const bid = said.bid ?? target;
    // A form whose rounding lands below the last bid would read as backing off, one above the
    // ceiling as paying more than they would: say the amount plainly (no form fits: to the cent).
    if (!lowball && (bid < last || bid > ceiling || (repeat && bid !== target))) {
      said = bidText(random, target, context, { ...options, forms: [] });
    }
    const meant = said.bid ?? target;
    if (lowball) this.lowballsMade += 1;
    else this.bids.push(Math.max(last, Math.min(meant, this.reservationPrice)));
    this.turns += 1;
    this.lastSaid = meant;
    return { kind: 'say', move: 'bid', said };
  }

  private accept(): ShopperAction {
    return { kind: 'accept', text: acceptText(this.random, this.profile.language) };
  }

  private leave(email: boolean): ShopperAction {
    return { kind: 'leave', text: goodbyeText(this.random, this.profile.language), email };
  }

  private giveUp(view: ShopperView): ShopperAction {
    if (
      this.profile.style === 'chat_restarter' &&
      this.restarts < MAX_RESTARTS &&
      !view.ended &&
      view.botOffer > this.reservationPrice * 0.9
    ) {
      this.restarts += 1;
      return { kind: 'restart' };
    }
    return this.leave(view.canLeaveEmail && this.profile.leavesEmail);
  }
}

import { acceptMessage, bidMessage, goodbyeMessage, roundBid } from './phrases';
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
}

export type ShopperAction =
  /** Type a message; `bid` is the amount in it, for the benchmark's bookkeeping. */
  | { kind: 'say'; text: string; bid: number | null }
  /** Press Accept on the bot's standing offer. */
  | { kind: 'accept'; text: string }
  | { kind: 'leave'; text: string; email: boolean }
  /** Close this chat and open a new one for the same product, hoping for a better start. */
  | { kind: 'restart' };

/** How many times a chat restarter starts again before settling. */
export const MAX_RESTARTS = 2;

/**
 * One simulated shopper across one or more chats for the same product. `act` is called after every
 * bot reply (the opening included) until the shopper leaves, accepts, or the chat ends.
 */
export class SimulatedShopper {
  private bids: number[] = [];
  private offers: number[] = [];
  private restarts = 0;

  constructor(
    readonly profile: ShopperProfile,
    /** The list price of what they negotiate: their reservation price is a share of it. */
    readonly listPrice: number,
    private readonly random: Random,
  ) {}

  get reservationPrice(): number {
    return this.listPrice * this.profile.reservationShare;
  }

  /** A new chat (after a restart): the shopper remembers their bids but the bot starts afresh. */
  startChat(): void {
    this.offers = [];
  }

  act(view: ShopperView): ShopperAction {
    this.offers.push(view.botOffer);
    const { profile, random } = this;
    const reservation = this.reservationPrice;
    const round = this.bids.length;

    if (view.ended) return { kind: 'leave', text: goodbyeMessage(random), email: false };
    if (round > 0 && view.botOffer <= reservation && this.takesOffer(view)) {
      return { kind: 'accept', text: acceptMessage(random) };
    }
    // The bot moved from its opening price: a refused lowball is not a counter offer.
    const countered = round > 0 && view.botOffer < (this.offers[0] ?? view.botOffer);
    // Takes whatever the bot counters with first, even above what they meant to pay, and
    // before patience runs out (a patience of one bid is this style's usual).
    if (profile.style === 'first_counter_taker' && countered) {
      return { kind: 'accept', text: acceptMessage(random) };
    }
    if (view.finalOffer || round >= profile.patience) return this.giveUp(view);
    if (round > 0 && this.offers.length > 1 && random() < profile.walkAwayChance) {
      return { kind: 'leave', text: goodbyeMessage(random), email: false };
    }
    if (profile.style === 'one_counter_leaver' && countered) return this.giveUp(view);

    const bid = Math.min(roundBid(this.nextBid(view)), view.botOffer);
    this.bids.push(bid);
    return {
      kind: 'say',
      text: bidMessage(random, bid, view.currencySymbol, profile.chattiness),
      bid,
    };
  }

  /** Whether an offer at or under the reservation price is taken now or pushed once more. */
  private takesOffer(view: ShopperView): boolean {
    if (view.finalOffer) return true;
    // Hard bargainers push on while they have patience and the bot is still moving.
    if (this.profile.style === 'boulware') return this.bids.length >= this.profile.patience - 1;
    return true;
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
    if (view.botOffer <= this.reservationPrice) {
      return { kind: 'accept', text: acceptMessage(this.random) };
    }
    return {
      kind: 'leave',
      text: goodbyeMessage(this.random),
      email: view.canLeaveEmail && this.profile.leavesEmail,
    };
  }

  private nextBid(view: ShopperView): number {
    const { profile } = this;
    const list = this.listPrice;
    const reservation = this.reservationPrice;
    const opening = list * profile.openingShare;
    const last = this.bids.at(-1);
    if (last === undefined) return opening;
    const room = Math.max(0, reservation - last);
    const k = this.bids.length;
    switch (profile.style) {
      case 'conceder':
      case 'chat_restarter':
        return last + room * 0.5;
      case 'boulware':
        return opening + (reservation - opening) * (k / profile.patience) ** 3;
      case 'split_the_difference':
        return Math.min(reservation, (last + view.botOffer) / 2);
      case 'tit_for_tat': {
        const previous = this.offers.at(-2) ?? view.botOffer;
        const botMove = Math.max(0, previous - view.botOffer);
        return Math.min(reservation, last + Math.max(botMove, list * 0.01));
      }
      case 'lowball_repeater':
      case 'first_counter_taker':
      case 'one_counter_leaver':
        return last;
    }
  }

  /** The shopper's bids so far, across restarts. */
  get bidHistory(): readonly number[] {
    return this.bids;
  }
}

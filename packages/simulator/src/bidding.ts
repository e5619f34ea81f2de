import type { ShopperProfile } from './populations';

/** What a shopper has seen and said so far, as shares of the list price. */
export interface BiddingHistory {
  /** Their honest bids, oldest first (lowballs excluded). */
  bids: readonly number[];
  /** The bot's offers in this chat, its opening first. */
  offers: readonly number[];
  botOffer: number;
}

/** Faratin et al.'s time-dependent bid: o + (r − o)·(k / (T − 1))^(1/β), r at the deadline. */
function timeDependent(profile: ShopperProfile, k: number): number {
  const { openingShare: opening, reservationShare: reservation, patience, beta } = profile;
  if (patience <= 1) return opening;
  const t = Math.min(1, k / (patience - 1));
  return opening + (reservation - opening) * Math.pow(t, 1 / beta);
}

/**
 * The share of list the shopper's style bids next (k bids made so far), before rounding and
 * before the cap at their reservation. Every style opens at its opening share.
 */
export function nextBidShare(profile: ShopperProfile, history: BiddingHistory): number {
  const k = history.bids.length;
  const last = history.bids.at(-1);
  if (last === undefined) return profile.openingShare;
  switch (profile.style) {
    case 'conceder':
    case 'boulware':
    case 'lowball_repeater':
    case 'chat_restarter':
      return timeDependent(profile, k);
    case 'pays_list':
    case 'split_the_difference':
      return (last + history.botOffer) / 2;
    case 'tit_for_tat': {
      // Absolute tit-for-tat: mirror the bot's last move, and move a little when it held.
      const previous = history.offers.at(-2) ?? history.botOffer;
      return last + Math.max(previous - history.botOffer, 0.005);
    }
    case 'first_counter_taker':
    case 'one_counter_leaver':
    case 'stubborn_bidder':
      return last;
  }
}

import type { TNegotiationStatus, TSummaryStatus } from '@parley/contract';
import type { NegotiationState } from '../negotiation/types';
import type { ConversationState } from './types';

/**
 * What the conversation keeps between turns, around the negotiation's own state. Plain JSON: the
 * server stores it in the session row as the opaque `ConversationState`.
 */
export interface ConversationData {
  version: 1;
  negotiation: NegotiationState;
  status: TNegotiationStatus;
  summary: TSummaryStatus;
  quantity: number;
  /** The rule asks how many first: bids wait until the shopper has said. */
  awaitingQuantity: boolean;
  /** The add-on the negotiation put on the table; it comes with any deal after. */
  addonItemId: string | null;
  ended: boolean;
  /** The shopper's last bid as said, lowballs included (the negotiation keeps only the others). */
  lastUserBid: number | null;
  /** How many times in a row the shopper has bid their last bid again (0: it was new). */
  sameBids: number;
  /** Fixed for the conversation: the session row shows it after every turn. */
  walkawayPrice: number;
  /** What the scores are computed from. */
  talk: {
    shopperMessages: number;
    shopperWords: number;
    /** Messages about something other than price: questions, greetings, feedback, complaints. */
    smallTalk: number;
    /** Bids above the shopper's previous one: they engaged with the bot's counters. */
    raisedBids: number;
    misunderstood: number;
  };
  /** Bot replies so far: varies the wording from one reply to the next. */
  replies: number;
  /** A hash of the bot's last reply's words: the next one is worded otherwise when it can be. */
  lastReply: number | null;
  /** The setup's reasons quoted so far, in order (states stored before reasons have none). */
  quotedReasonIds: string[];
  /**
   * Replies that could have quoted a reason (holds, lowball refusals, final offers), and the
   * 1-based number of the last one that did: quotes are spaced out over them.
   */
  reasonMoments: { eligible: number; lastQuoted: number | null };
}

export const asState = (data: ConversationData): ConversationState =>
  data as unknown as ConversationState;

/** The stored state back; a state from another version is refused rather than misread. */
export function readState(state: ConversationState): ConversationData {
  const data = state as unknown as Partial<ConversationData>;
  if (data.version !== 1 || !data.negotiation) {
    throw new Error('Unknown conversation state: it was not made by this engine.');
  }
  // States stored before reasons (or the fields after them) existed: nothing quoted or said yet.
  return {
    ...(data as ConversationData),
    quotedReasonIds: data.quotedReasonIds ?? [],
    reasonMoments: data.reasonMoments ?? { eligible: 0, lastQuoted: null },
    lastReply: data.lastReply ?? null,
    sameBids: data.sameBids ?? 0,
  };
}

/**
 * How the session is summed up (part 1 §4) for where the negotiation stands. The recovery
 * statuses (user_offer_*) are set by the walk-away and by the retailer's answer, and kept.
 */
export function summaryFor(status: TNegotiationStatus): TSummaryStatus {
  switch (status) {
    case 'negotiating':
      return 'abandoned_negotiated';
    case 'final_offer':
    case 'ended':
      return 'abandoned_reached_final_offer';
    case 'deal_agreed':
      return 'abandoned_deal_agreed';
    case 'added_to_basket':
      // A cart's "Sent to Checkout" is the label of this same status (part 1 §4).
      return 'added_to_basket';
    case 'checkout':
      return 'checkout';
    case 'purchased':
      return 'sold';
    case 'recovered_purchased':
      return 'recovered_purchased';
  }
}

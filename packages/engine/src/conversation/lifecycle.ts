import { resultOf } from './open';
import { readState, summaryFor, type ConversationData } from './state';
import type { ConversationSetup, ConversationState, TurnResult } from './types';

type StatusResult = Omit<TurnResult, 'reply'>;

const clone = (state: ConversationState): ConversationData => structuredClone(readState(state));

/** Statuses a walk-away closes; a deal in the basket or bought is past leaving. */
const LEAVABLE: ReadonlySet<string> = new Set([
  'negotiating',
  'final_offer',
  'ended',
  'deal_agreed',
]);
/** Where the shopper's last offer is still worth the store's review (part 1 §4 Recovery). */
const RECOVERABLE: ReadonlySet<string> = new Set(['final_offer', 'ended']);

/**
 * The shopper walked away. Having refused the final offer and left an e-mail, on a rule that
 * keeps walk-aways' offers, their last offer waits for the retailer (user_offer_available).
 */
export function leaveConversation(
  setup: ConversationSetup,
  state: ConversationState,
  left: { emailGiven: boolean },
): StatusResult {
  const data = clone(state);
  if (!LEAVABLE.has(data.status)) return resultOf(data);
  data.ended = true;
  if (
    left.emailGiven &&
    setup.recoveredParleysActive &&
    RECOVERABLE.has(data.status) &&
    data.lastUserBid !== null
  ) {
    data.summary = 'user_offer_available';
  }
  return resultOf(data);
}

/** The retailer's answers to a recoverable offer (part 1 §4 Recovery). */
export type RecoveryAnswer = 'user_offer_accepted' | 'user_offer_countered' | 'user_offer_rejected';

/**
 * The retailer answered the shopper's last offer. Only a waiting offer can be answered; the
 * answer is kept, so that a purchase later counts as recovered, and so is the price offered (the
 * shopper's own or the retailer's counter), which that purchase is the deal at.
 */
export function answerRecoveredOffer(
  _setup: ConversationSetup,
  state: ConversationState,
  answer: RecoveryAnswer,
  price: number | null,
): StatusResult {
  const data = clone(state);
  if (data.summary !== 'user_offer_available') return resultOf(data);
  data.summary = answer;
  if (answer !== 'user_offer_rejected') data.negotiation.dealPrice = price;
  return resultOf(data);
}

/** The deal went into the store's basket (the price token was issued). */
export function markAddedToBasket(
  _setup: ConversationSetup,
  state: ConversationState,
): StatusResult {
  const data = clone(state);
  if (data.negotiation.phase !== 'deal') return resultOf(data);
  data.status = 'added_to_basket';
  data.summary = summaryFor(data.status);
  return resultOf(data);
}

/** The store reported the order: sold, or recovered when the retailer's offer brought it back. */
export function markPurchased(_setup: ConversationSetup, state: ConversationState): StatusResult {
  const data = clone(state);
  const recovered =
    data.summary === 'user_offer_accepted' || data.summary === 'user_offer_countered';
  data.status = recovered ? 'recovered_purchased' : 'purchased';
  data.summary = summaryFor(data.status);
  data.ended = true;
  return resultOf(data);
}

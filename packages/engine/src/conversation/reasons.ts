import { keyedUnit } from '../random';
import type { ConversationData } from './state';
import type { ConversationReason, ConversationSetup } from './types';

/**
 * When the bot quotes one of the store's reasons ("Every pair is hand-stitched in Northampton."):
 * at the moments a salesperson would explain a price, now and then, never the same one twice.
 * Only the words change: nothing here touches a price or a decision.
 */

/** The replies a reason may follow: the bot holds its price, or says its last word. */
export type ReasonMoment = 'hold' | 'reject_lowball' | 'final_offer' | 'final_stands';

/** Reasons a chat quotes at most. */
export const MAX_QUOTED_REASONS = 3;
/** Eligible replies from one quote to the next: at most every second one quotes. */
export const REASON_SPACING = 2;
/**
 * How likely an eligible reply (within the limits) is to quote: most likely with the final offer,
 * least when the final offer is only restated.
 */
const CHANCE: Record<ReasonMoment, number> = {
  final_offer: 0.8,
  reject_lowball: 0.7,
  hold: 0.6,
  final_stands: 0.4,
};

/**
 * The setup's reasons this chat may still quote: in its language (or any), not blank, not quoted
 * before (by id or by the same words under another id), each id once.
 */
export function quotableReasons(
  setup: ConversationSetup,
  quotedIds: readonly string[],
): ConversationReason[] {
  const reasons = setup.reasons ?? [];
  const quoted = new Set(quotedIds);
  const quotedTexts = new Set(
    reasons.filter((reason) => quoted.has(reason.reasonId)).map((reason) => reason.text.trim()),
  );
  const seenIds = new Set<string>();
  const seenTexts = new Set<string>();
  return reasons.filter((reason) => {
    const text = reason.text.trim();
    const quotable =
      text !== '' &&
      (reason.language === null || reason.language === setup.language) &&
      !quoted.has(reason.reasonId) &&
      !quotedTexts.has(text) &&
      !seenIds.has(reason.reasonId) &&
      !seenTexts.has(text);
    if (quotable) {
      seenIds.add(reason.reasonId);
      seenTexts.add(text);
    }
    return quotable;
  });
}

/**
 * An eligible reply: the reason it quotes, or null. Counts the moment and records the quote in
 * `data`; every draw is keyed by the seed and the moment's number, so a chat always reads the same.
 */
export function reasonFor(
  setup: ConversationSetup,
  data: ConversationData,
  moment: ReasonMoment,
): ConversationReason | null {
  const moments = data.reasonMoments;
  moments.eligible += 1;
  const index = moments.eligible;
  if (data.quotedReasonIds.length >= MAX_QUOTED_REASONS) return null;
  if (moments.lastQuoted !== null && index - moments.lastQuoted < REASON_SPACING) return null;
  const candidates = quotableReasons(setup, data.quotedReasonIds);
  if (candidates.length === 0) return null;
  if (keyedUnit(setup.seed, 'reason-quote', index) >= CHANCE[moment]) return null;
  const draw = keyedUnit(setup.seed, 'reason-pick', data.quotedReasonIds.length);
  const reason = candidates[Math.min(candidates.length - 1, Math.floor(draw * candidates.length))];
  if (!reason) return null;
  data.quotedReasonIds.push(reason.reasonId);
  moments.lastQuoted = index;
  return reason;
}

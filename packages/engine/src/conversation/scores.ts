import { SCORE_MAX, type TChattinessCategory, type TEngagementCategory } from '@parley/contract';
import type { ConversationData } from './state';

/**
 * The two scores out of 5.0 the session detail shows (part 1 §3, §9). Both stay `pending` until
 * the shopper has said two things, since one message says little about a person.
 */

const MIN_MESSAGES = 2;
const round1 = (value: number) => Math.round(Math.min(SCORE_MAX, Math.max(0, value)) * 10) / 10;

export interface Scores {
  engagementScore: number | null;
  engagementCategory: TEngagementCategory;
  chattiness: number | null;
  chattinessCategory: TChattinessCategory;
}

/**
 * Chattiness: words per message, two words a point (one-word bids score 0.5, a ten-word
 * sentence 5). Terse below 1.5 (under three words a message), chatty from 3.5 (seven or more).
 */
function chattinessOf(data: ConversationData): Pick<Scores, 'chattiness' | 'chattinessCategory'> {
  const { shopperMessages, shopperWords } = data.talk;
  if (shopperMessages < MIN_MESSAGES) return { chattiness: null, chattinessCategory: 'pending' };
  const score = round1(shopperWords / shopperMessages / 2);
  const category: TChattinessCategory = score < 1.5 ? 'terse' : score < 3.5 ? 'average' : 'chatty';
  return { chattiness: score, chattinessCategory: category };
}

/**
 * Engagement: how much the shopper took part in the bargaining. One point for showing up, half a
 * point a message (up to four), three quarters for each bid they raised in answer to a counter,
 * a quarter for each message about something else (they were curious), one for reaching a deal,
 * less half a point for each message the bot could not understand. High from 3.5, low under 2.
 * Unavailable when the chat ended before the shopper said anything.
 */
function engagementOf(
  data: ConversationData,
): Pick<Scores, 'engagementScore' | 'engagementCategory'> {
  const { shopperMessages, raisedBids, smallTalk, misunderstood } = data.talk;
  if (shopperMessages === 0 && data.ended) {
    return { engagementScore: null, engagementCategory: 'unavailable' };
  }
  if (shopperMessages < MIN_MESSAGES && !data.ended) {
    return { engagementScore: null, engagementCategory: 'pending' };
  }
  const dealt = data.negotiation.phase === 'deal' ? 1 : 0;
  const score = round1(
    1 +
      0.5 * Math.min(shopperMessages, 4) +
      0.75 * raisedBids +
      0.25 * smallTalk +
      dealt -
      0.5 * misunderstood,
  );
  const category: TEngagementCategory = score >= 3.5 ? 'high' : score >= 2 ? 'neutral' : 'low';
  return { engagementScore: score, engagementCategory: category };
}

export const scoresOf = (data: ConversationData): Scores => ({
  ...engagementOf(data),
  ...chattinessOf(data),
});

import {
  DISCOUNT_BANDS,
  ENGAGEMENT_CHANGE_KEYS,
  type TDiscountFlowStats,
  type TEngagementStats,
  type TFeedbackStats,
  type TUserReaction,
} from '@parley/contract';
import type { SessionAggregate } from '../aggregate';
import { changesOf, percentOf } from '../change';
import { shown, type SectionInput } from './input';

/** Discount Flows: agreed and purchased deals per band of discount. */
export function presentDiscountFlow(
  input: SectionInput,
  bands: { band: number; agreed: number; purchased: number }[],
): TDiscountFlowStats {
  const agreedTotal = bands.reduce((sum, b) => sum + b.agreed, 0);
  return {
    bands: DISCOUNT_BANDS.map((from, i) => {
      const found = bands.find((b) => b.band === i);
      const agreed = found?.agreed ?? 0;
      return {
        from,
        to: DISCOUNT_BANDS[i + 1] ?? null,
        agreed_deals: shown(input, agreed),
        purchased: shown(input, found?.purchased ?? 0),
        agreed_percentage: percentOf(agreed, agreedTotal),
      };
    }),
    avg_accepted_discount: input.current.avgAcceptedDiscount,
    avg_purchased_discount: input.current.avgPurchasedDiscount,
  };
}

const POSITIVE: readonly TUserReaction[] = ['heart'];
const NEGATIVE: readonly TUserReaction[] = ['sad', 'angry'];

/** Failed Negotiations Feedback: reactions in negotiations without a deal, and their words. */
export function presentFeedback(
  input: SectionInput,
  comments: { sessionId: string; createdAt: Date; userMessage: string | null }[],
): TFeedbackStats {
  const reactions = input.current.failedReactions;
  const total = (which: readonly TUserReaction[]) =>
    which.reduce((sum, r) => sum + reactions[r], 0);
  return {
    positive_ratings: total(POSITIVE),
    negative_ratings: total(NEGATIVE),
    reactions,
    comments: comments.map((c) => ({
      session_id: c.sessionId,
      created_at: c.createdAt.toISOString(),
      user_message: c.userMessage ?? '',
    })),
  };
}

/** Sessions that reopen a product the shopper negotiated before, per first negotiation. */
function reopenedPerFirst(a: SessionAggregate) {
  const firsts = a.funnels.all.total_sessions - a.reopened;
  return firsts === 0 ? null : Math.round((a.reopened / firsts) * 100) / 100;
}

const engagementFigures = (a: SessionAggregate) => ({
  avg_session_duration: a.avgSessionSeconds,
  avg_reopened_sessions: reopenedPerFirst(a),
  avg_chattiness: a.avgChattiness,
});

/** Engagement: length, reopening, chattiness and engagement out of 5.0, category shares. */
export function presentEngagement(input: SectionInput): TEngagementStats {
  const a = input.current;
  const total = a.funnels.all.total_sessions;
  const figures = engagementFigures(a);
  return {
    ...figures,
    avg_engagement_score: a.avgEngagementScore,
    engagement_categories: {
      high: percentOf(a.engagementHigh, total),
      neutral: percentOf(a.engagementNeutral, total),
      low: percentOf(a.engagementLow, total),
      pending: percentOf(a.engagementPending, total),
      unavailable: percentOf(a.engagementUnavailable, total),
    },
    changes: changesOf(
      ENGAGEMENT_CHANGE_KEYS,
      figures,
      input.previous && engagementFigures(input.previous),
    ),
  };
}

import { randomUUID } from 'node:crypto';
import type { TMessageGift } from '@parley/contract';
import type { BotReply, ConversationSummary, TurnResult } from '@parley/engine';
import type { MessageRow, MessageValues, SessionValues } from '../repository';
import type { TurnSession } from '../session-turn';

/** The session columns the engine's summary sets; `ended` stamps the first time only. */
export function summaryColumns(summary: ConversationSummary, endedAt: Date | null, now: Date) {
  return {
    negotiationStatus: summary.negotiationStatus,
    summaryStatus: summary.summaryStatus,
    currentPrice: summary.currentPrice,
    dealPrice: summary.dealPrice,
    lastUserBid: summary.lastUserBid,
    walkawayPrice: summary.walkawayPrice,
    zoneWalk: summary.zoneWalk,
    addonItemId: summary.addonItemId,
    engagementScore: summary.engagementScore,
    engagementCategory: summary.engagementCategory,
    chattiness: summary.chattiness,
    chattinessCategory: summary.chattinessCategory,
    quantity: summary.quantity,
    endedAt: summary.ended ? (endedAt ?? now) : null,
  };
}

/** The exchange a turn adds: the values to insert, and the row as it will be stored. */
export function messageOf(
  session: Pick<TurnSession, 'id' | 'retailerId'>,
  kind: 'opening' | 'message' | 'accept' | 'rule_ended',
  userMessage: string | null,
  reply: BotReply,
  /** The turn's time, from the service clock like the session's own times. */
  now: Date,
  /** The gift this reply puts on the table (see gift.ts). */
  gift: TMessageGift | null = null,
) {
  const values = {
    id: randomUUID(),
    sessionId: session.id,
    retailerId: session.retailerId,
    kind,
    userMessage,
    messages: reply.lines,
    expression: reply.expression,
    botReaction: reply.botReaction,
    understandingIssues: reply.understandingIssues,
    intents: reply.intents,
    entities: reply.entities,
    // The quoted reason and the gift's card ride with the engine's view of the round, so that
    // no column is added for them: presentMessage lifts them into the message's meta.
    interactionData:
      reply.quotedReasonId || gift
        ? {
            ...reply.interactionData,
            ...(reply.quotedReasonId ? { quoted_reason_id: reply.quotedReasonId } : {}),
            ...(gift ? { gift } : {}),
          }
        : reply.interactionData,
    createdAt: now,
  } satisfies MessageValues;
  // The columns the insert leaves to their defaults, as the stored row will have them.
  const row: Omit<MessageRow, 'position'> = {
    ...values,
    userReaction: null,
    incorrectIntentInference: false,
    incorrectEntityInference: false,
  };
  return { values, row };
}

/** The session's new columns after the engine's summary, as of now. */
export function statusChanges(
  session: Pick<TurnSession, 'endedAt'>,
  result: Omit<TurnResult, 'reply'>,
  now: Date,
  extra: Partial<SessionValues> = {},
) {
  return {
    ...summaryColumns(result.summary, session.endedAt, now),
    conversationState: result.state,
    ...extra,
    updatedAt: now,
  };
}

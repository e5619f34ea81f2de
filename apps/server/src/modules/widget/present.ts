import {
  ZMessageGift,
  type TChatMessage,
  type TMessageGift,
  type TNegotiationStatus,
  type TWidgetSessionState,
} from '@parley/contract';
import type { MessageRow, SessionRow } from './repository';

/** Statuses in which the bot's offer is still on the table. */
const OPEN_STATUSES: readonly TNegotiationStatus[] = ['negotiating', 'final_offer'];
/** Statuses after which a walk-away may still leave an e-mail for the store to answer. */
const RECOVERABLE_STATUSES: readonly TNegotiationStatus[] = ['final_offer', 'ended'];

/** Whether the rule the session negotiates under keeps walk-aways' offers for the retailer. */
export const keepsRecoveredOffers = (session: Pick<SessionRow, 'conversationSetup'>) =>
  session.conversationSetup.recoveredParleysActive;

/** The session's columns the widget's view is made of. */
export type PresentedSession = Pick<
  SessionRow,
  | 'id'
  | 'negotiationStatus'
  | 'summaryStatus'
  | 'currency'
  | 'currencySymbol'
  | 'productPrice'
  | 'currentPrice'
  | 'dealPrice'
  | 'endedAt'
  | 'userEmail'
  | 'quantity'
  | 'language'
  | 'conversationSetup'
>;

/** The negotiation as the shopper's widget sees it: never the walkaway or the engine's view. */
export function presentSessionState(session: PresentedSession): TWidgetSessionState {
  const ended = session.endedAt !== null;
  const open = !ended && OPEN_STATUSES.includes(session.negotiationStatus);
  return {
    session_id: session.id,
    negotiation_status: session.negotiationStatus,
    summary_status: session.summaryStatus,
    currency: session.currency,
    currency_symbol: session.currencySymbol,
    product_price: session.productPrice,
    current_price: session.currentPrice,
    deal_price: session.dealPrice,
    ended,
    can_leave_email:
      keepsRecoveredOffers(session) &&
      session.dealPrice === null &&
      session.userEmail === null &&
      RECOVERABLE_STATUSES.includes(session.negotiationStatus),
    can_accept: open && session.currentPrice !== session.productPrice,
    quantity: session.quantity,
    language: session.language,
  };
}

/** The gift's card stored with the reply (messageOf), checked: the column is free JSON. */
function giftOf(data: Record<string, unknown>): { gift?: TMessageGift } {
  if (data.gift === undefined) return {};
  const parsed = ZMessageGift.safeParse(data.gift);
  return parsed.success ? { gift: parsed.data } : {};
}

/**
 * One exchange (part 1 §3 Chat message). Shoppers do not see what the engine decided
 * (`interaction_data` names the zone and the round); administrators do.
 */
export function presentMessage(
  row: Omit<MessageRow, 'position'>,
  audience: 'shopper' | 'admin',
): TChatMessage {
  const understandingFailed = row.understandingIssues.length > 0;
  return {
    message_id: row.id,
    created_at: row.createdAt.toISOString(),
    user_message: row.userMessage,
    messages: row.messages,
    expression: row.expression,
    meta: {
      messageId: row.id,
      user_reaction: row.userReaction,
      bot_reaction: row.botReaction,
      ...(understandingFailed ? { understanding_issues: row.understandingIssues } : {}),
      understandingFailed,
      ...(typeof row.interactionData.quoted_reason_id === 'string'
        ? { quoted_reason_id: row.interactionData.quoted_reason_id }
        : {}),
      ...giftOf(row.interactionData),
    },
    intents: row.intents,
    entities: row.entities,
    interaction_data: audience === 'admin' ? row.interactionData : {},
    incorrect_intent_inference: row.incorrectIntentInference,
    incorrect_entity_inference: row.incorrectEntityInference,
  };
}

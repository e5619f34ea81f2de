import type {
  TChatLanguage,
  TReactionRequest,
  TSessionTurnResponse,
  TWidgetSessionResponse,
  TWidgetSessionState,
} from '@parley/contract';
import type { BotReply, ConversationSummary, TurnResult } from '@parley/engine';
import type { Executor } from '../../db/client';
import { BusinessError, NotFoundError } from '../../errors';
import { conversation } from './conversation';
import { presentMessage, presentSessionState } from './present';
import {
  appendMessageRow,
  findSessionRow,
  hasRuleTurnedOff,
  listMessageRows,
  lockSessionRow,
  setMessageReaction,
  updateSessionRow,
  type MessageValues,
  type SessionRow,
  type SessionValues,
} from './repository';
import type { WidgetCall } from './request-context';
import { inWidgetTransaction, type WidgetDeps } from './transaction';

export const SESSION_ENDED = 'This negotiation has ended.';
export const NOTHING_TO_KEEP = 'This negotiation has no offer for the store to review.';

/** The bot's goodbye when the store switches the rule off mid-negotiation. */
const RULE_ENDED: Record<TChatLanguage, string> = {
  'en-GB': 'Sorry, negotiation on this has just closed. Thank you for chatting with me!',
  fr: 'Désolé, la négociation vient de se terminer ici. Merci d’avoir discuté avec moi !',
  de: 'Leider ist die Verhandlung hierfür gerade beendet worden. Danke für das Gespräch!',
  es: 'Lo siento, la negociación acaba de cerrarse. ¡Gracias por charlar conmigo!',
};

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

export function messageColumns(
  session: Pick<SessionRow, 'id' | 'retailerId'>,
  kind: 'opening' | 'message' | 'accept' | 'rule_ended',
  userMessage: string | null,
  reply: BotReply,
  /** The turn's time, from the service clock like the session's own times. */
  now: Date,
): MessageValues {
  return {
    createdAt: now,
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
    interactionData: reply.interactionData,
  };
}

/** The store's session, locked for this turn; 404 when it is not the key's store's. */
async function lockSession(tx: Executor, call: WidgetCall, sessionId: string) {
  const session = await lockSessionRow(tx, call.store.retailer.id, sessionId);
  if (!session) throw new NotFoundError();
  return session;
}

async function lockOpenSession(tx: Executor, call: WidgetCall, sessionId: string) {
  const session = await lockSession(tx, call, sessionId);
  if (session.endedAt) throw new BusinessError(SESSION_ENDED);
  return session;
}

/** Stores a turn the engine took: the exchange and the session's new standing, together. */
async function storeTurn(
  tx: Executor,
  session: SessionRow,
  kind: 'message' | 'accept' | 'rule_ended',
  userMessage: string | null,
  turn: TurnResult,
  now: Date,
): Promise<TSessionTurnResponse> {
  const message = await appendMessageRow(
    tx,
    messageColumns(session, kind, userMessage, turn.reply, now),
  );
  const updated = await updateSessionRow(
    tx,
    session,
    { ...summaryColumns(turn.summary, session.endedAt, now), conversationState: turn.state },
    now,
  );
  return { session: presentSessionState(updated), message: presentMessage(message, 'shopper') };
}

/**
 * A rule switched off, archived or deleted since the negotiation began ends it politely: the
 * bot says goodbye and the session is closed, whatever the shopper said.
 */
async function endForRule(
  tx: Executor,
  session: SessionRow,
  userMessage: string | null,
  now: Date,
) {
  const left = conversation.leaveConversation(
    session.conversationSetup,
    session.conversationState,
    {
      emailGiven: false,
    },
  );
  const reply: BotReply = {
    lines: [RULE_ENDED[session.conversationSetup.language]],
    expression: null,
    botReaction: null,
    intents: [],
    entities: [],
    understandingIssues: [],
    interactionData: { decision: 'rule_ended' },
  };
  const turn = { ...left, reply, summary: { ...left.summary, ended: true } };
  return storeTurn(tx, session, 'rule_ended', userMessage, turn, now);
}

/** GET: where the negotiation stands and every exchange, for a widget reopening the chat. */
export async function findSession(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<TWidgetSessionResponse> {
  const session = await findSessionRow(deps.db, call.store.retailer.id, sessionId);
  if (!session) throw new NotFoundError();
  const messages = await listMessageRows(deps.db, session.id);
  return {
    session: presentSessionState(session),
    messages: messages.map((row) => presentMessage(row, 'shopper')),
  };
}

/** The shopper says something: the engine understands it, negotiates and answers. */
export function sendMessage(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  text: string,
): Promise<TSessionTurnResponse> {
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const session = await lockOpenSession(tx, call, sessionId);
    if (await hasRuleTurnedOff(tx, session)) return endForRule(tx, session, text, now);
    const turn = conversation.answerShopper(
      session.conversationSetup,
      session.conversationState,
      text,
    );
    return storeTurn(tx, session, 'message', text, turn, now);
  });
}

/** The shopper presses Accept on the bot's standing offer. */
export function acceptOffer(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<TSessionTurnResponse> {
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const session = await lockOpenSession(tx, call, sessionId);
    if (await hasRuleTurnedOff(tx, session)) return endForRule(tx, session, null, now);
    if (!presentSessionState(session).can_accept) {
      throw new BusinessError('There is no offer to accept right now.');
    }
    const turn = conversation.acceptStandingOffer(
      session.conversationSetup,
      session.conversationState,
    );
    return storeTurn(tx, session, 'accept', null, turn, now);
  });
}

/** Stores a status change without an exchange (leaving, the e-mail, the basket, a purchase). */
export async function storeStatus(
  tx: Executor,
  session: SessionRow,
  result: Omit<TurnResult, 'reply'>,
  now: Date,
  extra: Partial<SessionValues> = {},
): Promise<SessionRow> {
  return updateSessionRow(
    tx,
    session,
    {
      ...summaryColumns(result.summary, session.endedAt, now),
      conversationState: result.state,
      ...extra,
    },
    now,
  );
}

/** The shopper walked away (the page was closed); leaving twice changes nothing more. */
export function leaveSession(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<{ session: TWidgetSessionState }> {
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const session = await lockSession(tx, call, sessionId);
    if (session.endedAt) return { session: presentSessionState(session) };
    const left = conversation.leaveConversation(
      session.conversationSetup,
      session.conversationState,
      { emailGiven: session.userEmail !== null },
    );
    return { session: presentSessionState(await storeStatus(tx, session, left, now)) };
  });
}

/**
 * The shopper leaves an e-mail after refusing the final offer, so that the store may still
 * accept their last offer (part 1 §4 Recovery): the negotiation ends, recoverable.
 */
export function leaveEmail(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  contact: { email: string; name?: string | undefined },
): Promise<{ session: TWidgetSessionState }> {
  return inWidgetTransaction(deps, call, async (tx, now) => {
    const session = await lockSession(tx, call, sessionId);
    if (!presentSessionState(session).can_leave_email) throw new BusinessError(NOTHING_TO_KEEP);
    const left = conversation.leaveConversation(
      session.conversationSetup,
      session.conversationState,
      { emailGiven: true },
    );
    const updated = await storeStatus(tx, session, left, now, {
      userEmail: contact.email.toLowerCase(),
      userName: contact.name ?? null,
    });
    return { session: presentSessionState(updated) };
  });
}

/** The shopper's reaction to one of the bot's messages (null takes it back). */
export function reactToMessage(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  reaction: TReactionRequest,
) {
  return inWidgetTransaction(deps, call, async (tx) => {
    const session = await lockSession(tx, call, sessionId);
    const row = await setMessageReaction(
      tx,
      session.id,
      reaction.message_id,
      reaction.user_reaction,
    );
    if (!row) throw new NotFoundError();
    return { message: presentMessage(row, 'shopper') };
  });
}

import type {
  TChatLanguage,
  TReactionRequest,
  TSessionTurnResponse,
  TWidgetSessionResponse,
  TWidgetSessionState,
} from '@parley/contract';
import type { BotReply, TurnResult } from '@parley/engine';
import type { Deps } from '../../deps';
import { BusinessError, orNotFound } from '../../errors';
import { noticeOfferLeft } from '../offer-notices';
import { conversation } from './conversation';
import { offeredGift } from './gift';
import { presentMessage, presentSessionState } from './present';
import {
  findSessionRow,
  listMessageRows,
  setMessageReaction,
  type SessionValues,
} from './repository';
import { messageOf, statusChanges } from './lib/turn-columns';
import type { WidgetCall } from './request-context';
import { inSessionTurn, type TurnContext, type TurnWrites } from './session-turn';
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

/**
 * A turn the engine took: the exchange and the session's new standing, written together. A reply
 * that puts the rule's gift on the table carries its card (one more read, once a negotiation).
 */
async function turnWrites(
  deps: WidgetDeps,
  { session, now }: TurnContext,
  kind: 'message' | 'accept' | 'rule_ended',
  userMessage: string | null,
  turn: TurnResult,
): Promise<TurnWrites<TSessionTurnResponse>> {
  const gift = await offeredGift(deps.db, deps.config, session, turn.summary.addonItemId);
  const message = messageOf(session, kind, userMessage, turn.reply, now, gift);
  const changes = statusChanges(session, turn, now);
  return {
    message: message.values,
    changes,
    answer: {
      session: presentSessionState({ ...session, ...changes }),
      message: presentMessage(message.row, 'shopper'),
    },
  };
}

/** A status change without an exchange (leaving, the e-mail), written alone. */
function statusWrites(
  { session, now }: TurnContext,
  result: Omit<TurnResult, 'reply'>,
  extra: Partial<SessionValues> = {},
): TurnWrites<{ session: TWidgetSessionState }> {
  const changes = statusChanges(session, result, now, extra);
  return {
    changes,
    answer: { session: presentSessionState({ ...session, ...changes }) },
  };
}

/**
 * A rule switched off, archived or deleted since the negotiation began ends it politely: the
 * bot says goodbye and the session is closed, whatever the shopper said.
 */
function endForRule(deps: WidgetDeps, context: TurnContext, userMessage: string | null) {
  const { session } = context;
  const left = conversation.leaveConversation(
    session.conversationSetup,
    session.conversationState,
    { emailGiven: false },
  );
  const reply: BotReply = {
    lines: [RULE_ENDED[session.conversationSetup.language]],
    expression: null,
    botReaction: null,
    intents: [],
    entities: [],
    understandingIssues: [],
    interactionData: { decision: 'rule_ended' },
    quotedReasonId: null,
  };
  const turn = { ...left, reply, summary: { ...left.summary, ended: true } };
  return turnWrites(deps, context, 'rule_ended', userMessage, turn);
}

/**
 * A turn the shopper takes, saying `userMessage` or not: refused once the negotiation has ended,
 * and ending it (endForRule) instead when its rule has gone.
 */
function inShopperTurn(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  userMessage: string | null,
  take: (context: TurnContext) => Promise<TurnWrites<TSessionTurnResponse>>,
): Promise<TSessionTurnResponse> {
  return inSessionTurn(deps, call, sessionId, (context) => {
    if (context.session.endedAt) throw new BusinessError(SESSION_ENDED);
    if (context.ruleTurnedOff) return endForRule(deps, context, userMessage);
    return take(context);
  });
}

/** GET: where the negotiation stands and every exchange, for a widget reopening the chat. */
export async function findSession(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<TWidgetSessionResponse> {
  const session = orNotFound(await findSessionRow(deps.db, call.store.retailer.id, sessionId));
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
  return inShopperTurn(deps, call, sessionId, text, (context) => {
    const { session } = context;
    const turn = conversation.answerShopper(
      session.conversationSetup,
      session.conversationState,
      text,
    );
    return turnWrites(deps, context, 'message', text, turn);
  });
}

/** The shopper presses Accept on the bot's standing offer. */
export function acceptOffer(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<TSessionTurnResponse> {
  return inShopperTurn(deps, call, sessionId, null, (context) => {
    const { session } = context;
    if (!presentSessionState(session).can_accept) {
      throw new BusinessError('There is no offer to accept right now.');
    }
    const turn = conversation.acceptStandingOffer(
      session.conversationSetup,
      session.conversationState,
    );
    return turnWrites(deps, context, 'accept', null, turn);
  });
}

/** The shopper walked away (the page was closed); leaving twice changes nothing more. */
export function leaveSession(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
): Promise<{ session: TWidgetSessionState }> {
  return inSessionTurn(deps, call, sessionId, (context) => {
    const { session } = context;
    if (session.endedAt) return { answer: { session: presentSessionState(session) } };
    const left = conversation.leaveConversation(
      session.conversationSetup,
      session.conversationState,
      { emailGiven: session.userEmail !== null },
    );
    return statusWrites(context, left);
  });
}

/**
 * The shopper leaves an e-mail after refusing the final offer, so that the store may still
 * accept their last offer (part 1 §4 Recovery): the negotiation ends, recoverable.
 */
export async function leaveEmail(
  deps: WidgetDeps & Pick<Deps, 'jobs'>,
  call: WidgetCall,
  sessionId: string,
  contact: { email: string; name?: string | undefined },
): Promise<{ session: TWidgetSessionState }> {
  // The instant the offer is left at, as stored: the notice's window is the one it falls in.
  let leftAt: Date | null = null;
  const left = await inSessionTurn(deps, call, sessionId, (context) => {
    const { session, now } = context;
    if (!presentSessionState(session).can_leave_email) throw new BusinessError(NOTHING_TO_KEEP);
    const left = conversation.leaveConversation(
      session.conversationSetup,
      session.conversationState,
      { emailGiven: true },
    );
    leftAt = now;
    return statusWrites(context, left, {
      userEmail: contact.email.toLowerCase(),
      userName: contact.name ?? null,
      offerLeftAt: now,
    });
  });
  // The store hears of the offer in its next notice (modules/offer-notices). Asked for after the
  // turn is stored; a retry of this call asks again, and the notice's once-key makes that one
  // (a retry answered from its stored answer took no turn: the stored instant is read).
  if (left.session.summary_status === 'user_offer_available') {
    const at =
      leftAt ??
      (await findSessionRow(deps.db, call.store.retailer.id, sessionId))?.offerLeftAt ??
      deps.clock.now();
    await noticeOfferLeft(deps, call.store.retailer.id, at);
  }
  return left;
}

/**
 * The shopper's reaction to one of the bot's messages (null takes it back). It changes only that
 * message, in one statement, so it needs no turn of the session.
 */
export function reactToMessage(
  deps: WidgetDeps,
  call: WidgetCall,
  sessionId: string,
  reaction: TReactionRequest,
) {
  return inWidgetTransaction(deps, call, async (tx) => {
    const session = orNotFound(await findSessionRow(tx, call.store.retailer.id, sessionId));
    const row = orNotFound(
      await setMessageReaction(tx, session.id, reaction.message_id, reaction.user_reaction),
    );
    return { message: presentMessage(row, 'shopper') };
  });
}

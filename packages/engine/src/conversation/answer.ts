import { understand } from '../language/understand';
import type { Understanding } from '../language/types';
import { halfwayPrice } from '../negotiation/negotiation';
import { isLowballZone } from '../negotiation/zones';
import { meetInTheMiddle, negotiate, takeOffer, type Heard } from './decide';
import { negotiationSetupOf, resultOf } from './open';
import { Speech } from './speech';
import { readState, type ConversationData } from './state';
import type { ConversationSetup, ConversationState, TurnResult } from './types';

/** More than this many of one product is a wholesale order, not a negotiation here. */
const MAX_QUANTITY = 99;
const SMALL_TALK: ReadonlySet<string> = new Set(['greeting', 'question', 'complaint', 'feedback']);

const wordsIn = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;
const clone = (data: ConversationData): ConversationData => structuredClone(data);

function hear(
  setup: ConversationSetup,
  data: ConversationData,
  text: string,
): Heard & { understanding: Understanding } {
  const { negotiation } = data;
  const understanding = understand(text, {
    language: setup.language,
    currency: setup.currency,
    listPrice: setup.listPrice,
    lastBotOffer: negotiation.offer,
    ...(data.lastUserBid === null ? {} : { lastShopperBid: data.lastUserBid }),
  });
  return {
    understanding,
    intents: understanding.intents.map(({ name, confidence }) => ({ name, confidence })),
    entities: understanding.entities,
    competitorPrice: understanding.competitorPrice,
  };
}

/** A reply that changes nothing in the negotiation (small talk, misunderstanding, after a deal). */
function talkOnly(
  data: ConversationData,
  speech: Speech,
  heard: Pick<Heard, 'intents' | 'entities'>,
  issues: string[],
  decision: string,
): TurnResult {
  const face = issues.length > 0 ? 'thinking' : null;
  const reply = speech.reply(face, issues.length > 0 ? 'thinking' : null, {
    ...heard,
    understandingIssues: issues,
    interactionData: {
      decision,
      offer: data.negotiation.offer,
      intent: heard.intents[0]?.name ?? null,
    },
  });
  data.replies += 1;
  return { ...resultOf(data), reply };
}

/** A currency sign or name: the number beside it is money, not a count. */
const CURRENCY =
  /[£$€¥]|\b(pounds?|quid|euros?|bucks|dollars?|gbp|eur|usd|livres?|pfund|mäuse)\b/iu;

/**
 * A quantity the shopper names ('two of them', 'x3'), or, when the bot has just asked how many, a
 * whole number with no currency beside it ('3', 'two please') that is too small to be a price.
 */
function quantityFrom(
  setup: ConversationSetup,
  text: string,
  understanding: Understanding,
  awaiting: boolean,
): { quantity: number; bare: boolean } | null {
  if (understanding.quantity !== null) return { quantity: understanding.quantity, bare: false };
  const count = understanding.bid;
  const bare =
    awaiting &&
    count !== null &&
    Number.isInteger(count) &&
    count < setup.listPrice / 4 &&
    !CURRENCY.test(text);
  return bare ? { quantity: count, bare: true } : null;
}

/**
 * 'Meet me in the middle': the bot meets the shopper at the midpoint of their last bid and its
 * offer (decide.ts). Before any bid it asks for their price. The middle of a lowball is only a bid
 * (else a lowball and 'halfway' would fetch the floor in two turns), and so is the middle after the
 * final offer (the bot moves no more) or a midpoint the shopper names above the real one: null,
 * answer it as such.
 */
function halfwayAnswer(
  setup: ConversationSetup,
  data: ConversationData,
  heard: Heard,
  halfway: 'asked' | 'named',
  bid: number | null,
): TurnResult | null {
  if (data.lastUserBid === null) {
    if (halfway === 'named') return null;
    const speech = new Speech(setup, data).say('halfway_ask');
    return talkOnly(data, speech, heard, [], 'ask_bid');
  }
  const lastZone = data.negotiation.zoneWalk.at(-1);
  if (lastZone !== undefined && isLowballZone(lastZone)) return null;
  const midpoint = halfwayPrice(negotiationSetupOf(setup), data.negotiation);
  if (midpoint === null) return null;
  const sign = setup.direction === 'up' ? -1 : 1;
  if (halfway === 'named' && bid !== null && sign * (bid - midpoint) > 0) return null;
  return meetInTheMiddle(setup, data, heard);
}

/**
 * One shopper message: understood, negotiated and answered. Amounts become bids; "ok" takes the
 * standing offer; "no" or "lower?" is a push; anything else is answered without a concession.
 */
export function answerShopper(
  setup: ConversationSetup,
  state: ConversationState,
  text: string,
): TurnResult {
  const data = clone(readState(state));
  data.talk.shopperMessages += 1;
  data.talk.shopperWords += wordsIn(text);
  const speech = new Speech(setup, data);
  const heard = hear(setup, data, text);
  const { understanding } = heard;
  const top = understanding.intents[0]?.name ?? 'unknown';
  if (SMALL_TALK.has(top)) data.talk.smallTalk += 1;

  if (data.ended) return talkOnly(data, speech.say('closed'), heard, [], 'closed');
  if (data.negotiation.phase === 'deal') {
    const price = speech.price(data.negotiation.dealPrice ?? data.negotiation.offer);
    return talkOnly(data, speech.say('already_deal', { price }), heard, [], 'already_deal');
  }

  let bid = understanding.bid;
  const quantity =
    setup.negotiationType === 'product'
      ? quantityFrom(setup, text, understanding, data.awaitingQuantity)
      : null;
  if (quantity && quantity.quantity >= 1 && quantity.quantity <= MAX_QUANTITY) {
    const changed = quantity.quantity !== data.quantity || data.awaitingQuantity;
    data.quantity = quantity.quantity;
    if (quantity.bare) bid = null;
    if (data.awaitingQuantity || (changed && bid === null)) {
      data.awaitingQuantity = false;
      speech.say('quantity_set', { quantity: String(data.quantity) });
      if (bid === null) return talkOnly(data, speech.offerAndInvite(), heard, [], 'quantity');
    }
  } else if (data.awaitingQuantity) {
    data.talk.misunderstood += 1;
    return talkOnly(
      data,
      speech.say('quantity_unclear'),
      heard,
      ['quantity_not_understood'],
      'ask_quantity',
    );
  }

  if (understanding.halfway !== null) {
    const halfway = halfwayAnswer(setup, data, heard, understanding.halfway, bid);
    if (halfway !== null) return halfway;
  }
  if (bid !== null) return negotiate(setup, data, heard, bid);
  // "What's your best price?": the bot's current offer, conceding what any push would.
  if (understanding.asksForOffer) return negotiate(setup, data, heard, null, { bestPrice: true });
  // "OK, deal" takes the standing offer, the list price too: the shopper agreed to pay it.
  if (top === 'accept') return takeOffer(setup, data, heard);
  // "Can you do better?": a push without an amount. An offer the bot could not price (10% of
  // nothing yet) is a misunderstanding instead, flagged below.
  if (top === 'reject' || (top === 'offer' && understanding.understood)) {
    return negotiate(setup, data, heard, null);
  }

  const price = speech.price(data.negotiation.offer);
  switch (top) {
    case 'goodbye':
      return talkOnly(data, speech.say('goodbye', { price }), heard, [], 'goodbye');
    case 'feedback':
      return talkOnly(data, speech.say('feedback'), heard, [], 'small_talk');
    case 'greeting':
    case 'question':
    case 'complaint':
      return talkOnly(data, speech.say(top).offerAndInvite(), heard, [], 'small_talk');
    default: {
      data.talk.misunderstood += 1;
      const example = speech.money(Math.round(data.negotiation.offer * 0.95));
      const issues =
        understanding.issues.length > 0 ? [...understanding.issues] : ['nothing_understood'];
      return talkOnly(
        data,
        speech.say('not_understood', { example }),
        heard,
        issues,
        'not_understood',
      );
    }
  }
}

/** The shopper pressed Accept on the bot's standing offer. */
export function acceptStandingOffer(
  setup: ConversationSetup,
  state: ConversationState,
): TurnResult {
  const data = clone(readState(state));
  return takeOffer(setup, data, {
    intents: [{ name: 'accept', confidence: 1 }],
    entities: [],
    competitorPrice: null,
  });
}

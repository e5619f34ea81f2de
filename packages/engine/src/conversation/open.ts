import { negotiationTerms } from '../negotiation/describe';
import { startNegotiation } from '../negotiation/negotiation';
import { scoresOf } from './scores';
import { Speech } from './speech';
import { asState, summaryFor, type ConversationData } from './state';
import type { NegotiationSetup } from '../negotiation/types';
import type { ConversationSetup, ConversationSummary, TurnResult } from './types';

/** The negotiation's terms: the conversation's, with what the rule's first gift costs. */
export const negotiationSetupOf = (setup: ConversationSetup): NegotiationSetup => ({
  ...setup,
  giftCost: setup.addons[0]?.syntheticValue ?? null,
});

/** What the session row shows for the conversation as it now stands. */
export function summaryOf(data: ConversationData): ConversationSummary {
  const { negotiation } = data;
  return {
    negotiationStatus: data.status,
    summaryStatus: data.summary,
    currentPrice: negotiation.offer,
    dealPrice: negotiation.dealPrice,
    lastUserBid: data.lastUserBid,
    walkawayPrice: data.walkawayPrice,
    zoneWalk: negotiation.zoneWalk,
    addonItemId: data.addonItemId,
    ...scoresOf(data),
    ended: data.ended,
    quantity: data.quantity,
  };
}

export const resultOf = (data: ConversationData) => ({
  state: asState(data),
  summary: summaryOf(data),
});

/**
 * The bot's greeting: the opening price (a returning shopper's last offer, so restarting does
 * not pay), or the question of how many when the rule asks that first.
 */
export function openConversation(setup: ConversationSetup): TurnResult {
  const negotiation = startNegotiation(negotiationSetupOf(setup));
  const data: ConversationData = {
    version: 1,
    negotiation,
    status: 'negotiating',
    summary: summaryFor('negotiating'),
    quantity: setup.quantity,
    awaitingQuantity: setup.askQuantityFirst && setup.negotiationType === 'product',
    addonItemId: null,
    ended: false,
    lastUserBid: null,
    sameBids: 0,
    walkawayPrice: negotiationTerms(setup).walkawayPrice,
    talk: { shopperMessages: 0, shopperWords: 0, smallTalk: 0, raisedBids: 0, misunderstood: 0 },
    replies: 0,
    quotedReasonIds: [],
    reasonMoments: { eligible: 0, lastQuoted: null },
    lastReply: null,
  };
  const speech = new Speech(setup, data);
  if (data.awaitingQuantity) speech.say('ask_quantity');
  else speech.say('opening', { price: speech.price(negotiation.offer) });
  if (setup.freeShippingIncluded) speech.say('free_shipping_included');
  const reply = speech.reply('welcome', 'happy', {
    intents: [],
    entities: [],
    understandingIssues: [],
    interactionData: { decision: 'opening', offer: negotiation.offer, round: 0 },
  });
  data.replies = 1;
  return { ...resultOf(data), reply };
}

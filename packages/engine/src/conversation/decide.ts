import { acceptOffer, meetHalfway, respondToBid } from '../negotiation/negotiation';
import type { NegotiationDecision, NegotiationPhase, NegotiationTurn } from '../negotiation/types';
import { ZONE_LOWBALL } from '../negotiation/zones';
import { negotiationSetupOf, resultOf } from './open';
import { Speech } from './speech';
import { summaryFor, type ConversationData } from './state';
import type { BotReply, ConversationSetup, TurnResult } from './types';

/**
 * One negotiation step of the conversation: the shopper's bid (or push, or acceptance) goes to
 * the negotiation, and its decision is put into words.
 */

/** What the shopper's message was understood to say, as the reply records it. */
export type Heard = Pick<BotReply, 'intents' | 'entities'> & {
  /** A price the shopper says they saw elsewhere: acknowledged before the decision. */
  competitorPrice: number | null;
};

const STATUS_OF_PHASE = {
  open: 'negotiating',
  final_offer: 'final_offer',
  deal: 'deal_agreed',
  ended: 'ended',
} as const satisfies Record<NegotiationPhase, ConversationData['status']>;

/**
 * What the shopper's turn asked for, beyond its bid, for the words of the answer: the bot's best
 * price ('what's your best price?'), the middle ('meet me halfway'), or the same bid again.
 */
export interface Asked {
  bestPrice?: boolean;
  halfway?: { midpoint: number; floored: boolean };
  sameBid?: number;
}

/** Did this bid move toward the bot? (Up when buying, down when the bot buys back.) */
const raised = (setup: ConversationSetup, bid: number, last: number | null) =>
  last !== null && (setup.direction === 'up' ? bid < last : bid > last);

/**
 * The negotiation's decision in words; the rule's gift is announced the turn the negotiation
 * first puts it on the table.
 */
function speakDecision(
  setup: ConversationSetup,
  data: ConversationData,
  decision: NegotiationDecision,
  previousOffer: number,
  heard: Heard,
  bid: number | null,
  asked: Asked = {},
): TurnResult {
  const speech = new Speech(setup, data);
  const { competitorPrice, ...said } = heard;
  // A price seen elsewhere is acknowledged, whatever the bot then does with it.
  if (competitorPrice !== null) {
    speech.say('competitor_price', { competitor: speech.money(competitorPrice) });
  }
  const details = {
    ...said,
    understandingIssues: [],
    interactionData: {
      decision: decision.kind,
      offer: decision.price,
      bid,
      zone: decision.zone,
      round: decision.round,
      turnsLeft: decision.turnsLeft,
      intent: heard.intents[0]?.name ?? null,
    },
  };
  const price = speech.price(decision.price);
  if (asked.sameBid !== undefined && decision.kind !== 'accept' && decision.kind !== 'deal') {
    speech.say('same_bid', { bid: speech.money(asked.sameBid) });
  }
  // A final offer at the full list price is no concession at all: it is said as the bot's price.
  const atList = decision.price === setup.listPrice;
  const finish = (reply: ReturnType<Speech['reply']>): TurnResult => {
    data.replies += 1;
    return { ...resultOf(data), reply };
  };
  switch (decision.kind) {
    case 'accept':
    case 'deal':
      speech.say(decision.kind === 'accept' ? 'accept_bid' : 'deal', { price }).say('claim_deal');
      return finish(speech.terms().reply('celebrate', 'happy', details));
    case 'reject_lowball':
      // Why the price stands, maybe, then a prompt: the shopper should bid again, not give up.
      speech.say('reject_lowball', { price }).reason('reject_lowball').say('invite_bid');
      return finish(speech.reply('firm', 'sobbing', details));
    case 'ended':
      speech.say(atList ? 'after_offer' : 'after_final', { price });
      return finish(speech.reply('sad', 'sad', details));
    case 'final_stands':
      speech.say(atList ? 'price_stands' : 'final_stands', { price }).reason('final_stands');
      return finish(speech.reply('firm', 'thinking', details));
    case 'final_offer':
    case 'counter': {
      const final = decision.kind === 'final_offer' && !atList;
      const hold = !final && decision.price === previousOffer;
      if (final) speech.say('final_offer', { price });
      else if (asked.halfway?.floored) {
        speech.say('halfway_floor', { price, midpoint: speech.money(asked.halfway.midpoint) });
      } else if (asked.halfway) speech.say('halfway_counter', { price });
      else if (asked.bestPrice) speech.say('best_offer', { price });
      else if (decision.kind === 'final_offer') speech.say('offer_now', { price });
      else if (hold) speech.say('counter_hold', { price });
      else if (decision.zone !== null && decision.zone >= ZONE_LOWBALL) {
        speech.say('counter_lowball', { price });
      } else speech.say('counter', { price });
      const addon = setup.addons[0];
      if (addon && decision.gift && data.addonItemId === null) {
        data.addonItemId = addon.addonItemId;
        if (addon.type === 'free_shipping') speech.say('free_shipping_offer', { price });
        else
          speech.say('addon_offer', {
            price,
            addon: addon.name,
            value: speech.money(addon.displayValue),
          });
        return finish(speech.reply('wink', 'heart', details));
      }
      // The gift said enough; otherwise a held price or the final offer may give its reason.
      if (final) speech.reason('final_offer');
      else if (hold) speech.reason('hold');
      return finish(speech.reply(final ? 'firm' : 'thinking', 'thinking', details));
    }
  }
}

/** Applies a negotiation turn to the conversation and says what was decided. */
function apply(
  setup: ConversationSetup,
  data: ConversationData,
  heard: Heard,
  bid: number | null,
  turn: NegotiationTurn,
  asked: Asked,
): TurnResult {
  const previousOffer = data.negotiation.offer;
  if (bid !== null && raised(setup, bid, data.lastUserBid)) data.talk.raisedBids += 1;
  data.negotiation = turn.state;
  if (bid !== null) {
    data.sameBids = bid === data.lastUserBid ? data.sameBids + 1 : 0;
    data.lastUserBid = bid;
  }
  data.status = STATUS_OF_PHASE[turn.state.phase];
  data.summary = summaryFor(data.status);
  if (turn.state.phase === 'ended') data.ended = true;
  return speakDecision(setup, data, turn.decision, previousOffer, heard, bid, asked);
}

/**
 * A bid (or, with none, a push such as 'what's your best price?'), negotiated as any turn: asking
 * for the best price concedes what a push does, no more.
 */
export function negotiate(
  setup: ConversationSetup,
  data: ConversationData,
  heard: Heard,
  bid: number | null,
  asked: Pick<Asked, 'bestPrice'> = {},
): TurnResult {
  // The same bid a third time in a row: the bot says it has heard it already.
  const again = bid !== null && bid === data.lastUserBid && data.sameBids >= 1;
  const turn = respondToBid(negotiationSetupOf(setup), data.negotiation, bid);
  return apply(setup, data, heard, bid, turn, again ? { ...asked, sameBid: bid } : asked);
}

/**
 * 'Meet me in the middle': the bot counters at the midpoint between the shopper's last honest bid
 * and its offer, or at its floor when the midpoint lies past it; null when there is no middle to
 * meet in (no honest bid yet, or the final offer made).
 */
export function meetInTheMiddle(
  setup: ConversationSetup,
  data: ConversationData,
  heard: Heard,
): TurnResult | null {
  const turn = meetHalfway(negotiationSetupOf(setup), data.negotiation);
  if (turn === null) return null;
  const { midpoint, floored } = turn;
  return apply(setup, data, heard, midpoint, turn, { halfway: { midpoint, floored } });
}

export function takeOffer(
  setup: ConversationSetup,
  data: ConversationData,
  heard: Heard,
): TurnResult {
  const previousOffer = data.negotiation.offer;
  const turn = acceptOffer(negotiationSetupOf(setup), data.negotiation);
  data.negotiation = turn.state;
  data.status = 'deal_agreed';
  data.summary = summaryFor(data.status);
  return speakDecision(setup, data, turn.decision, previousOffer, heard, null);
}

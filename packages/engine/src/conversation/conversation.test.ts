import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@parley/contract';
import { acceptStandingOffer, answerShopper } from './answer';
import {
  answerRecoveredOffer,
  leaveConversation,
  markAddedToBasket,
  markPurchased,
} from './lifecycle';
import { conversationSetupOf, giftOf } from '../../test/support/conversation';
import { openConversation } from './open';
import type { ConversationAddon, ConversationSetup, TurnResult } from './types';

/** Plays the shopper's lines; returns every turn, the opening first. */
function chat(setup: ConversationSetup, lines: string[]): TurnResult[] {
  const turns = [openConversation(setup)];
  for (const text of lines) turns.push(answerShopper(setup, turns.at(-1)!.state, text));
  return turns;
}
const last = (turns: TurnResult[]) => turns.at(-1)!;

/** Four rising bids against a rule with one gift and room for eight bids (the gift's turn). */
function bidWithGift(gift: Partial<ConversationAddon>) {
  const setup = conversationSetupOf({ addons: [giftOf(gift)], maxBids: 8 });
  return { setup, turns: chat(setup, ['£76', '£79', '£80', '£81']) };
}

describe('opening', () => {
  it('greets with the list price and the welcome face, and starts pending', () => {
    const opened = openConversation(conversationSetupOf());
    expect(opened.reply.lines[0]).toContain('£100');
    expect(opened.reply.lines[0]).toContain('the Waxed Jacket');
    expect(opened.reply.expression?.expressionId).toBe('welcome');
    expect(opened.summary).toMatchObject({
      negotiationStatus: 'negotiating',
      summaryStatus: 'abandoned_negotiated',
      currentPrice: 100,
      walkawayPrice: 84,
      zoneWalk: [],
      engagementCategory: 'pending',
      chattinessCategory: 'pending',
      ended: false,
    });
  });

  it('opens a returning shopper at their last chat’s offer', () => {
    const opened = openConversation(
      conversationSetupOf({ previous: { lastBotOffer: 91, rounds: 3 } }),
    );
    expect(opened.summary.currentPrice).toBe(91);
    expect(opened.reply.lines[0]).toContain('£91');
  });

  it('speaks every language, with the amounts in its own format', () => {
    const texts = CHAT_LANGUAGES.map(
      (language) =>
        openConversation(
          conversationSetupOf({ language, currency: 'EUR', currencySymbol: '€', listPrice: 80.5 }),
        ).reply.lines[0],
    );
    expect(texts[0]).toContain('€80.50');
    expect(texts.slice(1).every((text) => text?.replace(/\s/g, ' ').includes('80,50 €'))).toBe(
      true,
    );
    expect(new Set(texts).size).toBe(4);
  });

  it('asks how many first when the rule says so, then negotiates the unit price', () => {
    const turns = chat(conversationSetupOf({ askQuantityFirst: true }), [
      '3',
      'I can pay £90 each',
    ]);
    expect(turns[0]!.reply.lines[0]).toMatch(/how many/i);
    expect(turns[1]!.summary.quantity).toBe(3);
    expect(turns[1]!.reply.lines.join(' ')).toContain('£300 for 3');
    expect(turns[2]!.reply.interactionData).toMatchObject({ bid: 90 });
  });

  it('flags a quantity it cannot read and keeps asking', () => {
    const turns = chat(conversationSetupOf({ askQuantityFirst: true }), ['hmm not sure']);
    expect(last(turns).reply.understandingIssues).toEqual(['quantity_not_understood']);
    expect(last(turns).reply.lines[0]).toMatch(/how many/i);
  });
});

describe('bargaining', () => {
  it('counters a bid between list and walkaway, never below the walkaway', () => {
    const turn = last(chat(conversationSetupOf(), ['I can pay £80']));
    expect(turn.reply.interactionData).toMatchObject({ decision: 'counter', bid: 80 });
    expect(turn.summary.currentPrice).toBeGreaterThanOrEqual(84);
    expect(turn.summary.currentPrice).toBeLessThan(100);
    expect(turn.summary.lastUserBid).toBe(80);
    expect(turn.summary.zoneWalk).toHaveLength(1);
    expect(turn.reply.intents[0]?.name).toBe('offer');
    expect(turn.reply.entities[0]).toMatchObject({ role: 'price', dataType: 'money' });
  });

  it('answers a low opening with a real counter, then holds firm on the same lowball', () => {
    const [opening, again] = chat(conversationSetupOf(), ['£40', '£40']).slice(1);
    expect(opening!.reply.interactionData).toMatchObject({ decision: 'counter', bid: 40 });
    expect(opening!.reply.lines[0]).toMatch(/lower than I can go|well below/);
    expect(opening!.summary.currentPrice).toBeLessThan(100);
    expect(opening!.summary.currentPrice).toBeGreaterThan(90);
    expect(opening!.summary.lastUserBid).toBe(40);
    expect(opening!.summary.zoneWalk[0]).toBeGreaterThanOrEqual(6);
    expect(again!.reply.interactionData).toMatchObject({ decision: 'reject_lowball' });
    expect(again!.reply.expression?.expressionId).toBe('firm');
    expect(again!.summary.currentPrice).toBe(opening!.summary.currentPrice);
  });

  it('acknowledges a price the shopper saw elsewhere and bids it', () => {
    const turn = last(chat(conversationSetupOf(), ['I saw it for £82 on Amazon']));
    expect(turn.reply.lines[0]).toMatch(/£82 elsewhere/);
    expect(turn.reply.interactionData).toMatchObject({ bid: 82 });
  });

  it('accepts a bid at its own offer and celebrates the deal', () => {
    const turns = chat(conversationSetupOf(), ['£80']);
    const offer = last(turns).summary.currentPrice;
    const deal = answerShopper(conversationSetupOf(), last(turns).state, `£${offer} it is`);
    expect(deal.summary).toMatchObject({
      negotiationStatus: 'deal_agreed',
      summaryStatus: 'abandoned_deal_agreed',
      dealPrice: offer,
    });
    expect(deal.reply.expression).toMatchObject({ expressionId: 'celebrate' });
    expect(deal.reply.expression?.dealPrice).toContain('£');
    expect(deal.reply.expression?.percentage).toMatch(/%$/);
    expect(deal.reply.botReaction).toBe('happy');
  });

  it('takes the standing offer on "ok" and on the Accept button', () => {
    const countered = last(chat(conversationSetupOf(), ['£80']));
    const ok = answerShopper(conversationSetupOf(), countered.state, 'ok deal');
    const pressed = acceptStandingOffer(conversationSetupOf(), countered.state);
    for (const turn of [ok, pressed]) {
      expect(turn.summary.negotiationStatus).toBe('deal_agreed');
      expect(turn.summary.dealPrice).toBe(countered.summary.currentPrice);
    }
  });

  it('sells at the list price to a shopper who agrees to it at once', () => {
    const turn = last(chat(conversationSetupOf(), ['OK, deal!']));
    expect(turn.summary).toMatchObject({ negotiationStatus: 'deal_agreed', dealPrice: 100 });
    expect(turn.reply.expression?.percentage).toBeUndefined();
  });

  it('makes a final offer by the bid limit, lets it stand a few turns, then ends', () => {
    const turns = chat(conversationSetupOf({ maxBids: 3 }), [
      '£85',
      '£85',
      '£85',
      'no',
      'no',
      'no',
    ]);
    expect(turns[3]!.summary).toMatchObject({
      negotiationStatus: 'final_offer',
      summaryStatus: 'abandoned_reached_final_offer',
    });
    // The third £85 in a row is first told it is the same bid again.
    expect(turns[3]!.reply.lines[0]).toMatch(/same £85/);
    expect(turns[3]!.reply.lines[1]).toMatch(/final offer/);
    expect(turns[4]!.reply.lines[0]).toMatch(/final offer/);
    expect(turns[4]!.summary.negotiationStatus).toBe('final_offer');
    expect(last(turns).summary).toMatchObject({ negotiationStatus: 'ended', ended: true });
    expect(last(turns).reply.expression?.expressionId).toBe('sad');
  });

  it('offers the rule’s gift once, instead of its last price step, and keeps it with the deal', () => {
    const { setup, turns } = bidWithGift({
      addonItemId: 'gift-1',
      name: 'a leather keyring',
      shortDescription: 'Hand-stitched',
      displayValue: 12,
    });
    const offered = turns.findIndex((turn) => turn.reply.lines.join(' ').includes('keyring'));
    expect(offered).toBe(3);
    expect(turns[3]!.summary.currentPrice).toBe(turns[2]!.summary.currentPrice);
    expect(turns[3]!.reply.expression?.expressionId).toBe('wink');
    expect(turns[4]!.reply.lines.join(' ')).not.toContain('keyring');
    const deal = acceptStandingOffer(setup, last(turns).state);
    expect(deal.summary.addonItemId).toBe('gift-1');
  });

  it('keeps a gift that costs more than the step it would replace off the table', () => {
    const { turns } = bidWithGift({
      addonItemId: 'gift-2',
      type: 'bundle_item',
      name: 'a spare pair of laces',
      shortDescription: 'Waxed',
      displayValue: 30,
      syntheticValue: 25,
    });
    expect(turns.every((turn) => !turn.reply.lines.join(' ').includes('laces'))).toBe(true);
    expect(last(turns).summary.addonItemId).toBeNull();
  });

  it('answers small talk without moving, and flags what it does not understand', () => {
    const turns = chat(conversationSetupOf(), ['Hello!', 'Do you ship to Ireland?', 'blorp']);
    expect(turns[1]!.reply.lines.join(' ')).toContain('£100');
    expect(turns[2]!.summary.currentPrice).toBe(100);
    expect(turns[2]!.reply.intents[0]?.name).toBe('question');
    expect(last(turns).reply.understandingIssues).toEqual(['nothing_understood']);
    expect(last(turns).summary.zoneWalk).toEqual([]);
  });

  it('pushes on "can you go lower?" as a turn without an amount', () => {
    const turn = last(chat(conversationSetupOf(), ['can you go lower?']));
    expect(turn.reply.interactionData).toMatchObject({ decision: 'counter', bid: null });
    expect(turn.summary.currentPrice).toBeLessThan(100);
  });

  it('buys back upwards, in buyback wording', () => {
    const setup = conversationSetupOf({ direction: 'up', listPrice: 50 });
    const turns = chat(setup, ['I want £60']);
    expect(turns[0]!.reply.lines[0]).toMatch(/£50 for the Waxed Jacket/);
    expect(last(turns).summary.currentPrice).toBeGreaterThan(50);
    expect(last(turns).summary.currentPrice).toBeLessThanOrEqual(58);
  });

  it('reads the same under the same seed, and differently under another', () => {
    const lines = ['£70', '£75', 'can you do better?', '£80'];
    const a = chat(conversationSetupOf(), lines).map((turn) => turn.reply.lines);
    expect(chat(conversationSetupOf(), lines).map((turn) => turn.reply.lines)).toEqual(a);
    const prices = (seed: number) =>
      chat(conversationSetupOf({ seed }), lines).map((turn) => turn.summary.currentPrice);
    expect(new Set([1, 2, 3, 4, 5].map((seed) => prices(seed).join())).size).toBeGreaterThan(1);
  });
});

describe('after the chat', () => {
  it('keeps a walk-away’s last offer for the store when they leave an e-mail', () => {
    const setup = conversationSetupOf({ maxBids: 2, recoveredParleysActive: true });
    const turns = chat(setup, ['£76', '£77']);
    const left = leaveConversation(setup, last(turns).state, { emailGiven: true });
    expect(left.summary).toMatchObject({ summaryStatus: 'user_offer_available', ended: true });
    expect(left.summary.lastUserBid).toBe(77);
    const silent = leaveConversation(setup, last(turns).state, { emailGiven: false });
    expect(silent.summary.summaryStatus).toBe('abandoned_reached_final_offer');
    const off = leaveConversation(
      conversationSetupOf({ maxBids: 2 }),
      last(chat(conversationSetupOf({ maxBids: 2 }), ['£76', '£77'])).state,
      { emailGiven: true },
    );
    expect(off.summary.summaryStatus).toBe('abandoned_reached_final_offer');
  });

  it('keeps the retailer’s answer to a waiting offer, so that its purchase counts as recovered', () => {
    const setup = conversationSetupOf({ maxBids: 2, recoveredParleysActive: true });
    const left = leaveConversation(setup, last(chat(setup, ['£76', '£77'])).state, {
      emailGiven: true,
    });
    const accepted = answerRecoveredOffer(setup, left.state, 'user_offer_accepted', 72);
    expect(accepted.summary).toMatchObject({ summaryStatus: 'user_offer_accepted', dealPrice: 72 });
    // Answered once: a second answer changes nothing.
    const again = answerRecoveredOffer(setup, accepted.state, 'user_offer_rejected', null);
    expect(again.summary).toMatchObject({ summaryStatus: 'user_offer_accepted', dealPrice: 72 });
    // The purchase is the deal at the price the retailer offered.
    expect(markPurchased(setup, accepted.state).summary).toMatchObject({
      negotiationStatus: 'recovered_purchased',
      summaryStatus: 'recovered_purchased',
      dealPrice: 72,
    });
    const rejected = answerRecoveredOffer(setup, left.state, 'user_offer_rejected', null);
    expect(rejected.summary).toMatchObject({
      summaryStatus: 'user_offer_rejected',
      dealPrice: null,
    });
    const open = last(chat(setup, ['£70']));
    expect(
      answerRecoveredOffer(setup, open.state, 'user_offer_accepted', 70).summary.summaryStatus,
    ).toBe(open.summary.summaryStatus);
  });

  it('moves a deal to the basket and to sold; a purchase ends the chat', () => {
    const setup = conversationSetupOf();
    const deal = acceptStandingOffer(setup, last(chat(setup, ['£80'])).state);
    const basket = markAddedToBasket(setup, deal.state);
    expect(basket.summary).toMatchObject({
      negotiationStatus: 'added_to_basket',
      summaryStatus: 'added_to_basket',
    });
    expect(leaveConversation(setup, basket.state, { emailGiven: false }).summary.ended).toBe(false);
    const sold = markPurchased(setup, basket.state);
    expect(sold.summary).toMatchObject({
      negotiationStatus: 'purchased',
      summaryStatus: 'sold',
      ended: true,
    });
  });

  it('does not put a negotiation without a deal in the basket', () => {
    const setup = conversationSetupOf();
    const open = last(chat(setup, ['£80']));
    expect(markAddedToBasket(setup, open.state).summary.negotiationStatus).toBe('negotiating');
  });

  it('answers a message after the deal with the deal, and after the end with a goodbye', () => {
    const setup = conversationSetupOf();
    const deal = acceptStandingOffer(setup, last(chat(setup, ['£80'])).state);
    const again = answerShopper(setup, deal.state, '£50');
    expect(again.summary.dealPrice).toBe(deal.summary.dealPrice);
    expect(again.reply.interactionData).toMatchObject({ decision: 'already_deal' });
    const ended = last(chat(conversationSetupOf({ maxBids: 1 }), ['£78', 'no', 'no', 'no']));
    expect(ended.summary.ended).toBe(true);
    const after = answerShopper(conversationSetupOf({ maxBids: 1 }), ended.state, '£90');
    expect(after.reply.interactionData).toMatchObject({ decision: 'closed' });
    expect(after.summary.currentPrice).toBe(ended.summary.currentPrice);
  });

  it('scores a talkative, engaged shopper above a terse one', () => {
    const chatty = last(
      chat(conversationSetupOf(), [
        'Hello there, I really love this jacket but it is a bit much for me',
        'Would you take £80 for it, I would be very happy with that',
        'Okay then, how about £83 and we have ourselves a deal my friend',
      ]),
    ).summary;
    const terse = last(chat(conversationSetupOf(), ['70', '70'])).summary;
    expect(chatty.chattinessCategory).toBe('chatty');
    expect(terse.chattinessCategory).toBe('terse');
    expect(chatty.engagementScore!).toBeGreaterThan(terse.engagementScore!);
    expect(chatty.engagementScore!).toBeLessThanOrEqual(5);
  });

  it('refuses a state it did not make', () => {
    expect(() => answerShopper(conversationSetupOf(), { version: 9 }, 'hi')).toThrow(
      /Unknown conversation state/,
    );
  });
});

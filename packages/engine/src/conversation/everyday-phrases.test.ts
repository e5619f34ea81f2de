import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversationSetupOf, setupDraws } from '../../test/support/conversation';
import { BEST_PRICE_ASKS } from '../../test/support/everyday-phrases';
import { defaultHyperParameters } from '../algorithm-defaults';
import { negotiationTerms } from '../negotiation/describe';
import { respondToBid } from '../negotiation/negotiation';
import { answerShopper } from './answer';
import { formatMoney } from './money';
import { negotiationSetupOf, openConversation } from './open';
import { readState } from './state';
import type { ConversationSetup, TurnResult } from './types';

/**
 * The bot's answers to the shopper's everyday phrases (issue 30, item 11): its best price when
 * asked, a real move to the middle, no final offer at the list price, and no reply word for word
 * as the one before. How the phrases are read is in language/everyday-phrases.test.ts.
 */

/** Plays the shopper's lines; returns every turn, the opening first. */
function chat(setup: ConversationSetup, lines: readonly string[]): TurnResult[] {
  const turns = [openConversation(setup)];
  for (const text of lines) turns.push(answerShopper(setup, turns.at(-1)!.state, text));
  return turns;
}
const last = (turns: TurnResult[]) => turns.at(-1)!;
const text = (turn: TurnResult) => turn.reply.lines.join(' ');
const money = (amount: number) => formatMoney(amount, conversationSetupOf());

/** What `setupDraws` draws, as plain values. */
type Drawn = {
  [K in keyof ReturnType<typeof setupDraws>]: ReturnType<typeof setupDraws>[K] extends fc.Arbitrary<
    infer V
  >
    ? V
    : never;
};

/** A drawn setup as the conversation property tests build it. */
const setupFrom = (s: Drawn, walkawayPercentage = s.walkawayPercentage): ConversationSetup =>
  conversationSetupOf({
    direction: s.direction,
    subject: 'it',
    listPrice: s.listPrice,
    walkawayPercentage,
    algorithm: { version: s.version, hyperParameters: defaultHyperParameters(s.version) },
    maxBids: s.maxBids,
    seed: s.seed,
  });

const NEGOTIATED = ['counter', 'final_offer', 'final_stands', 'ended'];
const open = (turn: TurnResult) => !turn.summary.ended && turn.summary.dealPrice === null;

describe('asking for the best price', () => {
  it.each(BEST_PRICE_ASKS)(
    'answers "%s" with its current offer, conceding what any push would',
    (ask) => {
      const setup = conversationSetupOf();
      for (const before of [[], ['£80']]) {
        const turns = chat(setup, [...before, ask]);
        const turn = last(turns);
        expect(turn.reply.interactionData).toMatchObject({ decision: 'counter', bid: null });
        expect(turn.reply.lines[0]).toMatch(/best/i);
        expect(turn.reply.lines[0]).toContain(money(turn.summary.currentPrice));
        expect(text(turn)).not.toMatch(/only able to help|not sure what you mean/);
        // The same step as a push without words: asking has no price of its own.
        const previous = readState(turns.at(-2)!.state).negotiation;
        const push = respondToBid(negotiationSetupOf(setup), previous, null);
        expect(turn.summary.currentPrice).toBe(push.decision.price);
      }
    },
  );

  it('never reaches the walkaway sooner by asking again and again than by bidding it', () => {
    fc.assert(
      fc.property(
        fc.record(setupDraws(2000, 8)),
        fc.array(fc.constantFrom(...BEST_PRICE_ASKS), { minLength: 1, maxLength: 10 }),
        (s, asks) => {
          const setup = setupFrom(s);
          const sign = s.direction === 'down' ? 1 : -1;
          const { walkawayPrice } = negotiationTerms(setup);
          const asked = chat(setup, asks);
          const bidding = chat(
            setup,
            asks.map(() => `£${walkawayPrice.toFixed(2)}`),
          );
          for (let index = 1; index < asked.length; index += 1) {
            if (!open(asked[index - 1]!)) break;
            const turn = asked[index]!;
            expect(NEGOTIATED).toContain(turn.reply.interactionData.decision);
            const price = turn.summary.currentPrice;
            expect(sign * (price - walkawayPrice)).toBeGreaterThanOrEqual(0);
            // Compared with a shopper who bid the walkaway every turn, while they still bargain.
            if (bidding.slice(0, index + 1).every(open)) {
              const bid = bidding[index]!.summary.currentPrice;
              expect(sign * (price - bid)).toBeGreaterThanOrEqual(-0.005);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('meeting in the middle', () => {
  it.each([
    'meet me in the middle',
    "let's split the difference",
    "Let's meet halfway",
    'split the diff?',
  ])('answers "%s" with a counter at the midpoint of the last bid and its offer', (words) => {
    const turns = chat(conversationSetupOf(), ['£86', words]);
    expect(turns[1]!.summary.currentPrice).toBe(94);
    const turn = last(turns);
    expect(turn.reply.interactionData).toMatchObject({ decision: 'counter', bid: 90 });
    expect(turn.summary.currentPrice).toBe(90);
    expect(turn.summary.dealPrice).toBeNull();
    expect(turn.reply.lines[0]).toMatch(/middle|halfway/i);
    expect(turn.reply.lines[0]).toContain('£90');
  });

  it('moves to the middle once: the midpoint is the shopper’s bid, so no second split follows', () => {
    const setup = conversationSetupOf();
    for (const after of [['meet me in the middle'], ['£86', 'meet me in the middle'], ['£86']]) {
      const turns = chat(setup, ['£86', 'meet me in the middle', ...after]);
      expect(turns[2]!.summary.currentPrice).toBe(90);
      // Bidding low again or asking again never halves the gap a second time.
      for (const turn of turns.slice(3)) expect(turn.summary.currentPrice).toBe(90);
    }
  });

  it('meets the true middle when the shopper names a lower one', () => {
    const turn = last(chat(conversationSetupOf(), ['£90', 'meet in the middle at £91']));
    expect(turn.summary.currentPrice).toBe(93);
    expect(turn.reply.lines[0]).toMatch(/halfway at £93|middle: £93/);
  });

  it('says so when the middle lies past its floor, and offers the floor', () => {
    const setup = conversationSetupOf();
    const turn = last(chat(setup, ['£80', 'meet me in the middle']));
    const { softFloorPrice } = negotiationTerms(setup);
    expect(turn.reply.lines[0]).toMatch(/Halfway would be £86\.50|halfway \(£86\.50\)/);
    expect(turn.summary.currentPrice).toBeGreaterThanOrEqual(softFloorPrice);
    expect(turn.summary.currentPrice).toBeLessThan(softFloorPrice + 1);
    expect(turn.reply.lines[0]).toContain(money(turn.summary.currentPrice));
  });

  it('asks for the shopper’s price when there is no bid to meet yet', () => {
    const turns = chat(conversationSetupOf(), ['meet me in the middle']);
    const turn = last(turns);
    expect(turn.reply.interactionData).toMatchObject({ decision: 'ask_bid' });
    expect(turn.reply.understandingIssues).toEqual([]);
    expect(turn.reply.lines[0]).toMatch(/middle.*price|price.*in mind/i);
    expect(turn.summary.currentPrice).toBe(100);
  });

  it('takes the middle of a lowball as a bid, not as a reason to go to its floor', () => {
    const setup = conversationSetupOf();
    const turn = last(chat(setup, ['£10', 'split the difference']));
    expect(turn.reply.interactionData).toMatchObject({ bid: 52 });
    expect(turn.summary.currentPrice).toBeGreaterThan(negotiationTerms(setup).softFloorPrice + 1);
  });

  it('after its final offer, takes the middle of the last bid and that offer as a bid', () => {
    const turns = chat(conversationSetupOf({ maxBids: 1 }), ['£80', 'meet me in the middle']);
    const final = turns[1]!.summary.currentPrice;
    expect(turns[1]!.reply.interactionData).toMatchObject({ decision: 'final_offer' });
    expect(last(turns).reply.interactionData).toMatchObject({
      decision: 'final_stands',
      bid: (80 + final) / 2,
    });
  });

  it('does not move again when asked to meet in the same middle twice', () => {
    const turns = chat(conversationSetupOf(), [
      '£86',
      'meet me in the middle',
      'split the difference',
    ]);
    expect(last(turns).summary.currentPrice).toBe(90);
  });

  it('never counters past the floor or the middle, nor retreats (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record(setupDraws(2000, 8)),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.constantFrom('meet me in the middle', "let's split the difference", 'meet halfway?'),
        (s, share, words) => {
          const setup = setupFrom(s);
          const sign = s.direction === 'down' ? 1 : -1;
          const { walkawayPrice, softFloorPrice } = negotiationTerms(setup);
          const turns = chat(setup, [`£${(s.listPrice * share).toFixed(2)}`, words]);
          const [bid, halfway] = turns.slice(1);
          if (!open(bid!) || readState(bid!.state).negotiation.lastBid === null) return;
          const offer = bid!.summary.currentPrice;
          const price = halfway!.summary.currentPrice;
          const midpoint = (readState(bid!.state).negotiation.lastBid! + offer) / 2;
          expect(halfway!.summary.dealPrice).toBeNull();
          expect(sign * (offer - price)).toBeGreaterThanOrEqual(0);
          expect(sign * (price - walkawayPrice)).toBeGreaterThanOrEqual(0);
          expect(sign * (price - midpoint)).toBeGreaterThanOrEqual(-0.005);
          // Before the final offer, no further than one price point short of the middle or floor.
          if (halfway!.summary.negotiationStatus === 'negotiating') {
            const bound = sign * Math.max(sign * midpoint, sign * softFloorPrice);
            const pricePoint = Math.max(0.01, Math.abs(s.listPrice - walkawayPrice) / 8);
            expect(sign * (price - bound)).toBeLessThanOrEqual(pricePoint + 0.005);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a final offer at the list price', () => {
  it('is said as the bot’s price, not as a final offer, and so is what follows it', () => {
    const setup = conversationSetupOf({ walkawayPercentage: 0 });
    const turns = chat(
      setup,
      Array.from({ length: 10 }, () => '£90'),
    ).slice(1);
    const decisions = turns.map((turn) => turn.reply.interactionData.decision);
    expect(decisions).toContain('final_offer');
    expect(decisions).toContain('final_stands');
    expect(decisions).toContain('ended');
    for (const turn of turns) expect(text(turn)).not.toMatch(/final/i);
  });

  it('is never made, whatever the shopper says (fast-check)', () => {
    const lines = fc.oneof(
      fc.constantFrom(...BEST_PRICE_ASKS, 'no', 'too expensive', 'meet me halfway'),
      fc.double({ min: 0.3, max: 1.2, noNaN: true }).map((share) => `£${share.toFixed(2)}x`),
    );
    fc.assert(
      fc.property(
        fc.record(setupDraws(2000, 6)),
        fc.constantFrom(0, 1, 5),
        fc.array(lines, { minLength: 1, maxLength: 10 }),
        (s, walkaway, said) => {
          const setup = setupFrom(s, walkaway);
          const typed = said.map((line) =>
            line.endsWith('x') ? `£${(Number(line.slice(1, -1)) * s.listPrice).toFixed(2)}` : line,
          );
          for (const turn of chat(setup, typed).slice(1)) {
            if (turn.reply.interactionData.offer === s.listPrice) {
              expect(text(turn)).not.toMatch(/final/i);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("'I'm at £X' again and again", () => {
  it('never gets the same reply twice in a row, and hears it is the same bid from the third on', () => {
    const turns = chat(
      conversationSetupOf(),
      Array.from({ length: 6 }, () => "I'm at £80"),
    ).slice(1);
    for (const [index, turn] of turns.entries()) {
      expect(turn.reply.interactionData).toMatchObject({ bid: 80 });
      if (index === 0) continue;
      expect(text(turn)).not.toBe(text(turns[index - 1]!));
      if (index === 1) continue;
      expect(turn.reply.lines[0]).toMatch(/same|still at/i);
      expect(turn.reply.lines[0]).toContain('£80');
    }
  });

  it('never repeats a reply word for word while the negotiation is on (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record(setupDraws(2000, 8)),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        fc.array(fc.constantFrom('bid', 'ask', 'push'), { minLength: 2, maxLength: 10 }),
        (s, share, moves) => {
          const setup = setupFrom(s);
          const bid = `I'm at £${(s.listPrice * share).toFixed(2)}`;
          const said = moves.map((move) =>
            move === 'bid' ? bid : move === 'ask' ? 'best price?' : 'too much',
          );
          const turns = chat(setup, said).slice(1);
          for (let index = 1; index < turns.length; index += 1) {
            if (!open(turns[index - 1]!) || !open(turns[index]!)) break;
            expect(text(turns[index]!)).not.toBe(text(turns[index - 1]!));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

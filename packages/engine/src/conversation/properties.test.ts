import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEGOTIATION_OBJECTIVES } from '@parley/contract';
import { conversationSetupOf, setupDraws } from '../../test/support/conversation';
import { defaultHyperParameters } from '../algorithm-defaults';
import { acceptStandingOffer, answerShopper } from './answer';
import { openConversation } from './open';

const setupArb = fc.record({
  ...setupDraws(2000, 10),
  objective: fc.constantFrom(...NEGOTIATION_OBJECTIVES),
});

/** What a shopper may type: bids around the list price in several forms, pushes and chatter. */
const messageArb = (list: number) =>
  fc.oneof(
    fc.double({ min: 0.2, max: 1.6, noNaN: true }).map((f) => `£${(list * f).toFixed(2)}`),
    fc
      .double({ min: 0.5, max: 1.2, noNaN: true })
      .map((f) => `I can pay ${Math.round(list * f)} quid`),
    fc.integer({ min: 1, max: 40 }).map((p) => `${p}% off?`),
    fc.constantFrom('can you go lower?', 'no', 'hello', 'is it waterproof?', 'ok deal', 'asdf', ''),
  );

describe('conversation invariants (fast-check)', () => {
  it('keeps every offer between walkaway and list, never retreats, and makes its final offer by the bid limit', () => {
    fc.assert(
      fc.property(
        setupArb.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.array(messageArb(s.listPrice), { minLength: 1, maxLength: 16 }),
          ),
        ),
        ([s, messages]) => {
          const setup = conversationSetupOf({
            direction: s.direction,
            subject: 'it',
            listPrice: s.listPrice,
            objective: s.objective,
            walkawayPercentage: s.walkawayPercentage,
            algorithm: { version: s.version, hyperParameters: defaultHyperParameters(s.version) },
            maxBids: s.maxBids,
            recoveredParleysActive: true,
            seed: s.seed,
          });
          let turn = openConversation(setup);
          const { walkawayPrice } = turn.summary;
          const sign = s.direction === 'down' ? 1 : -1;
          let previous = turn.summary.currentPrice;
          let bids = 0;
          let lowballs = 0;
          for (const text of messages) {
            if (turn.summary.ended || turn.summary.dealPrice !== null) break;
            turn = answerShopper(setup, turn.state, text);
            const price = turn.summary.currentPrice;
            expect(sign * (price - walkawayPrice)).toBeGreaterThanOrEqual(-0.005);
            expect(sign * (s.listPrice - price)).toBeGreaterThanOrEqual(-0.005);
            expect(sign * (previous - price)).toBeGreaterThanOrEqual(-0.005);
            previous = price;
            if (turn.reply.interactionData.round !== undefined) bids += 1;
            const zone = turn.reply.interactionData.zone;
            if (typeof zone === 'number' && zone >= 6) lowballs += 1;
            // Lowballs do not count toward the bid limit, up to as many as the limit itself.
            if (turn.summary.negotiationStatus === 'negotiating')
              expect(bids - Math.min(lowballs, s.maxBids)).toBeLessThan(s.maxBids);
            expect(turn.reply.lines.length).toBeGreaterThan(0);
            expect(turn.reply.lines.join(' ')).not.toMatch(/\{|\}|undefined|NaN/);
          }
          if (!turn.summary.ended && turn.summary.dealPrice === null) {
            const deal = acceptStandingOffer(setup, turn.state);
            expect(deal.summary.dealPrice).toBe(turn.summary.currentPrice);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

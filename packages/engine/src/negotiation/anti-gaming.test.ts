import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { negotiationTerms, zoneOfBid } from './describe';
import { bidScripts, lowballFor, outcomeOf, play, setups, withVersion } from './test-support';
import { ZONE_LOWBALL } from './zones';
import type { NegotiationSetup } from './types';

/** How much more the shopper pays (selling) or the less they get (buying back): ≥ 0 is no gain. */
const shopperLoss = (setup: NegotiationSetup, gamed: number, honest: number) =>
  (setup.direction === 'up' ? -1 : 1) * (gamed - honest);

const RUNS = { numRuns: 500 };

describe('lowballing does not pay', () => {
  it('a shopper who lowballs first never ends lower than bidding honestly (same seed)', () => {
    fc.assert(
      fc.property(
        setups.chain((setup) =>
          fc.record({
            setup: fc.constant(setup),
            bids: bidScripts(setup, 20),
            lowballs: fc.integer({ min: 1, max: 3 }),
          }),
        ),
        ({ setup, bids, lowballs }) => {
          const lowball = lowballFor(setup);
          fc.pre(zoneOfBid(setup, lowball) >= ZONE_LOWBALL);
          const honest = play(setup, bids).state;
          const gamed = play(setup, [...Array<number>(lowballs).fill(lowball), ...bids]).state;
          expect(shopperLoss(setup, outcomeOf(gamed), outcomeOf(honest))).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });

  it('a shopper who lowballed at any point never gets below the soft floor, deal or final offer', () => {
    fc.assert(
      fc.property(
        setups.chain((setup) =>
          fc.record({
            setup: fc.constant(setup),
            bids: bidScripts(setup, 20),
            at: fc.nat({ max: 20 }),
          }),
        ),
        ({ setup, bids, at }) => {
          const lowball = lowballFor(setup);
          fc.pre(zoneOfBid(setup, lowball) >= ZONE_LOWBALL);
          const script = [...bids.slice(0, at), lowball, ...bids.slice(at)];
          const { state } = play(setup, [...script, 'accept']);
          if (state.lowballs === 0) return;
          const { softFloorPrice } = negotiationTerms(setup);
          expect(shopperLoss(setup, outcomeOf(state), softFloorPrice)).toBeGreaterThanOrEqual(
            -1e-9,
          );
        },
      ),
      RUNS,
    );
  });

  it.each(['a_baseline', 'b_tit_for_tat', 'c_exponential'] as const)(
    '%s: a lowball gets no concession, and the lowballer loses the final release',
    (version) => {
      const setup = withVersion(version);
      const { decisions, state } = play(setup, [50, 50, null, null, null]);
      expect(decisions.slice(0, 2).map((d) => [d.kind, d.price, d.zone])).toEqual([
        ['reject_lowball', 100, 6],
        ['reject_lowball', 100, 6],
      ]);
      expect(state.lowballs).toBe(2);
      // The honest final offer is the walkaway (84); the lowballer's stays above the soft floor.
      expect(decisions.at(-1)?.kind).toBe('final_offer');
      expect(state.offer).toBeGreaterThanOrEqual(87.2);
      const honest = play(setup, [null, null, null, null, null]);
      expect([honest.decisions.at(-1)?.kind, honest.state.offer]).toEqual(['final_offer', 84]);
    },
  );

  it('c_exponential: deeper lowballs and a larger decay_walkaway_multiplier shrink the reach more', () => {
    const reachAfter = (bid: number, multiplier: number) =>
      play(withVersion('c_exponential', {}, { decay_walkaway_multiplier: multiplier }), [bid]).state
        .reach;
    expect(reachAfter(90, 2)).toBe(0.8);
    expect(reachAfter(80, 2)).toBeLessThan(0.8);
    expect(reachAfter(40, 2)).toBeLessThan(reachAfter(70, 2));
    expect(reachAfter(40, 10)).toBeLessThan(reachAfter(40, 2));
    expect(reachAfter(40, 0)).toBe(0.8);
  });

  it('a_baseline and b_tit_for_tat: every lowball after the first shrinks the reach', () => {
    for (const version of ['a_baseline', 'b_tit_for_tat'] as const) {
      const reaches = play(withVersion(version, { maxBids: 9 }), [10, 10, 10]).states.map(
        (s) => s.reach,
      );
      expect(reaches[1]).toBe(0.8);
      expect(reaches[2]).toBeCloseTo(0.64, 10);
      expect(reaches[3]).toBeCloseTo(0.512, 10);
    }
  });
});

describe('restarting does not pay', () => {
  it('a restarter never gets below the previous session’s last offer, and is offered it at once', () => {
    fc.assert(
      fc.property(
        setups.chain((setup) =>
          fc.record({
            setup: fc.constant(setup),
            first: bidScripts(setup, 14),
            second: bidScripts(setup, 14),
          }),
        ),
        ({ setup, first, second }) => {
          const before = play(setup, first);
          const previous = { lastBotOffer: before.state.offer, rounds: before.state.round };
          const again = play({ ...setup, previous, seed: setup.seed + 1 }, [...second, 'accept']);
          if (previous.rounds > 0) expect(again.states[0]!.offer).toBe(previous.lastBotOffer);
          const loss = shopperLoss(setup, outcomeOf(again.state), previous.lastBotOffer);
          if (previous.rounds > 0) expect(loss).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });

  it('ignores a previous chat in which the shopper never bid', () => {
    const setup = withVersion('a_baseline', { previous: { lastBotOffer: 100, rounds: 0 } });
    expect(play(setup, [80, 80, 80, 80, 80]).state.offer).toBe(84);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { negotiationTerms, zoneOfBid } from './describe';
import { termsOf } from './terms';
import {
  bidScripts,
  defaultSetups,
  lowballFor,
  outcomeOf,
  play,
  setups,
  withSetupOf,
  withVersion,
} from '../../test/support/negotiation';
import { ZONE_LOWBALL } from './zones';
import type { NegotiationSetup } from './types';

/** How much more the shopper pays (selling) or the less they get (buying back): ≥ 0 is no gain. */
const shopperLoss = (setup: NegotiationSetup, gamed: number, honest: number) =>
  (setup.direction === 'up' ? -1 : 1) * (gamed - honest);

const RUNS = { numRuns: 500 };

/** A script whose first move is an honest bid (not a stall, not a lowball). */
const honestScripts = (setup: NegotiationSetup) =>
  bidScripts(setup, 16).filter((bids) => {
    const opening = bids[0];
    return typeof opening === 'number' && zoneOfBid(setup, opening) < ZONE_LOWBALL;
  });

describe('lowballing does not pay', () => {
  // (A higher bid after a lowball may cash in the anchor, as it would a counter to a bid at the
  // walkaway: the test above bounds the anchor by that.)
  it('after lowballs, a bid below the walkaway gets no better answer than as the opening', () => {
    fc.assert(
      fc.property(
        withSetupOf(defaultSetups, (setup) => ({
          bids: honestScripts(setup),
          lowballs: fc.integer({ min: 1, max: 3 }),
        })),
        ({ setup, bids, lowballs }) => {
          const lowball = lowballFor(setup);
          fc.pre(zoneOfBid(setup, lowball) >= ZONE_LOWBALL);
          const opening = bids[0]!;
          fc.pre(zoneOfBid(setup, opening) >= 5);
          const direct = play(setup, [opening]).state;
          const gamed = play(setup, [...Array<number>(lowballs).fill(lowball), opening]).state;
          // Prices snap to price points and move by whole steps: paths may differ by one step.
          const step = termsOf(setup).minStep / 100;
          expect(shopperLoss(setup, outcomeOf(gamed), outcomeOf(direct))).toBeGreaterThanOrEqual(
            -step - 1e-9,
          );
        },
      ),
      RUNS,
    );
  });

  it('never answers lowballs, however they rise, with a better offer than a bid at the walkaway gets', () => {
    fc.assert(
      fc.property(
        defaultSetups,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (setup, depths) => {
          const { walkawayPrice, lowballPrice } = negotiationTerms(setup);
          const sign = setup.direction === 'up' ? -1 : 1;
          // Lowballs between nothing (ten times list, buying back) and the lowball floor, rising.
          const deepest = lowballFor(setup);
          const lowballs = [...depths]
            .sort((a, b) => a - b)
            .map(
              (d) => Math.round((deepest + d * (lowballPrice - deepest) - sign * 0.01) * 100) / 100,
            )
            .filter((bid) => zoneOfBid(setup, bid) >= ZONE_LOWBALL);
          fc.pre(lowballs.length > 0);
          const atWalkaway = play(setup, [walkawayPrice]).state;
          const low = play(setup, lowballs).state;
          if (atWalkaway.phase !== 'deal' && low.phase === 'open') {
            expect(shopperLoss(setup, low.offer, atWalkaway.offer)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      RUNS,
    );
  });

  it('moves with rising lowballs, but never further than a bid at the walkaway gets', () => {
    for (const version of ['a_baseline', 'b_tit_for_tat', 'c_exponential'] as const) {
      const setup = withVersion(version, { maxBids: 9 });
      const atWalkaway = play(setup, [84]).decisions[0]!.price;
      const rising = play(setup, [20, 40, 60, 70]).decisions.map((d) => d.price);
      expect(rising.at(-1)).toBeLessThan(rising[0]!);
      for (const price of rising) expect(price).toBeGreaterThanOrEqual(atWalkaway);
    }
  });

  it.each(['a_baseline', 'b_tit_for_tat', 'c_exponential'] as const)(
    '%s: the same lowball again is held firm, and a deep one repeated costs the final release',
    (version) => {
      const setup = withVersion(version);
      const { decisions, state } = play(setup, [30, 30, 30, 30, 30, 30, 30, 30, 30, 30]);
      expect(decisions[0]).toMatchObject({ kind: 'counter', zone: 7 });
      expect(decisions.slice(1, 4).every((d) => d.kind === 'reject_lowball')).toBe(true);
      expect(decisions.slice(1, 4).every((d) => d.price === decisions[0]!.price)).toBe(true);
      const final = decisions.find((d) => d.kind === 'final_offer');
      expect(final?.price).toBeGreaterThanOrEqual(negotiationTerms(setup).softFloorPrice);
      expect(state.finalReach).toBeLessThan(1);
    },
  );

  it('c_exponential: deeper repeated lowballs and a larger decay_walkaway_multiplier shrink the reach more', () => {
    const reachAfter = (bid: number, multiplier: number) =>
      play(withVersion('c_exponential', {}, { decay_walkaway_multiplier: multiplier }), [bid, bid])
        .state.reach;
    expect(reachAfter(60, 2)).toBe(0.8);
    expect(reachAfter(40, 2)).toBeLessThan(0.8);
    expect(reachAfter(10, 2)).toBeLessThan(reachAfter(40, 2));
    expect(reachAfter(10, 10)).toBeLessThan(reachAfter(10, 2));
    expect(reachAfter(10, 0)).toBe(0.8);
  });

  it('a_baseline and b_tit_for_tat: every repeated deep lowball shrinks the reach', () => {
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

describe('waiting does not pay', () => {
  it('a shopper who repeats one bid until the bid limit gets at most a tenth of the way to it, or their bid', () => {
    fc.assert(
      fc.property(defaultSetups, fc.double({ min: 0.3, max: 1, noNaN: true }), (setup, depth) => {
        fc.pre(setup.direction !== 'up' && setup.walkawayPercentage >= 5);
        const room = (setup.listPrice * setup.walkawayPercentage) / 100;
        const bid = Math.ceil((setup.listPrice - depth * room) * 100) / 100;
        const turns = Math.max(1, Math.floor(setup.maxBids));
        const { decisions, state } = play(setup, Array<number>(turns).fill(bid));
        if (state.phase === 'deal') {
          expect(state.dealPrice).toBeGreaterThanOrEqual(bid);
          return;
        }
        const at = decisions.findIndex((d) => d.kind === 'final_offer');
        expect(at).toBeGreaterThanOrEqual(0);
        const final = decisions[at]!;
        const before = decisions[at - 1]?.price ?? setup.listPrice;
        const step = termsOf(setup).minStep / 100;
        expect(final.price).toBeGreaterThanOrEqual(bid + 0.9 * (before - bid) - step - 1e-9);
      }),
      RUNS,
    );
  });
});

describe('restarting does not pay', () => {
  it('a restarter never gets below the previous session’s last offer, and is offered it at once', () => {
    fc.assert(
      fc.property(
        withSetupOf(setups, (setup) => ({
          first: bidScripts(setup, 14),
          second: bidScripts(setup, 14),
        })),
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
    const fresh = play(withVersion('a_baseline'), [80, 80, 80, 80, 80]).state.offer;
    const setup = withVersion('a_baseline', { previous: { lastBotOffer: 100, rounds: 0 } });
    expect(play(setup, [80, 80, 80, 80, 80]).state.offer).toBe(fresh);
  });
});

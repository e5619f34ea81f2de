import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FINAL_OFFER_GRACE, acceptOffer, respondToBid, startNegotiation } from './negotiation';
import { negotiationTerms } from './describe';
import { negotiations, play, setups } from '../../test/support/negotiation';
import type { NegotiationSetup } from './types';

/** Selling, higher is better for the bot; buying back, lower is. */
const botOrder = (setup: NegotiationSetup) => (setup.direction === 'up' ? -1 : 1);

/** price within [walkaway, list] on the bot's side, to the cent. */
const withinRoom = (setup: NegotiationSetup, price: number) => {
  const { listPrice, walkawayPrice } = negotiationTerms(setup);
  const [low, high] = [listPrice, walkawayPrice].sort((a, b) => a - b) as [number, number];
  return price >= low - 1e-9 && price <= high + 1e-9;
};

const RUNS = { numRuns: 1000 };

describe('negotiation invariants (random rules, hyper-parameters and bid scripts)', () => {
  it('never offers or agrees outside [walkaway, list], and never retreats', () => {
    fc.assert(
      fc.property(negotiations(), ({ setup, bids }) => {
        const order = botOrder(setup);
        const { states, decisions } = play(setup, [...bids, 'accept']);
        for (const decision of decisions) expect(withinRoom(setup, decision.price)).toBe(true);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1]!, states[i]!];
          expect(withinRoom(setup, after.offer)).toBe(true);
          expect(order * (after.offer - before.offer)).toBeLessThanOrEqual(1e-9);
        }
        const offers = states.at(-1)!.offers;
        for (let i = 1; i < offers.length; i++) {
          expect(order * (offers[i]! - offers[i - 1]!)).toBeLessThanOrEqual(1e-9);
        }
        const deal = states.at(-1)!.dealPrice;
        if (deal !== null) expect(withinRoom(setup, deal)).toBe(true);
      }),
      RUNS,
    );
  });

  it('accepts any bid at or above its own offer, and never counters below a bid', () => {
    fc.assert(
      fc.property(negotiations(), ({ setup, bids }) => {
        const order = botOrder(setup);
        let state = startNegotiation(setup);
        for (const bid of bids) {
          if (state.phase === 'deal' || state.phase === 'ended') break;
          const turn = respondToBid(setup, state, bid);
          const { kind, price } = turn.decision;
          if (bid !== null && order * (bid - state.offer) >= 0) expect(kind).toBe('accept');
          if (bid !== null && (kind === 'counter' || kind === 'final_offer')) {
            expect(order * (price - bid)).toBeGreaterThan(0);
          }
          state = turn.state;
        }
      }),
      RUNS,
    );
  });

  it('makes its final offer by the bid limit, keeps it, and ends within the grace turns after', () => {
    fc.assert(
      fc.property(negotiations(24), ({ setup, bids }) => {
        const { deadline } = negotiationTerms(setup);
        const { decisions, states } = play(setup, bids);
        const finalAt = decisions.findIndex((d) => d.kind === 'final_offer');
        const closedAt = decisions.findIndex((d) => d.kind === 'accept');
        const lowballs = (i: number) => states[i + 1]!.lowballs;
        // Lowballs do not count toward the limit, up to as many as the limit itself.
        const counted = (i: number) => i + 1 - Math.min(lowballs(i), deadline);
        if (finalAt >= 0) expect(counted(finalAt)).toBeLessThanOrEqual(deadline);
        const over = decisions.findIndex((_, i) => counted(i) >= deadline);
        if (over >= 0 && (closedAt === -1 || closedAt > over)) {
          expect(finalAt >= 0 && finalAt <= over).toBe(true);
        }
        if (finalAt >= 0) {
          for (const d of decisions.slice(finalAt)) expect(d.price).toBe(decisions[finalAt]!.price);
          const endedAt = decisions.findIndex((d) => d.kind === 'ended');
          if (endedAt >= 0) expect(counted(endedAt)).toBe(deadline + FINAL_OFFER_GRACE);
        }
        decisions.forEach((d, i) => expect(d.round).toBe(i + 1));
      }),
      RUNS,
    );
  });

  it('gives the same answers from a state that went through JSON, and under the same seed', () => {
    fc.assert(
      fc.property(negotiations(), ({ setup, bids }) => {
        let live = startNegotiation(setup);
        let stored = JSON.parse(JSON.stringify(live)) as typeof live;
        for (const bid of bids) {
          const a = respondToBid(setup, live, bid);
          const b = respondToBid(setup, stored, bid);
          expect(b).toEqual(a);
          live = a.state;
          stored = JSON.parse(JSON.stringify(b.state)) as typeof live;
        }
        expect(acceptOffer(setup, stored)).toEqual(acceptOffer(setup, live));
      }),
      RUNS,
    );
  });

  it('prices the total as unit price × quantity, to the cent', () => {
    fc.assert(
      fc.property(negotiations(6), ({ setup, bids }) => {
        for (const d of play(setup, bids).decisions) {
          expect(d.total).toBeCloseTo(d.price * setup.quantity, 2);
          expect(Math.round(d.price * 100)).toBeCloseTo(d.price * 100, 6);
        }
      }),
      RUNS,
    );
  });

  it('keeps every zone walk entry between 0 and 7, one per bid', () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const bids = [setup.listPrice * 0.5, null, setup.listPrice * 0.9, setup.listPrice];
        const { state, decisions } = play(setup, bids);
        const bidTurns = decisions.filter((d) => d.zone !== null).length;
        expect(state.zoneWalk).toHaveLength(bidTurns);
        for (const zone of state.zoneWalk) expect(zone >= 0 && zone <= 7).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { clockAt } from './concession';
import { negotiationTerms } from './describe';
import { FINAL_OFFER_GRACE, acceptOffer, respondToBid, startNegotiation } from './negotiation';
import { termsOf } from './terms';
import { play, setupOf, withVersion } from '../../test/support/negotiation';
import type { NegotiationState } from './types';
import { conversationSetupOf } from '../../test/support/conversation';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const VERSIONS = ['a_baseline', 'b_tit_for_tat', 'c_exponential'] as const;
const first = (setup: Parameters<typeof play>[0], move: number | null) =>
  play(setup, [move]).decisions[0]!;

describe('the opening', () => {
  it('starts at list price with the whole room ahead', () => {
    const state = startNegotiation(setupOf());
    expect(state).toMatchObject({ phase: 'open', round: 0, offer: 100, offers: [100] });
    expect([state.reach, state.finalReach]).toEqual([0.8, 1]);
  });

  it('accepts a bid near list at once', () => {
    for (const version of VERSIONS) {
      expect(first(withVersion(version), 98)).toMatchObject({ kind: 'accept', price: 98 });
    }
  });

  it.each(VERSIONS)(
    '%s: meets a bid within the room between bid and list, lower for a lower bid',
    (version) => {
      for (const seed of SEEDS) {
        const setup = withVersion(version, { seed });
        const counters = [92, 88, 84, 80, 76].map((bid) => first(setup, bid));
        let previous = Number.POSITIVE_INFINITY;
        for (const [i, bid] of [92, 88, 84, 80, 76].entries()) {
          const decision = counters[i]!;
          if (decision.kind === 'accept') continue;
          expect(decision.kind).toBe('counter');
          expect(decision.price).toBeGreaterThan(bid);
          expect(decision.price).toBeLessThan(100);
          expect(decision.price).toBeLessThanOrEqual(previous);
          previous = decision.price;
        }
      }
    },
  );

  it('answers a low opening with a real counter, anchored no lower than for a bid at the walkaway', () => {
    for (const seed of SEEDS) {
      const setup = setupOf({ seed });
      const atWalkaway = first(setup, 84);
      let previous = atWalkaway.price;
      for (const lowball of [73, 60, 40, 5]) {
        const decision = first(setup, lowball);
        expect(decision).toMatchObject({ kind: 'counter' });
        expect(decision.price).toBeLessThan(100);
        expect(decision.price).toBeGreaterThanOrEqual(previous);
        previous = decision.price;
      }
      expect(first(setup, 5).price).toBeGreaterThan(atWalkaway.price);
    }
  });

  it('gives a push without an amount only a token move, less than any bid gets', () => {
    for (const seed of SEEDS) {
      const setup = setupOf({ seed });
      const push = first(setup, null);
      expect(push.kind).toBe('counter');
      expect(push.price).toBeLessThan(100);
      expect(push.price).toBeGreaterThanOrEqual(97);
      expect(push.price).toBeGreaterThan(first(setup, 88).price);
    }
  });
});

describe('price points and steps', () => {
  it('snaps offers to the shop’s price points: whole pounds at £100, £5 at £1,000, .99 endings', () => {
    const prices = (listPrice: number, bids: number[]) =>
      SEEDS.flatMap((seed) => play(setupOf({ listPrice, seed }), bids).state.offers.slice(1));
    for (const price of prices(100, [80, 82])) expect(Number.isInteger(price)).toBe(true);
    for (const price of prices(1000, [800, 820])) expect(price % 5).toBe(0);
    for (const price of prices(64.99, [50, 52])) expect(Math.round(price * 100) % 100).toBe(99);
  });

  it('never moves less than the minimum step: it holds or moves at least a tenth of the room', () => {
    for (const version of VERSIONS) {
      for (const seed of SEEDS) {
        const setup = withVersion(version, { seed, listPrice: 25, maxBids: 9 });
        const terms = termsOf(setup);
        const { state } = play(setup, [19, 19.1, 19.2, 19.5, null, 19.6, 20]);
        const offers = state.offers;
        for (let i = 1; i < offers.length - 1; i++) {
          const move = Math.round((offers[i - 1]! - offers[i]!) * 100);
          const atFloor = offers[i]! - negotiationTerms(setup).softFloorPrice < terms.step / 100;
          if (move > 0 && !atFloor) expect(move).toBeGreaterThanOrEqual(terms.minStep - terms.step);
        }
      }
    }
  });
});

describe('the versions after the first counter', () => {
  it('a_baseline: concedes 40%–60% of the gap to a raised bid, a kindness step to the same bid', () => {
    for (const seed of SEEDS) {
      const setup = withVersion(
        'a_baseline',
        { listPrice: 10_000, seed, maxBids: 9, walkawayPercentage: 40 },
        { tolerance: 0 },
      );
      const { decisions } = play(setup, [7000, 7400, 7400]);
      const [opening, raised, repeated] = decisions.map((d) => d.price) as [number, number, number];
      const { minStep } = termsOf(setup);
      if (decisions[1]?.kind !== 'counter' || (opening - 7400) * 40 < minStep) continue;
      const share = (opening - raised) / (opening - 7400);
      const grid = termsOf(setup).step / 100 / (opening - 7400);
      expect(share).toBeGreaterThanOrEqual(0.4 - grid);
      expect(share).toBeLessThanOrEqual(0.6 + grid);
      expect(raised - repeated).toBeLessThan((opening - raised) / 2);
    }
  });

  it('b_tit_for_tat: mirrors a raise, at most a kindness step to the same bid, nothing when the shopper backs off', () => {
    const setup = withVersion('b_tit_for_tat', { maxBids: 9 }, { tolerance: 0 });
    const { minStep } = termsOf(setup);
    const { decisions } = play(setup, [80, 82, 82, 81]);
    const [opening, mirrored, kind, held] = decisions.map((d) => d.price);
    expect(opening! - mirrored!).toBe(2);
    const step = Math.round((mirrored! - kind!) * 100);
    expect(step === 0 || step >= minStep).toBe(true);
    expect(step).toBeLessThan(200);
    expect(held).toBe(kind);
  });

  it('c_exponential: runs the clock by the increments, on new bids and raises only', () => {
    const terms = termsOf(withVersion('c_exponential'));
    const clock = [0, 1, 2, 3, 4, 5, 6].map((turns) => clockAt(terms, turns));
    [0, 0.2, 0.4, 0.6, 0.8, 1, 1].forEach((t, i) => expect(clock[i]).toBeCloseTo(t, 12));
    const setup = withVersion('c_exponential', { maxBids: 9 }, { exp_max_bids: 9 });
    expect(play(setup, [80, 82, 84]).state.clockTurns).toBe(3);
    expect(play(setup, [80, 80, null, 80]).state.clockTurns).toBe(1);
  });

  it('c_exponential: holds firm and concedes late with decay_rate below 1 (Boulware)', () => {
    const setup = withVersion(
      'c_exponential',
      { listPrice: 100_000, maxBids: 12 },
      { exp_max_bids: 12, exp_increment_initial_bid: 0.1, exp_increment_spontaneous_bids: 0.1 },
    );
    const bids = Array.from({ length: 10 }, (_, i) => 84_000 + i * 500);
    const prices = play(setup, bids).decisions.map((d) => d.price);
    const steps = prices.slice(1).map((price, i) => prices[i]! - price);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(steps.slice(-3))).toBeGreaterThan(sum(steps.slice(1, 4)));
  });
});

describe('closing', () => {
  it('closes a small gap at once instead of spending another round on it', () => {
    for (const version of VERSIONS) {
      const { decisions } = play(withVersion(version), [80, 87.5]);
      expect(decisions[1]).toMatchObject({ kind: 'accept', price: 87.5 });
    }
  });

  it('makes its final offer as soon as it stands at its soft floor, before the bid limit', () => {
    const setup = setupOf({ maxBids: 9 });
    const { decisions } = play(setup, [76, 79, 80]);
    expect(decisions[1]!.price - negotiationTerms(setup).softFloorPrice).toBeLessThan(1);
    expect(decisions[2]).toMatchObject({ kind: 'final_offer' });
  });
});

describe('the final offer depends on how far the shopper moved', () => {
  it.each(VERSIONS)('%s: a shopper who came a long way gets the walkaway', (version) => {
    const { decisions } = play(withVersion(version, { maxBids: 3 }), [75, 79, 83]);
    expect(decisions.at(-1)).toMatchObject({ kind: 'final_offer', price: 84 });
  });

  it.each(VERSIONS)('%s: one who repeated a bid keeps most of the gap to close', (version) => {
    const { decisions } = play(withVersion(version), [85, 85, 85, 85, 85]);
    const final = decisions.at(-1)!;
    expect(final.kind).toBe('final_offer');
    const standing = decisions.at(-2)!.price;
    expect(final.price).toBeGreaterThanOrEqual(85 + 0.85 * (standing - 85));
  });

  it('so waiting out the clock pays less than raising the bid', () => {
    for (const version of VERSIONS) {
      for (const seed of SEEDS) {
        const setup = withVersion(version, { seed });
        const waited = play(setup, [82, 82, 82, 82, 82, 'accept']).state.dealPrice;
        const raised = play(setup, [82, 83, 84, 85, 86, 'accept']).state.dealPrice;
        expect(waited).toBeGreaterThan(raised!);
      }
    }
  });
});

describe('after the final offer', () => {
  const setup = setupOf();
  const atFinal = play(setup, [85, 85, 85, 85, 85]);

  it('takes a bid at or above it at the final price', () => {
    expect(atFinal.state.phase).toBe('final_offer');
    expect(respondToBid(setup, atFinal.state, 99).decision).toMatchObject({
      kind: 'accept',
      price: atFinal.state.offer,
    });
  });

  it('lets it stand for a few turns under a lower bid, then ends; it can still be accepted', () => {
    let state: NegotiationState = atFinal.state;
    const kinds: string[] = [];
    for (let i = 0; i < FINAL_OFFER_GRACE + 1; i++) {
      const turn = respondToBid(setup, state, 84);
      kinds.push(turn.decision.kind);
      expect(turn.decision.price).toBe(atFinal.state.offer);
      state = turn.state;
    }
    expect(kinds).toEqual([
      ...Array<string>(FINAL_OFFER_GRACE - 1).fill('final_stands'),
      'ended',
      'ended',
    ]);
    expect(acceptOffer(setup, state).decision).toMatchObject({
      kind: 'deal',
      price: atFinal.state.offer,
    });
  });
});

describe('the gift with purchase', () => {
  it('goes on the table instead of the last price step when it costs less', () => {
    const { decisions } = play(setupOf({ giftCost: 0 }), [76, 79, 80, 81]);
    expect(decisions.map((d) => [d.kind, d.gift])).toEqual([
      ['counter', false],
      ['counter', false],
      ['counter', true],
      ['final_offer', true],
    ]);
    expect(decisions[2]!.price).toBe(decisions[1]!.price);
    expect(decisions[3]!.price).toBeLessThan(decisions[2]!.price);
  });

  it('is left out when it costs more than the step it would replace', () => {
    const { decisions } = play(setupOf({ giftCost: 50 }), [76, 79, 80, 81]);
    expect(decisions.every((d) => !d.gift)).toBe(true);
  });
});

describe('objectives', () => {
  it('open lower for increase_conversion and higher for preserve_margin (same seed)', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const opening = (
        objective: 'increase_conversion' | 'balance_performance' | 'preserve_margin',
      ) => play(setupOf({ objective, seed, listPrice: 1000 }), [880]).decisions[0]!.price;
      expect(opening('increase_conversion')).toBeLessThan(opening('balance_performance'));
      expect(opening('balance_performance')).toBeLessThan(opening('preserve_margin'));
    }
  });

  it('legacy: ordinary rounds stop at the target discount, the final offer reaches the threshold', () => {
    const setup = setupOf({
      objective: 'none',
      walkawayPercentage: 20,
      targetDiscountPercentage: 10,
    });
    expect(negotiationTerms(setup).softFloorPrice).toBe(90);
    const { decisions } = play({ ...setup, maxBids: 3 }, [70, 76, 79.5]);
    expect(decisions.filter((d) => d.kind === 'counter').every((d) => d.price >= 90)).toBe(true);
    const final = decisions.find((d) => d.kind === 'final_offer')?.price ?? 0;
    expect(final).toBeGreaterThanOrEqual(80);
    expect(final).toBeLessThan(90);
  });
});

describe('edge cases', () => {
  it('deals at the standing offer when the shopper accepts it, and prices the total', () => {
    const setup3 = setupOf({ quantity: 3 });
    const { state } = play(setup3, [80]);
    const deal = acceptOffer(setup3, state);
    expect(deal.decision).toMatchObject({ kind: 'deal', price: state.offer, zone: null });
    expect(deal.decision.total).toBeCloseTo(state.offer * 3, 2);
    expect(respondToBid(setup3, deal.state, 50).decision).toMatchObject({ kind: 'deal' });
  });

  it('treats a bid that is not a number as a stall and a negative one as a lowball', () => {
    const state = startNegotiation(setupOf());
    expect(respondToBid(setupOf(), state, Number.NaN).decision.zone).toBeNull();
    expect(respondToBid(setupOf(), state, -5).decision).toMatchObject({ kind: 'counter', zone: 7 });
  });

  it('refuses a list price that is not positive', () => {
    expect(() => startNegotiation(setupOf({ listPrice: 0 }))).toThrow(RangeError);
  });

  it('reads a state stored before its newer fields existed', () => {
    const stored = { ...startNegotiation(setupOf()) } as Partial<NegotiationState>;
    delete stored.moved;
    delete stored.lastLowball;
    delete stored.giftOffered;
    const turn = respondToBid(setupOf(), stored as NegotiationState, 80);
    expect(turn.decision.kind).toBe('counter');
    expect(turn.state).toMatchObject({ moved: 0, lastLowball: null, giftOffered: false });
  });
});

describe('buying back (direction up)', () => {
  const setup = setupOf({ direction: 'up' });

  it('raises its offer from list toward the walkaway and never beyond', () => {
    const { decisions } = play(setup, [130, 125, 120, 118, 116]);
    const prices = decisions.map((d) => d.price);
    for (let i = 1; i < prices.length; i++)
      expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1]!);
    expect(prices.every((price) => price >= 100 && price <= 116)).toBe(true);
    expect(decisions.some((d) => d.kind === 'final_offer')).toBe(true);
  });

  it('accepts an ask near its list price', () => {
    expect(play(setup, [102]).decisions[0]).toMatchObject({ kind: 'accept', price: 102 });
  });
});

describe('a returning shopper', () => {
  it('is offered the previous chat’s last offer as final, and never less', () => {
    const setup = setupOf({ previous: { lastBotOffer: 90, rounds: 4 } });
    expect(startNegotiation(setup).offer).toBe(90);
    expect(negotiationTerms(setup).softFloorPrice).toBe(90);
    const { decisions } = play(setup, [80, 80, 80]);
    expect(decisions.map((d) => d.price)).toEqual([90, 90, 90]);
    expect(decisions[0]?.kind).toBe('final_offer');
  });
});

describe('the conversation layer', () => {
  it('passes its ConversationSetup as the negotiation setup', () => {
    const conversation = conversationSetupOf({ ...setupOf(), subject: 'Boots' });
    expect(startNegotiation(conversation)).toEqual(startNegotiation(setupOf()));
  });
});

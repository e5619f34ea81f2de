import { describe, expect, it } from 'vitest';
import { clockAt } from './concession';
import { negotiationTerms } from './describe';
import { acceptOffer, respondToBid, startNegotiation } from './negotiation';
import { termsOf } from './terms';
import { play, setupOf, withVersion } from './test-support';
import type { ConversationSetup } from '../conversation/types';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

describe('the opening', () => {
  it('starts at list price with the whole room ahead', () => {
    const state = startNegotiation(setupOf());
    expect(state).toMatchObject({ phase: 'open', round: 0, offer: 100, offers: [100] });
    expect([state.reach, state.finalReach]).toEqual([0.8, 1]);
  });

  it.each(['a_baseline', 'b_tit_for_tat'] as const)(
    '%s: the opening counter gives away 37.5%%–62.5%% of the room, varying with the seed',
    (version) => {
      const openings = SEEDS.map(
        (seed) => play(withVersion(version, { seed }), [75]).decisions[0]!.price,
      );
      for (const price of openings) expect(price >= 90 && price <= 94).toBe(true);
      expect(new Set(openings).size).toBeGreaterThan(3);
    },
  );

  it('snaps offers to nice amounts (0.5 at £100, 5 at £1,000)', () => {
    const at = (listPrice: number) =>
      SEEDS.map(
        (seed) => play(setupOf({ listPrice, seed }), [listPrice * 0.8]).decisions[0]!.price,
      );
    for (const price of at(100)) expect(price * 2).toBe(Math.round(price * 2));
    for (const price of at(1000)) expect(price % 5).toBe(0);
  });

  it('accepts at once a first bid the opening counter would undercut', () => {
    const { decisions, state } = play(setupOf(), [95]);
    expect(decisions[0]).toMatchObject({ kind: 'accept', price: 95, zone: 2, round: 1 });
    expect(state).toMatchObject({ phase: 'deal', dealPrice: 95 });
  });
});

describe('a_baseline', () => {
  it('concedes 20%–40% of the gap to the bid each round, down to the soft floor', () => {
    for (const seed of SEEDS) {
      const setup = withVersion('a_baseline', { listPrice: 10_000, seed, maxBids: 9 });
      const { decisions } = play(setup, [8200, 8200, 8200, 8200]);
      const step = termsOf(setup).step / 100;
      for (let i = 1; i < decisions.length; i++) {
        const [before, after] = [decisions[i - 1]!.price, decisions[i]!.price];
        const share = (before - after) / (before - 8200);
        const slack = step / (before - 8200);
        const unclamped = before - 0.4 * (before - 8200) >= 8720;
        if (unclamped) expect(share).toBeGreaterThanOrEqual(0.2 - slack);
        expect(share).toBeLessThanOrEqual(0.4 + slack);
        expect(after).toBeGreaterThanOrEqual(8720);
      }
    }
  });
});

describe('b_tit_for_tat', () => {
  const setup = withVersion('b_tit_for_tat', { maxBids: 9 });

  it('mirrors the shopper’s move, gives a kindness step when they stand still, nothing when they back off', () => {
    const { decisions } = play(setup, [75, 77, 77, 76]);
    const [opening, mirrored, kind, held] = decisions.map((d) => d.price) as [
      number,
      number,
      number,
      number,
    ];
    expect(opening - mirrored).toBe(2);
    const room = mirrored - negotiationTerms(setup).softFloorPrice;
    expect(mirrored - kind).toBeGreaterThanOrEqual(0.05 * room - 0.5);
    expect(mirrored - kind).toBeLessThanOrEqual(0.15 * room + 0.5);
    expect(mirrored - kind).toBeGreaterThan(0);
    expect(held).toBe(kind);
  });

  it('stops mirroring at the soft floor until the final offer', () => {
    const { decisions } = play(withVersion('b_tit_for_tat'), [75, 78, 81, 83, 83.5]);
    expect(decisions.slice(0, 4).map((d) => d.kind)).toEqual(Array(4).fill('counter'));
    expect(decisions.slice(0, 4).every((d) => d.price >= 87.2)).toBe(true);
    expect(decisions[3]?.price).toBeLessThanOrEqual(87.5);
    expect(decisions[4]).toMatchObject({ kind: 'final_offer', price: 84 });
  });
});

describe('c_exponential', () => {
  it('runs the bid clock by the increments and reaches 1 at exp_max_bids', () => {
    const terms = termsOf(withVersion('c_exponential'));
    const clock = [0, 1, 2, 3, 4, 5, 6].map((turns) => clockAt(terms, turns));
    [0, 0.2, 0.4, 0.6, 0.8, 1, 1].forEach((t, i) => expect(clock[i]).toBeCloseTo(t, 12));
    const slow = termsOf(withVersion('c_exponential', {}, { exp_increment_spontaneous_bids: 0 }));
    expect([1, 4, 5].map((turns) => clockAt(slow, turns))).toEqual([0.2, 0.2, 1]);
  });

  it('holds firm and concedes late with decay_rate below 1 (Boulware)', () => {
    const setup = withVersion(
      'c_exponential',
      { listPrice: 100_000, maxBids: 9 },
      { exp_max_bids: 9, exp_increment_initial_bid: 0.1, exp_increment_spontaneous_bids: 0.1 },
    );
    const prices = play(setup, Array<null>(8).fill(null)).decisions.map((d) => d.price);
    const steps = prices.slice(1).map((price, i) => prices[i]! - price);
    const rounding = termsOf(setup).step / 100;
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]! - rounding);
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(steps.slice(-3))).toBeGreaterThan(1.5 * sum(steps.slice(0, 3)));
  });

  it('concedes earlier with a larger decay_rate', () => {
    const third = (decay_rate: number) =>
      play(withVersion('c_exponential', { listPrice: 10_000 }, { decay_rate }), [null, null, null])
        .decisions[2]!.price;
    expect(third(1)).toBeLessThan(third(0.2));
  });

  it('makes the final offer when the clock reaches the deadline before the bid limit', () => {
    const setup = withVersion('c_exponential', { maxBids: 10 }, { exp_max_bids: 3 });
    expect(play(setup, [80, 80, 80]).decisions.map((d) => d.kind)).toEqual([
      'counter',
      'counter',
      'final_offer',
    ]);
  });
});

describe('objectives', () => {
  it('open lower for increase_conversion and higher for preserve_margin (same seed)', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const opening = (
        objective: 'increase_conversion' | 'balance_performance' | 'preserve_margin',
      ) => play(setupOf({ objective, seed, listPrice: 1000 }), [760]).decisions[0]!.price;
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
    const { decisions } = play(setup, [70, 70, 70, 70, 70]);
    expect(decisions.slice(0, 4).every((d) => d.kind === 'counter' && d.price >= 90)).toBe(true);
    expect(decisions[4]).toMatchObject({ kind: 'final_offer', price: 80 });
  });
});

describe('the end of a negotiation', () => {
  const setup = setupOf();
  const atFinal = play(setup, [80, 80, 80, 80, 80]);

  it('makes the final offer at the bid limit: the walkaway, for an honest shopper', () => {
    expect(atFinal.decisions.map((d) => d.turnsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(atFinal.decisions[4]).toMatchObject({ kind: 'final_offer', price: 84, round: 5 });
    expect(atFinal.state.phase).toBe('final_offer');
  });

  it('after it: a bid at or above it is a deal at the final offer, a lower one ends it', () => {
    expect(respondToBid(setup, atFinal.state, 85).decision).toMatchObject({
      kind: 'accept',
      price: 84,
    });
    const ended = respondToBid(setup, atFinal.state, 83);
    expect(ended.decision).toMatchObject({ kind: 'ended', price: 84, round: 6 });
    expect(respondToBid(setup, ended.state, 90).state).toEqual(ended.state);
    expect(acceptOffer(setup, ended.state).decision).toMatchObject({ kind: 'deal', price: 84 });
  });

  it('takes the shopper’s best earlier bid when the bot’s next offer comes within tolerance of it', () => {
    const { decisions } = play(setupOf(), [88, 86, null, null]);
    const accepted = decisions.find((d) => d.kind === 'accept');
    expect(accepted?.price).toBe(88);
  });

  it('deals at the standing offer when the shopper accepts it, and prices the total', () => {
    const setup3 = setupOf({ quantity: 3 });
    const { state } = play(setup3, [80]);
    const deal = acceptOffer(setup3, state);
    expect(deal.decision).toMatchObject({ kind: 'deal', price: state.offer, zone: null });
    expect(deal.decision.total).toBeCloseTo(state.offer * 3, 2);
    expect(respondToBid(setup3, deal.state, 50).decision).toMatchObject({ kind: 'deal' });
  });

  it('treats a bid that is not a number as a stall and a negative one as nothing', () => {
    const state = startNegotiation(setupOf());
    expect(respondToBid(setupOf(), state, Number.NaN).decision.zone).toBeNull();
    expect(respondToBid(setupOf(), state, -5).decision).toMatchObject({
      kind: 'reject_lowball',
      zone: 7,
    });
  });

  it('refuses a list price that is not positive', () => {
    expect(() => startNegotiation(setupOf({ listPrice: 0 }))).toThrow(RangeError);
  });
});

describe('buying back (direction up)', () => {
  const setup = setupOf({ direction: 'up' });

  it('raises its offer from list toward the walkaway and never beyond', () => {
    const { decisions } = play(setup, [130, 125, 120, 120, 120]);
    expect(decisions[0]).toMatchObject({ kind: 'reject_lowball', price: 100, zone: 6 });
    const prices = decisions.map((d) => d.price);
    for (let i = 1; i < prices.length; i++)
      expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1]!);
    expect(prices.every((price) => price >= 100 && price <= 116)).toBe(true);
    expect(decisions[4]?.kind).toBe('final_offer');
  });

  it('accepts an ask at or below its offer', () => {
    expect(play(setup, [104]).decisions[0]).toMatchObject({ kind: 'accept', price: 104 });
  });
});

describe('a returning shopper', () => {
  it('is offered the previous chat’s last offer and never less', () => {
    const setup = setupOf({ previous: { lastBotOffer: 90, rounds: 4 } });
    expect(startNegotiation(setup).offer).toBe(90);
    expect(negotiationTerms(setup).softFloorPrice).toBe(90);
    const { decisions } = play(setup, [80, 80, 80, 80, 80]);
    expect(decisions.map((d) => d.price)).toEqual([90, 90, 90, 90, 90]);
    expect(decisions[4]?.kind).toBe('final_offer');
  });
});

describe('the conversation layer', () => {
  it('passes its ConversationSetup as the negotiation setup', () => {
    const conversation: ConversationSetup = {
      ...setupOf(),
      direction: 'down',
      language: 'en-GB',
      currency: 'GBP',
      currencySymbol: '£',
      negotiationType: 'product',
      subject: 'Boots',
      askQuantityFirst: false,
      freeShippingIncluded: false,
      addons: [],
      recoveredParleysActive: false,
      termsUrl: null,
    };
    expect(startNegotiation(conversation)).toEqual(startNegotiation(setupOf()));
  });
});

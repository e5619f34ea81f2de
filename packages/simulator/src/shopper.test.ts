import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveShopper, type Chat, type NegotiationPort } from './drive';
import { CONCESSION_STYLES, populationOf, type Random } from './populations';
import { SimulatedShopper, type ShopperView } from './shopper';

/** mulberry32: a test's own seeded draws. */
function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LIST = 100;

/** A stand-in bot for driving shoppers: concedes 4% of list per bid, final offer at 84 or bid 4. */
class ToyBot implements NegotiationPort {
  chats = 0;
  leftWithEmail = 0;
  purchases = 0;
  private offers = new Map<string, { offer: number; bids: number }>();

  private view(id: string, deal: number | null = null, ended = false): ShopperView {
    const chat = this.offers.get(id);
    if (!chat) throw new Error('no chat');
    return {
      currencySymbol: '£',
      botOffer: chat.offer,
      finalOffer: chat.bids >= 4 || chat.offer <= 84,
      ended: ended || deal !== null,
      dealPrice: deal,
      canLeaveEmail: chat.bids >= 4,
    };
  }

  start(): Promise<Chat> {
    this.chats += 1;
    const sessionId = `chat-${this.chats}`;
    this.offers.set(sessionId, { offer: LIST, bids: 0 });
    return Promise.resolve({ sessionId, view: this.view(sessionId) });
  }

  say(chat: Chat, text: string): Promise<ShopperView> {
    const state = this.offers.get(chat.sessionId);
    if (!state) throw new Error('no chat');
    const amount = Number(/(\d+(?:\.\d+)?)/.exec(text)?.[1]);
    state.bids += 1;
    if (amount >= state.offer - 2) return Promise.resolve(this.view(chat.sessionId, amount));
    state.offer = Math.max(84, state.offer - 4);
    return Promise.resolve(this.view(chat.sessionId));
  }

  accept(chat: Chat): Promise<ShopperView> {
    const state = this.offers.get(chat.sessionId);
    if (!state) throw new Error('no chat');
    return Promise.resolve(this.view(chat.sessionId, state.offer));
  }

  leave(_chat: Chat, email: string | null): Promise<void> {
    if (email) this.leftWithEmail += 1;
    return Promise.resolve();
  }

  addToBasket(): Promise<void> {
    return Promise.resolve();
  }

  purchase(): Promise<void> {
    this.purchases += 1;
    return Promise.resolve();
  }
}

describe('simulated shoppers', () => {
  it('bid in their own words, never above their reservation nor the standing offer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONCESSION_STYLES),
        fc.integer(),
        fc.array(fc.integer({ min: 50, max: 100 }), { minLength: 1, maxLength: 10 }),
        (style, seed, offers) => {
          const random = seeded(seed);
          const shopper = new SimulatedShopper(populationOf(style).sample(random), LIST, random);
          let previous = -Infinity;
          let standing = LIST;
          for (const offer of offers) {
            // A bot never offers less than a bid it was given: it would have taken the bid.
            standing = Math.max(Math.min(standing, offer), previous);
            const action = shopper.act({
              currencySymbol: '£',
              botOffer: standing,
              finalOffer: false,
              ended: false,
              dealPrice: null,
              canLeaveEmail: false,
            });
            if (action.kind !== 'say') break;
            expect(action.bid).not.toBeNull();
            const bid = action.bid ?? 0;
            expect(bid).toBeLessThanOrEqual(standing);
            expect(bid).toBeLessThanOrEqual(Math.ceil(shopper.reservationPrice));
            expect(bid).toBeGreaterThanOrEqual(previous);
            expect(action.text).toMatch(/\d/);
            previous = bid;
          }
        },
      ),
    );
  });

  it('accept an offer above their reservation only as first-counter takers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONCESSION_STYLES), fc.integer(), (style, seed) => {
        const random = seeded(seed);
        const shopper = new SimulatedShopper(populationOf(style).sample(random), LIST, random);
        const view = (botOffer: number): ShopperView => ({
          currencySymbol: '£',
          botOffer,
          finalOffer: false,
          ended: false,
          dealPrice: null,
          canLeaveEmail: false,
        });
        shopper.act(view(LIST));
        const action = shopper.act(view(99.5));
        if (action.kind === 'accept' && style !== 'first_counter_taker') {
          expect(99.5).toBeLessThanOrEqual(shopper.reservationPrice);
        }
      }),
    );
  });

  it.each(CONCESSION_STYLES)(
    '%s: every negotiation ends, with at most two restarts',
    async (style) => {
      for (let seed = 1; seed <= 40; seed += 1) {
        const random = seeded(seed);
        const bot = new ToyBot();
        let orders = 0;
        const result = await driveShopper(
          bot,
          populationOf(style).sample(random),
          LIST,
          random,
          () => `ORDER-${(orders += 1)}`,
        );
        expect(['purchased', 'added_to_basket', 'deal', 'left', 'ended']).toContain(result.outcome);
        expect(result.restarts).toBeLessThanOrEqual(style === 'chat_restarter' ? 2 : 0);
        expect(result.sessionIds).toHaveLength(result.restarts + 1);
        if (result.dealPrice !== null) {
          expect(result.dealPrice).toBeGreaterThanOrEqual(84);
          expect(result.dealPrice).toBeLessThanOrEqual(LIST);
        }
        expect(bot.purchases).toBe(result.outcome === 'purchased' ? 1 : 0);
      }
    },
  );

  it('lowball repeaters repeat their bid; one-counter leavers bid once', async () => {
    const random = seeded(7);
    const lowballer = new SimulatedShopper(
      populationOf('lowball_repeater').sample(random),
      LIST,
      random,
    );
    const bids: (number | null)[] = [];
    for (const offer of [100, 96, 92]) {
      const action = lowballer.act({
        currencySymbol: '£',
        botOffer: offer,
        finalOffer: false,
        ended: false,
        dealPrice: null,
        canLeaveEmail: false,
      });
      if (action.kind === 'say') bids.push(action.bid);
    }
    expect(new Set(bids).size).toBe(1);
    expect(bids[0]).toBeLessThan(55);

    const bot = new ToyBot();
    const result = await driveShopper(
      bot,
      populationOf('one_counter_leaver').sample(seeded(3)),
      LIST,
      seeded(3),
      () => 'X',
    );
    expect(result.rounds).toBeLessThanOrEqual(1);
  });
});

describe('the one-counter styles', () => {
  const profile = (style: 'first_counter_taker' | 'one_counter_leaver') => ({
    style,
    reservationShare: 0.8,
    openingShare: 0.7,
    patience: 1,
    walkAwayChance: 0,
    checksOut: true,
    buysAfterBasket: true,
    leavesEmail: false,
    chattiness: 0,
  });
  const view = (botOffer: number): ShopperView => ({
    currencySymbol: '£',
    botOffer,
    finalOffer: false,
    ended: false,
    dealPrice: null,
    canLeaveEmail: false,
  });

  it('take, or walk away from, the first counter offer even with a patience of one bid', () => {
    for (const [style, expected] of [
      ['first_counter_taker', 'accept'],
      ['one_counter_leaver', 'leave'],
    ] as const) {
      const shopper = new SimulatedShopper(profile(style), LIST, seeded(1));
      expect(shopper.act(view(LIST)).kind, style).toBe('say');
      expect(shopper.act(view(92)).kind, style).toBe(expected);
    }
  });

  it('do not count a refused lowball (the price unchanged) as a counter offer', () => {
    const shopper = new SimulatedShopper(
      { ...profile('first_counter_taker'), patience: 3 },
      LIST,
      seeded(1),
    );
    shopper.act(view(LIST));
    expect(shopper.act(view(LIST)).kind).toBe('say');
  });
});

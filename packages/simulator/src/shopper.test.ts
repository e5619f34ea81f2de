import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveShopper, type Chat, type NegotiationPort } from './drive';
import { SHOPPER_LANGUAGES } from './phrases';
import { seeded } from './phrases/test-chats';
import { CONCESSION_STYLES, populationOf, type ShopperProfile } from './populations';
import {
  MAX_RESTARTS,
  SimulatedShopper,
  type ShopperAction,
  type ShopperMessage,
  type ShopperView,
} from './shopper';

const LIST = 100;
/** List prices where the ways of saying an amount differ: pence and halves, words, thousands. */
const LISTS: readonly number[] = [24, 100, 640, 1299];
/** The stand-in bot's walkaway: it never offers less. */
const FLOOR = 84;

const view = (botOffer: number, changes: Partial<ShopperView> = {}): ShopperView => ({
  currencySymbol: '£',
  botOffer,
  finalOffer: false,
  ended: false,
  dealPrice: null,
  canLeaveEmail: false,
  giftValue: 0,
  ...changes,
});

/** A shopper spelled out, for the cases that need exact numbers; no draw decides anything. */
const profile = (changes: Partial<ShopperProfile>): ShopperProfile => ({
  style: 'conceder',
  reservationShare: 0.8,
  openingShare: 0.7,
  patience: 4,
  walkAwayChance: 0,
  respectsFinalOffer: true,
  acceptSlack: 0,
  beta: 1,
  opener: 'bid',
  lowballs: 0,
  lowballShare: 0.4,
  checksOut: true,
  buysAfterBasket: true,
  leavesEmail: false,
  chattiness: 0,
  giftValueShare: 1,
  language: 'en-GB',
  ...changes,
});

/** The amount a bid means; fails the test for anything but a bid. */
function bidOf(action: ShopperAction): number {
  if (action.kind !== 'say' || action.move !== 'bid' || action.said.bid === null) {
    throw new Error(`expected a bid, got ${JSON.stringify(action)}`);
  }
  return action.said.bid;
}

/** How far a form may say an amount from the one meant (see phrases/plans.ts). */
const tolerance = (amount: number) => Math.max(1, amount * 0.05);

/**
 * A stand-in bot for driving shoppers: it takes a bid within 2 of its offer (never under its
 * floor), else concedes 4% of list per message, down to FLOOR; its offer is final at the floor or
 * after four messages, and comes with the gift then. It reads what a message means, not its text.
 */
class ToyBot implements NegotiationPort {
  chats = 0;
  purchases = 0;
  /** The most messages the shopper sent in any one chat. */
  mostMessages = 0;
  private states = new Map<string, { offer: number; bids: number; messages: number }>();

  constructor(private readonly gift = 0) {}

  private state(id: string) {
    const state = this.states.get(id);
    if (!state) throw new Error(`no chat ${id}`);
    return state;
  }

  private view(id: string, deal: number | null = null): ShopperView {
    const { offer, bids } = this.state(id);
    const finalOffer = bids >= 4 || offer <= FLOOR;
    return view(offer, {
      finalOffer,
      ended: deal !== null,
      dealPrice: deal,
      canLeaveEmail: bids >= 4,
      giftValue: finalOffer ? this.gift : 0,
    });
  }

  start(): Promise<Chat> {
    this.chats += 1;
    const sessionId = `chat-${this.chats}`;
    this.states.set(sessionId, { offer: LIST, bids: 0, messages: 0 });
    return Promise.resolve({ sessionId, view: this.view(sessionId) });
  }

  say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    const state = this.state(chat.sessionId);
    state.messages += 1;
    this.mostMessages = Math.max(this.mostMessages, state.messages);
    // Small talk moves nothing; a push is answered as a bid too low would be.
    if (message.move === 'talk') return Promise.resolve(this.view(chat.sessionId));
    state.bids += 1;
    const bid = message.move === 'bid' ? message.said.bid : null;
    if (bid !== null && bid >= Math.max(FLOOR, state.offer - 2)) {
      return Promise.resolve(this.view(chat.sessionId, bid));
    }
    state.offer = Math.max(FLOOR, state.offer - 4);
    return Promise.resolve(this.view(chat.sessionId));
  }

  accept(chat: Chat): Promise<ShopperView> {
    return Promise.resolve(this.view(chat.sessionId, this.state(chat.sessionId).offer));
  }

  leave(): Promise<void> {
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
  it('bid never above their reservation nor the standing offer, nor below their last honest bid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONCESSION_STYLES),
        fc.constantFrom(...SHOPPER_LANGUAGES),
        fc.constantFrom(...LISTS),
        fc.integer(),
        // The bot's concessions, as shares of list: none at all, up to a big step.
        fc.array(fc.double({ min: 0, max: 0.08, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (style, language, list, seed, concessions) => {
          const random = seeded(seed);
          const sampled = { ...populationOf(style).sample(random), language };
          const shopper = new SimulatedShopper(sampled, list, random, seed);
          let standing = list;
          let lastHonest = -Infinity;
          for (const concession of concessions) {
            const honestBefore = shopper.bidHistory.length;
            const action = shopper.act(view(standing));
            if (action.kind !== 'say') break;
            // Pushes and small talk name no amount; the text of a bid may hold no digits at all.
            if (action.move !== 'bid') {
              expect(action.said.bid).toBeNull();
              continue;
            }
            const bid = bidOf(action);
            expect(bid).toBeLessThanOrEqual(standing);
            if (shopper.bidHistory.length > honestBefore) {
              expect(bid).toBeLessThanOrEqual(shopper.reservationPrice);
              expect(bid).toBeGreaterThanOrEqual(lastHonest);
              lastHonest = bid;
            } else {
              // Only a lowball leaves the honest bids as they were.
              expect(style).toBe('lowball_repeater');
            }
            // A bot never offers less than a bid it was given: it would have taken the bid.
            standing = Math.max(Math.round((standing - list * concession) * 100) / 100, bid);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accept no offer above their reservation plus what the gift with it is worth to them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONCESSION_STYLES),
        fc.integer(),
        fc.array(
          fc.record({
            share: fc.double({ min: 0.6, max: 1.1, noNaN: true }),
            final: fc.boolean(),
            gift: fc.constantFrom(0, 0, 5, 12, 30),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (style, seed, replies) => {
          const random = seeded(seed);
          const shopper = new SimulatedShopper(populationOf(style).sample(random), LIST, random);
          for (const { share, final, gift } of [{ share: 1, final: false, gift: 0 }, ...replies]) {
            const botOffer = Math.round(LIST * share * 100) / 100;
            const action = shopper.act(view(botOffer, { finalOffer: final, giftValue: gift }));
            if (action.kind === 'accept') {
              const worth = shopper.reservationPrice + gift * shopper.profile.giftValueShare;
              expect(botOffer).toBeLessThanOrEqual(worth);
            }
            if (action.kind !== 'say') break;
          }
        },
      ),
    );
  });

  it.each(CONCESSION_STYLES)(
    '%s: every negotiation ends within the shopper’s patience, restarting at most MAX_RESTARTS times',
    async (style) => {
      let mostRestarts = 0;
      for (const gift of [0, 10]) {
        for (let seed = 1; seed <= 40; seed += 1) {
          const random = seeded(seed);
          const shopper = populationOf(style).sample(random);
          const bot = new ToyBot(gift);
          let orders = 0;
          const result = await driveShopper(
            bot,
            shopper,
            LIST,
            random,
            () => `ORDER-${(orders += 1)}`,
            seed,
          );
          expect(['purchased', 'added_to_basket', 'deal', 'left', 'ended']).toContain(
            result.outcome,
          );
          // Bids and pushes count toward patience; an opening question is the one message more.
          expect(bot.mostMessages).toBeLessThanOrEqual(shopper.patience + 1);
          expect(result.restarts).toBeLessThanOrEqual(
            style === 'chat_restarter' ? MAX_RESTARTS : 0,
          );
          expect(result.sessionIds).toHaveLength(result.restarts + 1);
          expect(bot.chats).toBe(result.restarts + 1);
          mostRestarts = Math.max(mostRestarts, result.restarts);
          if (result.dealPrice !== null) {
            expect(result.dealPrice).toBeGreaterThanOrEqual(FLOOR);
            expect(result.dealPrice).toBeLessThanOrEqual(LIST);
            expect(result.dealPrice).toBeLessThanOrEqual(
              result.reservationPrice + gift * shopper.giftValueShare,
            );
          }
          expect(bot.purchases).toBe(result.outcome === 'purchased' ? 1 : 0);
          if (style === 'one_counter_leaver') expect(result.rounds).toBeLessThanOrEqual(1);
        }
      }
      // Some restarter priced out by the floor uses every restart.
      if (style === 'chat_restarter') expect(mostRestarts).toBe(MAX_RESTARTS);
    },
  );

  it('lowball repeaters repeat their lowball `lowballs` times, then bid honestly', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seeded(seed);
        const sampled = populationOf('lowball_repeater').sample(random);
        expect(sampled.lowballs).toBeGreaterThan(0);
        const shopper = new SimulatedShopper(
          {
            ...sampled,
            opener: 'bid',
            walkAwayChance: 0,
            reservationShare: 0.9,
            openingShare: 0.7,
            patience: sampled.lowballs + 3,
          },
          LIST,
          random,
        );
        const lowball = sampled.lowballShare * LIST;
        // The bot refuses each lowball and holds its list price.
        for (let k = 0; k < sampled.lowballs; k += 1) {
          const bid = bidOf(shopper.act(view(LIST)));
          expect(Math.abs(bid - lowball)).toBeLessThanOrEqual(tolerance(lowball));
          expect(shopper.bidHistory).toHaveLength(0);
        }
        const honest = bidOf(shopper.act(view(LIST)));
        expect(Math.abs(honest - 70)).toBeLessThanOrEqual(tolerance(70));
        expect(shopper.bidHistory).toEqual([honest]);
        bidOf(shopper.act(view(LIST)));
        expect(shopper.bidHistory).toHaveLength(2);
      }),
    );
  });

  it('stubborn bidders repeat their opening bid, turn after turn', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LISTS),
        fc.integer(),
        fc.double({ min: 0.84, max: 0.97, noNaN: true }),
        (list, seed, opening) => {
          const shopper = new SimulatedShopper(
            profile({
              style: 'stubborn_bidder',
              reservationShare: 0.9,
              openingShare: 0.9 * opening,
              patience: 6,
            }),
            list,
            seeded(seed),
          );
          // The bot concedes a little each turn but stays above what the shopper would pay.
          const bids = [1, 0.99, 0.98, 0.97, 0.96, 0.95].map((share) =>
            bidOf(shopper.act(view(Math.round(list * share * 100) / 100))),
          );
          expect(new Set(bids)).toEqual(new Set([bids[0]]));
          expect(shopper.act(view(list * 0.95)).kind).toBe('leave');
        },
      ),
    );
  });

  it('value a gift at their share of its stated value, and may take a higher price with it', () => {
    const shopper = () => {
      const made = new SimulatedShopper(
        profile({ reservationShare: 0.8, giftValueShare: 0.5 }),
        LIST,
        seeded(1),
      );
      bidOf(made.act(view(LIST)));
      return made;
    };
    const final = (giftValue: number) => view(85, { finalOffer: true, giftValue });
    // 85 is above their reservation of 80: with nothing added, they leave.
    expect(shopper().act(final(0)).kind).toBe('leave');
    // A gift stated at 8 is worth 4 to them: not enough.
    expect(shopper().act(final(8)).kind).toBe('leave');
    // One stated at 12 is worth 6: 85 is now within what they would pay.
    expect(shopper().act(final(12)).kind).toBe('accept');
  });

  it('who do not take a final offer as final bid on under it, up to their deadline', () => {
    for (const respectsFinalOffer of [true, false]) {
      const shopper = new SimulatedShopper(
        profile({ respectsFinalOffer, reservationShare: 0.9, openingShare: 0.7, patience: 4 }),
        LIST,
        seeded(2),
      );
      bidOf(shopper.act(view(LIST)));
      // A final offer they can afford, above the bid they would make next.
      const final = view(88, { finalOffer: true });
      if (respectsFinalOffer) {
        expect(shopper.act(final).kind).toBe('accept');
        continue;
      }
      let action = shopper.act(final);
      let bids = 1;
      while (action.kind === 'say') {
        expect(bidOf(action)).toBeLessThanOrEqual(88);
        bids += 1;
        action = shopper.act(final);
      }
      expect(bids).toBeGreaterThan(1);
      expect(bids).toBeLessThanOrEqual(4);
      expect(action.kind).toBe('accept');
    }

    // Out of reach, the final offer is bid under until the deadline, then left.
    const priced = new SimulatedShopper(
      profile({ respectsFinalOffer: false, patience: 3 }),
      LIST,
      seeded(3),
    );
    const actions = [LIST, 90, 90, 90].map((offer, turn) =>
      priced.act(view(offer, { finalOffer: turn > 0 })),
    );
    expect(actions.map((action) => action.kind)).toEqual(['say', 'say', 'say', 'leave']);
  });

  it('walk away at the same reply whatever they say, as their draw key decides', () => {
    const walker = profile({ walkAwayChance: 0.3, patience: 30, reservationShare: 0.7 });
    const walkTurn = (key: number, messages: number) => {
      const shopper = new SimulatedShopper(walker, LIST, seeded(messages), key);
      for (let turn = 0; turn < 30; turn += 1) {
        // The bot holds a price the shopper will never pay: only the draw can end it early.
        const action = shopper.act(view(LIST - turn * 0.5));
        if (action.kind !== 'say') return { turn, kind: action.kind };
      }
      return { turn: 30, kind: 'none' };
    };
    const turns = new Set<number>();
    for (let key = 1; key <= 12; key += 1) {
      const first = walkTurn(key, 1);
      expect(first.kind).toBe('leave');
      expect(walkTurn(key, 99)).toEqual(first);
      turns.add(first.turn);
    }
    expect(turns.size).toBeGreaterThan(1);
  });
});

describe('the one-counter styles', () => {
  it('first-counter takers take the first counter when they can afford it, else leave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 99 }),
        fc.constantFrom(0, 5, 12),
        fc.boolean(),
        (counter, giftValue, finalOffer) => {
          const shopper = new SimulatedShopper(
            profile({ style: 'first_counter_taker', patience: 1 }),
            LIST,
            seeded(counter),
          );
          expect(shopper.act(view(LIST)).kind).toBe('say');
          const action = shopper.act(view(counter, { giftValue, finalOffer }));
          // Their reservation is 80 and they value a gift at its stated value.
          expect(action.kind).toBe(counter <= 80 + giftValue ? 'accept' : 'leave');
        },
      ),
    );
  });

  it('one-counter leavers leave at any counter, even one they could afford', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: LIST }),
        fc.boolean(),
        fc.constantFrom(0, 12),
        (counter, finalOffer, giftValue) => {
          const shopper = new SimulatedShopper(
            profile({ style: 'one_counter_leaver', patience: 1, acceptSlack: Infinity }),
            LIST,
            seeded(counter),
          );
          expect(shopper.act(view(LIST)).kind).toBe('say');
          expect(shopper.act(view(counter, { finalOffer, giftValue })).kind).toBe('leave');
        },
      ),
    );
  });

  it('do not count a refused lowball (the price unchanged) as a counter offer', () => {
    const shopper = new SimulatedShopper(
      profile({ style: 'first_counter_taker', patience: 3, acceptSlack: Infinity }),
      LIST,
      seeded(1),
    );
    shopper.act(view(LIST));
    expect(shopper.act(view(LIST)).kind).toBe('say');
  });
});

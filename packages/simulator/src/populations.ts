import type { ShopperLanguage } from './phrases';
import type { Random } from './random';

/**
 * Simulated shoppers: who they are. Each style is a shape from the bargaining literature
 * (Faratin, Sierra & Jennings 1998: time-dependent Conceder and Boulware bidders with a deadline,
 * and tit-for-tat; Backus et al. 2020: split-the-difference on eBay Best Offer), shoppers who
 * would pay the list price anyway, and the gaming patterns the engine must not reward.
 */
export const CONCESSION_STYLES = [
  'pays_list',
  'conceder',
  'boulware',
  'split_the_difference',
  'tit_for_tat',
  'first_counter_taker',
  'one_counter_leaver',
  'lowball_repeater',
  'chat_restarter',
  'stubborn_bidder',
] as const;
export type ConcessionStyle = (typeof CONCESSION_STYLES)[number];

export type { Random };

/** How a shopper opens the chat before (or instead of) bidding. */
export type Opener = 'bid' | 'push' | 'small_talk' | 'accept_list';

export interface ShopperProfile {
  style: ConcessionStyle;
  /** The most this shopper will pay, as a share of the list price. */
  reservationShare: number;
  /** Their first honest bid, as a share of the list price (at most the reservation). */
  openingShare: number;
  /** Their deadline: the most bids they make before taking the offer or leaving. */
  patience: number;
  /** The chance, after each bot reply that neither accepts nor ends, that they just leave. */
  walkAwayChance: number;
  /**
   * Whether a final offer they can afford is taken as final. Some shoppers (Faratin's agents)
   * treat it as any other offer: they take it only when it is under the bid they would make next,
   * and otherwise bid on until their deadline.
   */
  respectsFinalOffer: boolean;
  /**
   * When they take an offer under their reservation before their deadline: when it is within
   * this share of the list above the bid they would make next (0: only at or below it, which is
   * Faratin's AC_next; Infinity: any offer they can afford).
   */
  acceptSlack: number;
  /** Time-dependent styles: the shape β of the bid curve (below 1 Boulware, above 1 Conceder). */
  beta: number;
  opener: Opener;
  /** Lowball bids made before bidding honestly (lowball repeaters; 0 for everyone else). */
  lowballs: number;
  /** The lowball, as a share of the list price. */
  lowballShare: number;
  /** After a deal: do they add it to the basket. */
  checksOut: boolean;
  /** Having added it to the basket: do they buy (or abandon the basket). */
  buysAfterBasket: boolean;
  /** Leaving after a final offer: do they leave an e-mail when asked. */
  leavesEmail: boolean;
  /** The chance a message carries small talk or a question as well. */
  chattiness: number;
  /** What a gift or free shipping is worth to them, as a share of its stated value. */
  giftValueShare: number;
  language: ShopperLanguage;
}

export interface Population {
  name: string;
  style: ConcessionStyle;
  /** Draws one shopper of this population. */
  sample: (random: Random) => ShopperProfile;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const chance = (random: Random, p: number) => random() < p;
const whole = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/**
 * Shared draws, the same for every style from the same seed, so that one seed is the same
 * person bargaining another way. Reservations spread from well below the usual walkaway to a
 * little above list; a shopper opens somewhere between a deep and a near-honest share of what
 * they would pay, so the opening alone says little about the reservation.
 */
function baseProfile(random: Random, style: ConcessionStyle): ShopperProfile {
  const reservationShare = between(random, 0.74, 1.06);
  const openingShare = reservationShare * between(random, 0.62, 0.96);
  return {
    style,
    reservationShare,
    openingShare,
    patience: whole(random, 3, 7),
    // Some shoppers walk away after an unanswered round, some never do before their deadline.
    walkAwayChance: chance(random, 0.5) ? 0 : between(random, 0.04, 0.2),
    respectsFinalOffer: chance(random, 0.6),
    acceptSlack: between(random, 0, 0.04),
    beta: 1,
    opener: chance(random, 0.15) ? 'small_talk' : 'bid',
    lowballs: 0,
    lowballShare: between(random, 0.3, 0.55),
    checksOut: chance(random, 0.85),
    buysAfterBasket: chance(random, 0.88),
    leavesEmail: chance(random, 0.35),
    chattiness: between(random, 0, 0.4),
    giftValueShare: between(random, 0.2, 1),
    language: 'en-GB',
  };
}

type Tweak = (profile: ShopperProfile, random: Random) => Partial<ShopperProfile>;

const population = (style: ConcessionStyle, name: string, tweak: Tweak): Population => ({
  name,
  style,
  sample: (random) => {
    const profile = baseProfile(random, style);
    return { ...profile, ...tweak(profile, random) };
  },
});

const STYLE_TWEAKS: Record<ConcessionStyle, { name: string; tweak: Tweak }> = {
  // Would pay list (or a little more) and chat anyway: they try their luck once, with a push,
  // a high bid or a question, and take what the bot then says; some take the list price at once.
  pays_list: {
    name: 'Pays list',
    tweak: (_p, random) => {
      const reservationShare = between(random, 1, 1.3);
      const openers: Opener[] = ['push', 'bid', 'small_talk', 'accept_list'];
      return {
        reservationShare,
        openingShare: between(random, 0.8, 0.97),
        opener: openers[Math.floor(random() * openers.length)] ?? 'push',
        acceptSlack: Number.POSITIVE_INFINITY,
        patience: whole(random, 1, 2),
        chattiness: between(random, 0.2, 0.7),
      };
    },
  },
  // Faratin's Conceder: the bid curve rises early (β > 1) toward the reservation at the deadline.
  conceder: { name: 'Conceders', tweak: (_p, random) => ({ beta: between(random, 1.5, 4) }) },
  // Boulware: opens deep (50–70% of list) and holds until close to the deadline (β < 1).
  boulware: {
    name: 'Hard bargainers',
    tweak: (_p, random) => ({
      beta: between(random, 0.15, 0.5),
      reservationShare: between(random, 0.8, 0.94),
      openingShare: between(random, 0.5, 0.7),
      patience: whole(random, 4, 8),
      acceptSlack: between(random, 0, 0.015),
    }),
  },
  // eBay Best Offer: each bid halves the gap to the bot's offer, and a fair counter is often
  // taken as it stands.
  split_the_difference: {
    name: 'Split the difference',
    tweak: (_p, random) => ({ acceptSlack: between(random, 0.02, 0.1) }),
  },
  tit_for_tat: {
    name: 'Tit-for-tat',
    tweak: (_p, random) => ({ acceptSlack: between(random, 0, 0.03) }),
  },
  first_counter_taker: {
    name: 'First-counter takers',
    tweak: () => ({ patience: 1, acceptSlack: Number.POSITIVE_INFINITY }),
  },
  one_counter_leaver: { name: 'One-counter leavers', tweak: () => ({ patience: 1 }) },
  // Repeat a lowball a few times, then bargain like a conceder.
  lowball_repeater: {
    name: 'Lowball repeaters',
    tweak: (_p, random) => ({
      lowballs: whole(random, 2, 5),
      beta: between(random, 1, 3),
      patience: whole(random, 5, 8),
    }),
  },
  chat_restarter: {
    name: 'Chat restarters',
    tweak: (_p, random) => ({ beta: between(random, 1, 3) }),
  },
  // Repeat one moderate bid, turn after turn, waiting out the bot's clock.
  stubborn_bidder: {
    name: 'Stubborn bidders',
    tweak: (p, random) => ({
      openingShare: p.reservationShare * between(random, 0.84, 0.97),
      patience: whole(random, 5, 7),
      acceptSlack: 0,
    }),
  },
};

export const POPULATIONS: readonly Population[] = CONCESSION_STYLES.map((style) =>
  population(style, STYLE_TWEAKS[style].name, STYLE_TWEAKS[style].tweak),
);

export const populationOf = (style: ConcessionStyle): Population => {
  const found = POPULATIONS.find((p) => p.style === style);
  if (!found) throw new Error(`no population for ${style}`);
  return found;
};

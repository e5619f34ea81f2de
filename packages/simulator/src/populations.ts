/**
 * Simulated shoppers: who they are. A population draws profiles around a concession style, the
 * shapes from the negotiation literature (Faratin et al.'s conceder and Boulware tactics,
 * tit-for-tat, split-the-difference) plus the gaming patterns the engine must not reward.
 */

export const CONCESSION_STYLES = [
  'conceder',
  'boulware',
  'split_the_difference',
  'tit_for_tat',
  'first_counter_taker',
  'one_counter_leaver',
  'lowball_repeater',
  'chat_restarter',
] as const;
export type ConcessionStyle = (typeof CONCESSION_STYLES)[number];

/** A uniform draw in [0, 1). Seeded by the caller, so a simulation replays exactly. */
export type Random = () => number;

export interface ShopperProfile {
  style: ConcessionStyle;
  /** The most this shopper will pay, as a share of the list price. */
  reservationShare: number;
  /** Their first bid, as a share of the list price. */
  openingShare: number;
  /** The most bids they make before giving up. */
  patience: number;
  /** The chance, each round after the bot's first counter, that they just leave. */
  walkAwayChance: number;
  /** After a deal: do they add it to the basket. */
  checksOut: boolean;
  /** Having added it to the basket: do they buy (or abandon the basket). */
  buysAfterBasket: boolean;
  /** Leaving after a final offer: do they leave an e-mail when asked. */
  leavesEmail: boolean;
  /** The chance a message carries small talk or a question as well. */
  chattiness: number;
}

export interface Population {
  name: string;
  style: ConcessionStyle;
  /** Draws one shopper of this population. */
  sample: (random: Random) => ShopperProfile;
}

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const chance = (random: Random, p: number) => random() < p;

/**
 * Shared draws: shoppers value the item at 80–110% of list (a quarter would pay list price without
 * asking) and open 20–35% below list.
 */
function baseProfile(random: Random, style: ConcessionStyle): ShopperProfile {
  const reservationShare = between(random, 0.8, 1.1);
  return {
    style,
    reservationShare,
    openingShare: Math.min(reservationShare, between(random, 0.65, 0.8)),
    patience: 3 + Math.floor(random() * 4),
    walkAwayChance: between(random, 0.02, 0.12),
    checksOut: chance(random, 0.7),
    buysAfterBasket: chance(random, 0.85),
    leavesEmail: chance(random, 0.35),
    chattiness: between(random, 0, 0.4),
  };
}

const population = (
  style: ConcessionStyle,
  name: string,
  tweak: (profile: ShopperProfile, random: Random) => Partial<ShopperProfile> = () => ({}),
): Population => ({
  name,
  style,
  sample: (random) => {
    const profile = baseProfile(random, style);
    return { ...profile, ...tweak(profile, random) };
  },
});

export const POPULATIONS: readonly Population[] = [
  population('conceder', 'Conceders'),
  population('boulware', 'Hard bargainers', (p, random) => ({
    patience: 5 + Math.floor(random() * 3),
    openingShare: Math.min(p.reservationShare, between(random, 0.55, 0.7)),
  })),
  population('split_the_difference', 'Split the difference'),
  population('tit_for_tat', 'Tit-for-tat'),
  population('first_counter_taker', 'First-counter takers', () => ({ patience: 1 })),
  population('one_counter_leaver', 'One-counter leavers', () => ({ patience: 1 })),
  population('lowball_repeater', 'Lowball repeaters', (_profile, random) => ({
    openingShare: between(random, 0.3, 0.5),
    patience: 5 + Math.floor(random() * 3),
  })),
  population('chat_restarter', 'Chat restarters'),
];

export const populationOf = (style: ConcessionStyle): Population => {
  const found = POPULATIONS.find((p) => p.style === style);
  if (!found) throw new Error(`no population for ${style}`);
  return found;
};

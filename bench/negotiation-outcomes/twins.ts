import {
  driveShopper,
  populationOf,
  type NegotiationPort,
  type ShopperProfile,
} from '@parley/simulator';
import { seededRandom } from '../seeded-random';
import { negotiationSetup, type Engine, type Settings } from './arms';
import { NumbersPort, type GuardRails } from './numbers-port';

/**
 * What a gaming pattern gains over the same shopper bargaining honestly: each gamer has a twin
 * with the same reservation, deadline, opening and luck (walk-away draws), who bids as a
 * conceder. The gap is the twin's average price minus the gamer's, as a share of list, over
 * the pairs where both bought: positive means gaming paid.
 */
export const GAMES = ['lowballer', 'restarter', 'stubborn'] as const;
export type Game = (typeof GAMES)[number];

export interface Gap {
  /** Twin's price minus the gamer's, as a share of list, averaged over pairs that both dealt. */
  priceGap: number;
  pairs: number;
  gamerDeals: number;
  honestDeals: number;
}

function gamerOf(game: Game, honest: ShopperProfile): ShopperProfile {
  switch (game) {
    case 'lowballer':
      return { ...honest, lowballs: 1 + (Math.floor(honest.lowballShare * 10) % 3) };
    case 'restarter':
      return { ...honest, style: 'chat_restarter' };
    case 'stubborn':
      return { ...honest, style: 'stubborn_bidder', patience: 5, acceptSlack: 0 };
  }
}

/** The negotiator a shopper meets: a fresh one per shopper, given their list price and seed. */
export type NegotiatorFor = (listPrice: number, seed: number) => NegotiationPort;

/** The engine on the amounts shoppers mean, as the outcome tables use it. */
export const engineFor =
  (engine: Engine, settings: Settings, rails: GuardRails): NegotiatorFor =>
  (listPrice, seed) => {
    let chats = 0;
    return new NumbersPort((previous) => {
      chats += 1;
      return negotiationSetup(engine, listPrice, settings, previous, seed * 31 + chats);
    }, rails);
  };

async function dealPrice(
  negotiator: NegotiatorFor,
  profile: ShopperProfile,
  listPrice: number,
  seed: number,
): Promise<number | null> {
  const port = negotiator(listPrice, seed);
  const result = await driveShopper(port, profile, listPrice, seededRandom(seed), () => 'T', seed);
  return result.dealPrice;
}

export async function gamingGap(
  negotiator: NegotiatorFor,
  game: Game,
  count: number,
): Promise<Gap> {
  const gap: Gap = { priceGap: 0, pairs: 0, gamerDeals: 0, honestDeals: 0 };
  for (let index = 0; index < count; index += 1) {
    const random = seededRandom(index * 104729 + 7);
    const sampled = populationOf('conceder').sample(random);
    // Twins who can deal: reservations from the walkaway to a little above list.
    const reservationShare = 0.84 + 0.22 * random();
    const openingShare = (sampled.openingShare / sampled.reservationShare) * reservationShare;
    const honest: ShopperProfile = { ...sampled, reservationShare, openingShare };
    const listPrice = [19.99, 65, 180, 420, 1299][index % 5] ?? 100;
    const seed = index + 1;
    const honestPrice = await dealPrice(negotiator, honest, listPrice, seed);
    const gamerPrice = await dealPrice(negotiator, gamerOf(game, honest), listPrice, seed);
    if (honestPrice !== null) gap.honestDeals += 1;
    if (gamerPrice !== null) gap.gamerDeals += 1;
    if (honestPrice !== null && gamerPrice !== null) {
      gap.pairs += 1;
      gap.priceGap += (honestPrice - gamerPrice) / listPrice;
    }
  }
  gap.priceGap = gap.pairs === 0 ? 0 : gap.priceGap / gap.pairs;
  return gap;
}

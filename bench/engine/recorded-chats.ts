import type { TAlgorithmVersion } from '@parley/contract';
import type { ConversationSetup } from '@parley/engine';
import { POPULATIONS, driveShopper, type Random } from '@parley/simulator';
import { InProcessPort, type RecordedChat } from '../negotiation-outcomes/in-process-port';
import { randomRuleTerms } from './random-rule';
import { pick, seededRandom } from '../seeded-random';

export type { RecordedChat };

const GIFT = {
  addonItemId: 'bench-gift',
  type: 'sweetener' as const,
  name: 'Leather care kit',
  shortDescription: 'Keeps the leather supple',
  displayValue: 12,
  // A sweetener: a token gift the retailer counts as costing nothing per deal.
  syntheticValue: 0,
};

/** List prices drawn per shopper: an everyday item to a considered purchase. */
const PRICES = [24, 65, 180, 420, 1299];

/** A shopper's product under a random rule of the version: every chat of theirs meets it. */
function randomTerms(
  random: Random,
  version: TAlgorithmVersion,
  listPrice: number,
): Omit<ConversationSetup, 'previous' | 'seed'> {
  const terms = randomRuleTerms(random, version, [8, 30]);
  return {
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    negotiationType: 'product',
    direction: 'down',
    subject: 'Waxed Cotton Jacket',
    listPrice,
    quantity: 1,
    ...terms,
    maxBids: 3 + Math.floor(random() * 5),
    askQuantityFirst: false,
    freeShippingIncluded: random() < 0.3,
    addons: random() < 0.5 ? [GIFT] : [],
    recoveredParleysActive: true,
    termsUrl: null,
  };
}

/**
 * Simulated shoppers of every population (in turn) against random rules of one version: their
 * chats, with the texts they typed, for the benchmark to replay under the clock.
 */
export async function recordChats(
  version: TAlgorithmVersion,
  shoppers: number,
): Promise<RecordedChat[]> {
  const chats: RecordedChat[] = [];
  for (let index = 0; index < shoppers; index += 1) {
    const random = seededRandom(index + 1);
    const population = POPULATIONS[index % POPULATIONS.length];
    if (!population) throw new Error('no shopper populations');
    const listPrice = pick(random, PRICES);
    const terms = randomTerms(random, version, listPrice);
    let chatNumber = 0;
    const port = new InProcessPort((previous) => {
      chatNumber += 1;
      return { ...terms, previous, seed: index * 31 + chatNumber };
    });
    await driveShopper(port, population.sample(random), listPrice, random, () => `B-${index}`);
    chats.push(...port.chats);
  }
  return chats;
}

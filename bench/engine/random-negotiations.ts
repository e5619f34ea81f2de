import type { TAlgorithmVersion } from '@parley/contract';
import type { NegotiationSetup } from '@parley/engine';
import type { Random } from '@parley/simulator';
import { randomRuleTerms } from './random-rule';
import { between } from '../seeded-random';

/** One negotiation for the core: a rule the console could save and the shopper's bids. */
export interface ScriptedNegotiation {
  setup: NegotiationSetup;
  /** Unit prices, or null for a push back without an amount ("can you do better?"). */
  bids: (number | null)[];
}

/** More bids than any rule here allows, so that every script reaches a deal or the end. */
const MAX_SCRIPT = 14;

function randomSetup(random: Random, version: TAlgorithmVersion, seed: number): NegotiationSetup {
  const terms = randomRuleTerms(random, version, [5, 40]);
  return {
    listPrice: Math.round(between(random, 5, 2000) * 100) / 100,
    quantity: 1 + Math.floor(random() * 3),
    // Buybacks are the rarer case: one negotiation in five.
    direction: random() < 0.2 ? 'up' : 'down',
    ...terms,
    maxBids: 3 + Math.floor(random() * 8),
    previous: null,
    seed,
  };
}

/**
 * A shopper who opens between a deep lowball and just under list (in multiples of the walkaway's
 * share, so every zone comes up whatever the rule) and moves toward list by random steps, with
 * an occasional stall.
 */
function randomBids(random: Random, setup: NegotiationSetup): (number | null)[] {
  const sign = setup.direction === 'up' ? -1 : 1;
  const walkawayShare = setup.walkawayPercentage / 100;
  let share = walkawayShare * between(random, 0.2, 3);
  return Array.from({ length: MAX_SCRIPT }, () => {
    if (random() < 0.1) return null;
    const bid = Math.max(0.01, setup.listPrice * (1 - sign * share));
    share = Math.max(0, share - walkawayShare * between(random, 0, 0.5));
    return Math.round(bid * 100) / 100;
  });
}

export function randomNegotiations(
  random: Random,
  version: TAlgorithmVersion,
  count: number,
): ScriptedNegotiation[] {
  return Array.from({ length: count }, (_, index) => {
    const setup = randomSetup(random, version, index + 1);
    return { setup, bids: randomBids(random, setup) };
  });
}

import {
  NEGOTIATION_OBJECTIVES,
  type TAlgorithmVersion,
  type TNegotiationObjective,
} from '@parley/contract';
import { defaultHyperParameters, type NegotiationSetup } from '@parley/engine';
import type { Random } from '@parley/simulator';
import { between, pick } from '../seeded-random';

/**
 * A rule's negotiation terms as the console could save them: a random objective and walkaway
 * (within `walkaway`, in percent) and the version's default hyper-parameters. Draws the objective,
 * then the walkaway, so the benchmarks' chats stay the same run after run.
 */
export function randomRuleTerms(
  random: Random,
  version: TAlgorithmVersion,
  walkaway: readonly [number, number],
): Pick<
  NegotiationSetup,
  'objective' | 'walkawayPercentage' | 'targetDiscountPercentage' | 'algorithm'
> {
  const objective: TNegotiationObjective = pick(random, NEGOTIATION_OBJECTIVES);
  const walkawayPercentage = Math.round(between(random, walkaway[0], walkaway[1]));
  return {
    objective,
    walkawayPercentage,
    targetDiscountPercentage: objective === 'none' ? walkawayPercentage / 2 : null,
    algorithm: { version, hyperParameters: defaultHyperParameters(version) },
  };
}

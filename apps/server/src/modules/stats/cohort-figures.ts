import type { TExperimentCohortStats } from '@parley/contract';
import { moneyPer, percentOf } from './change';

/** What the results' queries counted of one experiment cohort in its window. */
export interface CohortTally {
  shoppers: number;
  buyers: number;
  /** The shoppers who never negotiated in the experiment, and their sales. */
  browsers: number;
  browserSales: number;
  browserRevenue: number;
  /** The cohort's negotiations, those that reached a deal, and the sales that followed them. */
  chats: number;
  agreedDeals: number;
  chatSales: number;
  chatRevenue: number;
}

/** A cohort that has counted nothing: one whose experiment's results were never computed. */
export const UNCOUNTED_COHORT: CohortTally = {
  shoppers: 0,
  buyers: 0,
  browsers: 0,
  browserSales: 0,
  browserRevenue: 0,
  chats: 0,
  agreedDeals: 0,
  chatSales: 0,
  chatRevenue: 0,
};

export type CohortFigures = Omit<
  TExperimentCohortStats,
  'cohort_id' | 'name' | 'significance' | 'updated_at'
>;

/** A cohort's figures (part 2 §3 Cohort stats): conversion is its buyers among its shoppers. */
export function cohortFigures(tally: CohortTally): CohortFigures {
  return {
    browsers: {
      sessions: tally.browsers,
      sales: tally.browserSales,
      revenue: tally.browserRevenue,
      aov: moneyPer(tally.browserRevenue, tally.browserSales),
    },
    chats: {
      sessions: tally.chats,
      agreedDeals: tally.agreedDeals,
      sales: tally.chatSales,
      revenue: tally.chatRevenue,
    },
    shoppers: tally.shoppers,
    buyers: tally.buyers,
    conversion: tally.shoppers === 0 ? null : percentOf(tally.buyers, tally.shoppers),
  };
}

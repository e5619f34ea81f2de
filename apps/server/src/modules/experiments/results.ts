import type { TExperimentCohortStats } from '@parley/contract';
import type { Deps } from '../../deps';
import { allowLongStatements } from '../../db/timeouts';
import { cohortFigures, compareConversion } from '../stats';
import {
  listCohortRows,
  listExperimentsDueResults,
  lockExperimentRow,
  markResultsComputed,
  storeCohortResults,
} from './repository';
import { countCohortChatSales, countCohortChats, countCohortShoppers } from './results-queries';

/** A cohort's results as stored: the stats call adds when they were computed. */
export type CohortResults = Omit<TExperimentCohortStats, 'updated_at'>;

/** What the queries counted, by cohort id; a cohort without rows counted nothing. */
export interface CohortCounts {
  shoppers: Awaited<ReturnType<typeof countCohortShoppers>>;
  chats: Awaited<ReturnType<typeof countCohortChats>>;
  chatSales: Awaited<ReturnType<typeof countCohortChatSales>>;
}

const byCohort = <R extends { cohortId: string | null }>(rows: R[], cohortId: string) =>
  rows.find((row) => row.cohortId === cohortId);

/**
 * Each cohort's figures (part 2 §3 Cohort stats); significance compares the first cohort's
 * conversion with the second's, and exists only when there are exactly two (part 2 §5), the same
 * on both.
 */
export function resultsOf(
  cohorts: readonly { id: string; name: string }[],
  counts: CohortCounts,
): CohortResults[] {
  const figures = cohorts.map((cohort) => {
    const seen = byCohort(counts.shoppers, cohort.id);
    const chats = byCohort(counts.chats, cohort.id);
    const chatSales = byCohort(counts.chatSales, cohort.id);
    return {
      cohort_id: cohort.id,
      name: cohort.name,
      ...cohortFigures({
        shoppers: seen?.shoppers ?? 0,
        buyers: seen?.buyers ?? 0,
        browsers: seen?.browsers ?? 0,
        browserSales: seen?.browserSales ?? 0,
        browserRevenue: seen?.browserRevenue ?? 0,
        chats: chats?.sessions ?? 0,
        agreedDeals: chats?.agreedDeals ?? 0,
        chatSales: chatSales?.sales ?? 0,
        chatRevenue: chatSales?.revenue ?? 0,
      }),
    };
  });
  const [first, second] = figures;
  const significance =
    figures.length === 2 && first && second
      ? compareConversion(
          { successes: first.buyers, trials: first.shoppers },
          { successes: second.buyers, trials: second.shoppers },
        )
      : null;
  return figures.map((cohort) => ({ ...cohort, significance }));
}

/**
 * Computes and stores the experiment's results from its start to its end (or now). The row is
 * held meanwhile, so that a switch off waits for a computation under way and then computes the
 * final results itself. False for a deleted experiment or one that never started.
 */
export async function computeExperimentResults(
  deps: Pick<Deps, 'db' | 'clock'>,
  experimentId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // Counting a long experiment's cohorts can take longer than a request's statement may.
    await allowLongStatements(tx);
    const experiment = await lockExperimentRow(tx, experimentId);
    if (!experiment?.startsAt) return false;
    const now = deps.clock.now();
    const window = { experimentId, start: experiment.startsAt, end: experiment.endsAt ?? now };
    const cohorts = await listCohortRows(tx, [experimentId]);
    const counts: CohortCounts = {
      shoppers: await countCohortShoppers(tx, window),
      chats: await countCohortChats(tx, window),
      chatSales: await countCohortChatSales(tx, window),
    };
    for (const results of resultsOf(cohorts, counts)) {
      await storeCohortResults(tx, results.cohort_id, results);
    }
    await markResultsComputed(tx, experimentId, now);
    return true;
  });
}

/**
 * Computes the results of every experiment they are due for (the daily job, the test hook): the
 * running ones, and the ended ones whose final results are missing. A computation only replaces
 * figures with fresher ones, so running it again is harmless. Answers how many were computed.
 */
export async function computeDueResults(
  deps: Pick<Deps, 'db' | 'clock'>,
  signal?: AbortSignal,
): Promise<number> {
  let computed = 0;
  for (const experimentId of await listExperimentsDueResults(deps.db)) {
    // A stopping process gives the rest back: the job runs again elsewhere, from the start.
    signal?.throwIfAborted();
    if (await computeExperimentResults(deps, experimentId)) computed += 1;
  }
  return computed;
}

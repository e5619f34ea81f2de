import { z } from 'zod';
import {
  NEW_DASHBOARD_DEFAULT_RANGE,
  NEW_DASHBOARD_PATH,
  ZNewDashboardQuery,
  type TNewDashboardQuery,
  type TNewDashboardSeries,
} from '@parley/contract';
import { BadRequestError } from '../../errors';
import type { RangeEntry } from './page';
import { enteredRangeQuery } from './service';

/**
 * The page's query: the range shown (ISO days, as in its links), and what its date fields sent
 * (DD/MM/YYYY), which only the page's own form adds.
 */
export const ZNewDashboardPageQuery = ZNewDashboardQuery.extend({
  from: z.string().optional(),
  to: z.string().optional(),
});
export type TNewDashboardPageQuery = z.infer<typeof ZNewDashboardPageQuery>;

export type PageAnswer =
  { redirectTo: string } | { series: TNewDashboardSeries; rangeError?: string; entry?: RangeEntry };

const DEFAULT_QUERY: TNewDashboardPageQuery = { range: NEW_DASHBOARD_DEFAULT_RANGE };

/** A refusal the page shows (a range it cannot show); anything else is not the page's to say. */
function refusalOf(error: unknown) {
  if (error instanceof BadRequestError) return error.message;
  throw error;
}

/**
 * What the page answers a query with (null: a malformed one): an entered range moves the page to
 * its ISO URL; a refused entry leaves the range shown as it was, with the entry to correct; a
 * range that cannot be shown gives way to the default one.
 */
export async function answerPageQuery(
  query: TNewDashboardPageQuery | null,
  seriesOf: (query: TNewDashboardQuery) => Promise<TNewDashboardSeries>,
): Promise<PageAnswer> {
  let rangeError: string | undefined;
  let entry: RangeEntry | undefined;
  const { from, to, ...shown } = query ?? DEFAULT_QUERY;
  if (from !== undefined || to !== undefined) {
    entry = { from: from ?? '', to: to ?? '' };
    try {
      const entered = new URLSearchParams(enteredRangeQuery(entry.from, entry.to));
      return { redirectTo: `${NEW_DASHBOARD_PATH}?${entered.toString()}` };
    } catch (error) {
      rangeError = refusalOf(error);
    }
  }
  try {
    return { series: await seriesOf(shown), rangeError, entry };
  } catch (error) {
    const refusal = refusalOf(error);
    return { series: await seriesOf(DEFAULT_QUERY), rangeError: rangeError ?? refusal, entry };
  }
}

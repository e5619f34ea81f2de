import { sql, type SQL } from 'drizzle-orm';
import { SESSION_FILTER_KEYS, timeRangeDays, type TSessionFilters } from '@parley/contract';
import {
  ROLLUP_ACROSS_RETAILERS,
  ROLLUP_ALL_RULES,
  ROLLUP_UNJUDGED,
  sessions,
} from '../../db/schema';
import { queryRows, type Executor } from '../../db/client';
import type { SessionScope } from './filters';
import { addDays, todayIn } from '../../lib/days';

/**
 * Where the statistics of a period come from: the sessions matching `where`, or, when the
 * roll-ups can answer the filters, the roll-up rows of the days before the mark and the
 * sessions from the mark on (`recentWhere`).
 */
export interface StatsSource {
  where: SQL;
  rollup: {
    table: SQL;
    rowsWhere: SQL;
    recentWhere: SQL;
  } | null;
}

/**
 * How far the scope's roll-ups reach (migration 0008): the sessions created before this instant
 * are in them; null before the sealer first ran.
 */
export async function findRollupMark(db: Executor, scope: SessionScope): Promise<string | null> {
  const [row] = await queryRows<{ at: string }>(
    db,
    sql`select sealed_before::text as at from session_rollup_marks
      where retailer_id = ${scope.retailerId ?? ROLLUP_ACROSS_RETAILERS}`,
  );
  return row && row.at !== '-infinity' ? row.at : null;
}

/** The filters the roll-ups have as dimensions; any other filter reads the sessions. */
const ANSWERED: ReadonlySet<keyof TSessionFilters> = new Set<keyof TSessionFilters>([
  'retailerId',
  'summaryStatus',
  'dataQuality',
  'timeRange',
  'startDate',
  'endDate',
  'rule',
]);

const isSet = (value: unknown) => value !== undefined && value !== '';

/**
 * The rule of the roll-up rows that answer the filters (null: every session), or false when they
 * cannot: the roll-ups hold status, data quality, the days and one rule within a retailer (not
 * experiments nor cohorts, which the sessions answer); across retailers there are no rule rows,
 * and a limited-data user's forced status is the list's own.
 */
function rollupRule(filters: TSessionFilters, scope: SessionScope): string | null | false {
  const set = SESSION_FILTER_KEYS.filter((key) => isSet(filters[key]));
  if (scope.limitedData || set.some((key) => !ANSWERED.has(key))) return false;
  const rule = filters.rule?.toLowerCase() ?? null;
  if (rule !== null && scope.retailerId === null) return false;
  return rule;
}

/**
 * The source of a period's statistics. `filters` are those of one period: 'all', or 'custom'
 * with its first and last days (stats/period.ts `filtersFor`).
 */
export function statsSource(
  filters: TSessionFilters,
  scope: SessionScope,
  where: SQL,
  sealedBefore: string | null,
): StatsSource {
  const rule = rollupRule(filters, scope);
  if (rule === false || sealedBefore === null) return { where, rollup: null };
  const retailerId = scope.retailerId;
  // A value, not a subquery: the planner then sees how few sessions are after it.
  const mark = sql`${sealedBefore}::timestamptz`;
  const quality =
    filters.dataQuality && filters.dataQuality !== 'all' ? Number(filters.dataQuality) : null;
  const bounded = filters.timeRange !== 'all';
  const conditions: (SQL | null)[] = [
    retailerId ? sql`retailer_id = ${retailerId}` : null,
    retailerId ? sql`rule_id = ${rule ?? ROLLUP_ALL_RULES}` : null,
    // The roll-ups' days end where the sessions' begin.
    sql`day < (${mark} at time zone ${scope.timezone})::date`,
    bounded && filters.startDate ? sql`day >= ${filters.startDate}::date` : null,
    bounded && filters.endDate ? sql`day <= ${filters.endDate}::date` : null,
    isSet(filters.summaryStatus) ? sql`summary_status = ${filters.summaryStatus}` : null,
    quality === null
      ? null
      : sql`(data_quality = ${ROLLUP_UNJUDGED} or data_quality >= ${quality})`,
  ];
  return {
    where,
    rollup: {
      table: retailerId ? sql`session_rollups_local` : sql`session_rollups_utc`,
      rowsWhere: sql.join(
        conditions.filter((c): c is SQL => c !== null),
        sql` and `,
      ),
      recentWhere: sql`(${where}) and ${sessions.createdAt} >= ${mark}`,
    },
  };
}

/**
 * The source of a list's filters (GET /sessions, whose time range has no default): its days made
 * explicit as the list's WHERE reads them (a preset counts back from today in the scope's zone;
 * sent dates win), so that the roll-ups can count it.
 */
export function listSource(
  filters: TSessionFilters,
  scope: SessionScope,
  where: SQL,
  now: Date,
  sealedBefore: string | null,
): StatsSource {
  const preset = filters.timeRange ? timeRangeDays(filters.timeRange) : null;
  const start =
    filters.startDate ??
    (preset !== null && filters.timeRange !== 'all'
      ? addDays(todayIn(scope.timezone, now), -(preset - 1))
      : undefined);
  const end = filters.endDate;
  const days: TSessionFilters =
    filters.timeRange === 'all' || (start === undefined && end === undefined)
      ? { timeRange: 'all', startDate: undefined, endDate: undefined }
      : { timeRange: 'custom', startDate: start, endDate: end };
  return statsSource({ ...filters, ...days }, scope, where, sealedBefore);
}

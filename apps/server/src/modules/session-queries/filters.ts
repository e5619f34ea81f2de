import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  timeRangeDays,
  USER_OFFER_SUMMARIES,
  ZId,
  type TSessionFilters,
  type TSummaryStatus,
} from '@parley/contract';
import type { Executor } from '../../db/client';
import { retailers, sessionMessages, sessions } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Principal } from '../../lib/jwt';

/**
 * Who sees which sessions. The session routes name no retailer in their path (policy
 * `authenticated`), so this is their tenancy: a retailer user only ever reaches their own
 * retailer's sessions, and naming another retailer answers 404 exactly like a missing one.
 */
export interface SessionScope {
  /** One retailer, or null for an administrator looking across retailers. */
  retailerId: string | null;
  /** A limited-data retailer's user: recoverable sessions only (part 1 §5, §6). */
  limitedData: boolean;
  /** Dates of the time range are days in this zone (the retailer's, else UTC). */
  timezone: string;
  /** Of the retailer in scope: the export gate (session_export) reads them. */
  features: readonly string[];
}

/** What a limited-data user is forced to in lists (part 1 §5). */
export const LIMITED_DATA_STATUS: TSummaryStatus = 'user_offer_available';
/** A recoverable session stays visible to a limited-data user once the retailer answered it. */
export const RECOVERY_STATUSES: readonly string[] = [
  ...USER_OFFER_SUMMARIES,
  'recovered_purchased',
];

/**
 * The scope of a call. The retailer in context (retailer_id) and the filter's retailer
 * (retailerId) must both be the caller's own for a retailer user; an administrator may name
 * any existing retailer, or none.
 */
export async function resolveScope(
  db: Executor,
  principal: Principal,
  named: (string | undefined)[],
): Promise<SessionScope> {
  const ids = [...new Set(named.filter((id): id is string => Boolean(id)).map(lower))];
  if (!principal.isAdmin) {
    const own = principal.retailerId;
    if (!own || ids.some((id) => id !== own)) throw new NotFoundError();
    ids.splice(0, ids.length, own);
  }
  // An administrator naming two different retailers asks for nothing in common.
  if (ids.length > 1) throw new NotFoundError();
  const retailerId = ids[0] ?? null;
  if (retailerId === null) return { retailerId, limitedData: false, timezone: 'UTC', features: [] };
  const [row] = await db
    .select({ features: retailers.availableFeatures, timezone: retailers.timezoneCode })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  if (!row) throw new NotFoundError();
  return {
    retailerId,
    limitedData: !principal.isAdmin && row.features.includes('limited_data'),
    timezone: row.timezone,
    features: row.features,
  };
}

const lower = (id: string) => id.toLowerCase();
const when = <T>(value: T | undefined, condition: (value: T) => SQL) =>
  value === undefined || value === '' ? undefined : condition(value);

const hasMessageWhere = (condition: SQL) =>
  sql`exists (select 1 from ${sessionMessages} where ${sessionMessages.sessionId} = ${sessions.id} and ${condition})`;

const flag = (value: 'true' | 'false' | undefined, condition: SQL): SQL | undefined =>
  value === undefined ? undefined : value === 'true' ? condition : sql`not (${condition})`;

/**
 * A cohort: a user cohort the shopper was in, or an experiment cohort they negotiated in. Only a
 * uuid can be the latter (the column is a uuid, which any other text would fail to cast to).
 */
function cohortWhere(cohort: string): SQL {
  const userCohort = sql`${sessions.cohortIds} @> array[${cohort}]::text[]`;
  if (!ZId.safeParse(cohort).success) return userCohort;
  return or(userCohort, eq(sessions.experimentCohortId, lower(cohort)))!;
}

/** The start of a day (YYYY-MM-DD) in the zone, as a timestamp. */
const startOfDay = (day: SQL, timezone: string) =>
  sql`((${day})::date::timestamp at time zone ${timezone})`;

/**
 * The time range (part 1 §4): 'all' is no limit; the dates, when sent, are the first and last
 * days included; a preset without dates ('7d') counts back from today in the scope's zone.
 */
function timeRangeWhere(filters: TSessionFilters, scope: SessionScope, now: Date) {
  if (filters.timeRange === 'all') return [];
  const days = filters.timeRange ? timeRangeDays(filters.timeRange) : null;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${scope.timezone})::date`;
  const start = filters.startDate
    ? sql`${filters.startDate}`
    : days !== null
      ? sql`${today} - ${days - 1}::int`
      : null;
  const end = filters.endDate ? sql`${filters.endDate}` : null;
  return [
    start && sql`${sessions.createdAt} >= ${startOfDay(start, scope.timezone)}`,
    end && sql`${sessions.createdAt} < ${startOfDay(sql`(${end})::date + 1`, scope.timezone)}`,
  ];
}

/**
 * The shared session filter set (part 1 §2) as one SQL condition over `sessions`: the list,
 * the detail's neighbours, the export and the statistics all read sessions through it.
 */
export function sessionWhere(filters: TSessionFilters, scope: SessionScope, now: Date): SQL {
  const userWrote = hasMessageWhere(
    sql`${sessionMessages.userMessage} is not null and ${sessionMessages.userMessage} <> ''`,
  );
  const quality =
    filters.dataQuality && filters.dataQuality !== 'all' ? Number(filters.dataQuality) : null;
  // Parley's bot has no generative model: nothing was composed by one, nor was one wrong.
  const generative = [
    filters.hasGenerativeAtoms,
    filters.hasGenerativeComposer,
    filters.incorrectGptOutput,
  ];
  const conditions: (SQL | undefined | null)[] = [
    scope.retailerId ? eq(sessions.retailerId, scope.retailerId) : undefined,
    when(filters.retailerId, (id) => eq(sessions.retailerId, lower(id))),
    scope.limitedData
      ? eq(sessions.summaryStatus, LIMITED_DATA_STATUS)
      : when(filters.summaryStatus, (status) => eq(sessions.summaryStatus, status)),
    // Quality N or better; a session nobody has judged yet is not excluded by it.
    quality === null
      ? undefined
      : or(isNull(sessions.dataQuality), gte(sessions.dataQuality, quality)),
    when(filters.chattinessCategory, (c) => eq(sessions.chattinessCategory, c)),
    ...timeRangeWhere(filters, scope, now),
    flag(filters.zeroLength, sql`not ${userWrote}`),
    generative.includes('true') ? sql`false` : undefined,
    flag(
      filters.incorrectIntentInference,
      hasMessageWhere(sql`${sessionMessages.incorrectIntentInference}`),
    ),
    flag(
      filters.incorrectEntityInference,
      hasMessageWhere(sql`${sessionMessages.incorrectEntityInference}`),
    ),
    when(filters.objective, (objective) => eq(sessions.objective, objective)),
    when(filters.cohort, cohortWhere),
    when(filters.experiment, (id) => eq(sessions.experimentId, lower(id))),
    when(filters.rule, (id) => sql`${sessions.ruleIds} @> array[${lower(id)}]::uuid[]`),
  ];
  return and(...conditions.filter((c): c is SQL => Boolean(c))) ?? sql`true`;
}

/** List order (newest first), matching the sessions_created indexes. */
export const SESSION_ORDER = [
  sql`${sessions.createdAt} desc nulls last`,
  sql`${sessions.id} asc`,
] as const;

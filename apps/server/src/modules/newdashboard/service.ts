import {
  NEW_DASHBOARD_MAX_DAYS,
  type TCurrencyAmount,
  type TNewDashboardFigures,
  type TNewDashboardQuery,
  type TNewDashboardSeries,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { dateOf, datesBetween, dayNumber, todayIn } from '../../lib/days';
import { BadRequestError, orNotFound } from '../../errors';
import type { HandoffGrant } from '../handoff';
import { parseEnteredDay } from './day-format';
import {
  countCohortSalesByDay,
  countSessionsByDay,
  findRetailerForView,
  sumRevenueByDay,
  type DayCohortSales,
  type DayCounts,
  type DayRevenue,
} from './repository';

export const RANGE_MESSAGES = {
  datesRequired: 'Choose a first and a last day for a custom range.',
  order: 'The first day must not be after the last day.',
  tooLong: `A range may cover at most ${NEW_DASHBOARD_MAX_DAYS} days.`,
  dayFormat: 'Enter the first and last days as DD/MM/YYYY, for example 31/01/2026.',
} as const;

/** Across retailers days are UTC days, as in the cross-retailer sessions list a day opens. */
const ALL_RETAILERS_ZONE = 'UTC';

/** A custom range's first and last days, both ISO, checked: in order and not too long. */
function customRangeDays(start: string, end: string) {
  const first = dayNumber(start);
  const last = dayNumber(end);
  if (Number.isNaN(first) || Number.isNaN(last)) {
    throw new BadRequestError(RANGE_MESSAGES.datesRequired);
  }
  if (first > last) throw new BadRequestError(RANGE_MESSAGES.order);
  if (last - first + 1 > NEW_DASHBOARD_MAX_DAYS) throw new BadRequestError(RANGE_MESSAGES.tooLong);
  return { firstDay: dateOf(first), lastDay: dateOf(last) };
}

/** The first and last days of the query's range ('Nd': the N days up to today in the zone). */
export function rangeDays(query: TNewDashboardQuery, zone: string, now: Date) {
  if (query.range === 'custom') {
    if (!query.start || !query.end) throw new BadRequestError(RANGE_MESSAGES.datesRequired);
    return customRangeDays(query.start, query.end);
  }
  const length = Number(query.range.replace('d', ''));
  const last = dayNumber(todayIn(zone, now));
  return { firstDay: dateOf(last - length + 1), lastDay: dateOf(last) };
}

/**
 * The custom range of the page's date fields (DD/MM/YYYY), as the ISO query that shows it. It is
 * checked here, before the page moves, so a refused entry leaves the range shown as it was.
 */
export function enteredRangeQuery(from: string, to: string) {
  const start = parseEnteredDay(from);
  const end = parseEnteredDay(to);
  if (!start || !end) throw new BadRequestError(RANGE_MESSAGES.dayFormat);
  customRangeDays(start, end);
  return { range: 'custom', start, end } as const;
}

const percentage = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 10_000) / whole) / 100;
const cents = (amount: number) => Math.round(amount * 100) / 100;

const total = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

/** The ratio of the cohorts' conversion rates, less one, in per cent. */
function upliftOf(cohorts: DayCohortSales[]) {
  const control = total(cohorts, (row) => row.controlPerShare);
  const test = total(cohorts, (row) => row.testPerShare);
  return control === 0 ? null : Math.round((test / control) * 10_000 - 10_000) / 100;
}

function figures(
  counts: DayCounts[],
  revenue: DayRevenue[],
  cohorts: DayCohortSales[],
): TNewDashboardFigures {
  const sum = (pick: (row: DayCounts) => number) => total(counts, pick);
  const parleys = sum((row) => row.parleys);
  const purchases = sum((row) => row.purchases);
  const discounted = sum((row) => row.discounted);
  const byCurrency = new Map<string, number>();
  for (const row of revenue) {
    byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.amount);
  }
  const amounts: TCurrencyAmount[] = [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: cents(amount) }));
  return {
    parleys,
    deals: sum((row) => row.deals),
    purchases,
    revenue: amounts,
    average_discount_percentage:
      discounted === 0
        ? null
        : Math.round((sum((row) => row.discountSum) * 100) / discounted) / 100,
    conversion_percentage: percentage(purchases, parleys),
    test_sales: total(cohorts, (row) => row.testSales),
    control_sales: total(cohorts, (row) => row.controlSales),
    conversion_uplift_percentage: upliftOf(cohorts),
  };
}

/** The view a handoff grants: its retailer and that retailer's zone, or all retailers in UTC. */
async function viewOf(deps: Deps, grant: HandoffGrant) {
  if (grant.retailerId === null) return { retailer: null, timezone: ALL_RETAILERS_ZONE };
  const row = orNotFound(await findRetailerForView(deps.db, grant.retailerId));
  return { retailer: { retailer_id: row.id, name: row.name }, timezone: row.timezone };
}

/**
 * The New dashboard's series: every day of the range, each with the figures of the negotiations
 * started that day (so a day's figures are exactly the sessions its click-through lists) and of
 * the store's sales made that day.
 */
export async function buildNewDashboardSeries(
  deps: Deps,
  grant: HandoffGrant,
  query: TNewDashboardQuery,
): Promise<TNewDashboardSeries> {
  const { retailer, timezone } = await viewOf(deps, grant);
  const { firstDay, lastDay } = rangeDays(query, timezone, deps.clock.now());
  const scope = { retailerId: retailer?.retailer_id ?? null, timezone, firstDay, lastDay };
  const [counts, revenue, cohorts] = await Promise.all([
    countSessionsByDay(deps.db, scope),
    sumRevenueByDay(deps.db, scope),
    countCohortSalesByDay(deps.db, scope),
  ]);
  const days = [];
  for (const date of datesBetween(firstDay, lastDay)) {
    days.push({
      date,
      ...figures(
        counts.filter((row) => row.date === date),
        revenue.filter((row) => row.date === date),
        cohorts.filter((row) => row.date === date),
      ),
    });
  }
  return {
    retailer,
    timezone,
    range: query.range,
    start_date: firstDay,
    end_date: lastDay,
    days,
    totals: figures(counts, revenue, cohorts),
  };
}

/**
 * The console's list of the sessions started on a day, in the view's scope. Across retailers the
 * list would start at administrators' default data quality, so the link asks for every session.
 */
export function sessionsOfDayUrl(grant: HandoffGrant, date: string) {
  const query = new URLSearchParams({ timeRange: 'custom', startDate: date, endDate: date });
  if (grant.retailerId === null) query.set('dataQuality', 'all');
  const path = grant.retailerId === null ? '/sessions' : `/retailers/${grant.retailerId}/sessions`;
  return `${grant.consoleOrigin}/#${path}?${query.toString()}`;
}

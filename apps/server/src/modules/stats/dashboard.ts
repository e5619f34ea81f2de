import {
  ADMIN_DEFAULT_DATA_QUALITY,
  RECOVERED_SECTION,
  STATS_SECTIONS,
  type TDashboardStats,
  type TPanelState,
  type TSessionFilters,
  type TCurrencyAmount,
  type TStatsDay,
  type TStatsFilters,
  type TStatsSection,
} from '@parley/contract';
import type { Deps } from '../../deps';
import type { Principal } from '../../lib/jwt';
import {
  findRollupMark,
  resolveScope,
  sessionWhere,
  statsSource,
  type SessionScope,
  type StatsSource,
} from '../session-queries';
import { aggregateSessions } from './aggregate';
import {
  listDayRevenues,
  listMoneyByCurrency,
  listRetailerCurrencies,
  moneyOfOneCurrency,
} from './currencies';
import { datesBetween } from '../../lib/days';
import { filtersFor, resolvePeriod, type StatsPeriod } from './period';
import {
  findCurrency,
  findPlanFeatures,
  findRuleUses,
  listDays,
  listDiscountBands,
  listFailedFeedback,
} from './queries';
import { presentDiscountFlow, presentEngagement, presentFeedback } from './sections/behaviour';
import { presentNegotiationFlow, presentTopline } from './sections/funnel';
import type { SectionInput } from './sections/input';
import { presentAddon, presentPerformance, presentRecovered } from './sections/money';

type ReadDeps = Pick<Deps, 'db' | 'clock'>;

/**
 * The scope and filters of a statistics call: the caller's tenancy (a retailer user only ever
 * their own retailer; another's is 404), and an administrator across retailers at data quality
 * '3' unless they chose one (part 1 §6).
 */
export async function resolveStatsScope(
  deps: Pick<Deps, 'db'>,
  principal: Principal,
  request: TStatsFilters,
) {
  const { navRetailerId, ...filters } = request;
  const scope = await resolveScope(deps.db, principal, [navRetailerId, filters.retailerId]);
  const acrossRetailers = principal.isAdmin && scope.retailerId === null;
  const chosen: TSessionFilters =
    acrossRetailers && filters.dataQuality === undefined
      ? { ...filters, dataQuality: ADMIN_DEFAULT_DATA_QUALITY }
      : filters;
  // The reduced dashboard hides counts rather than narrowing to the recoverable sessions.
  const statsScope: SessionScope = { ...scope, limitedData: false };
  return { scope: statsScope, limited: scope.limitedData, filters: chosen };
}

/**
 * The period's days (all time when it has no start): the WHERE of its sessions, and its source
 * (the roll-ups where they can answer, session-queries/rollup-source.ts).
 */
export function periodSource(
  filters: TSessionFilters,
  scope: SessionScope,
  days: { start: string | null; end: string | null },
  now: Date,
  sealedBefore: string | null,
): StatsSource {
  const periodFilters = filtersFor(filters, days);
  return statsSource(periodFilters, scope, sessionWhere(periodFilters, scope, now), sealedBefore);
}

/** The period of the filters and the WHERE of its sessions (all time when it has no start). */
export function rangeOf(
  filters: TSessionFilters,
  scope: SessionScope,
  now: Date,
  sealedBefore: string | null,
) {
  const period = resolvePeriod(filters, scope.timezone, now);
  const bounded = period.start !== null || filters.endDate !== undefined;
  const source = periodSource(
    filters,
    scope,
    { start: period.start, end: bounded ? period.end : null },
    now,
    sealedBefore,
  );
  return { period, where: source.where, source };
}

function fillDays(
  period: StatsPeriod,
  rows: TStatsDay[],
  noRevenue: TCurrencyAmount[],
): TStatsDay[] {
  const first = period.start ?? rows[0]?.date;
  if (!first) return [];
  return datesBetween(first, period.end).map(
    (date) =>
      rows.find((row) => row.date === date) ?? {
        date,
        sessions: 0,
        agreed_deals: 0,
        purchases: 0,
        revenue: noRevenue,
      },
  );
}

function panelState(features: readonly string[], feature: string, used: boolean): TPanelState {
  if (!features.includes(feature)) return 'locked';
  return used ? 'active' : 'inactive';
}

/** POST /stats action 'stats': the sections asked for, over the filtered sessions. */
export async function findDashboardStats(
  deps: ReadDeps,
  principal: Principal,
  request: TStatsFilters & { section: TStatsSection | 'all' },
): Promise<TDashboardStats> {
  const { section, ...rest } = request;
  const { scope, limited, filters } = await resolveStatsScope(deps, principal, rest);
  const now = deps.clock.now();
  const sealedBefore = await findRollupMark(deps.db, scope);
  const { period, where, source } = rangeOf(filters, scope, now, sealedBefore);
  const previous =
    period.previous && !limited
      ? periodSource(filters, scope, period.previous, now, sealedBefore)
      : null;
  const wanted = new Set<TStatsSection>(section === 'all' ? STATS_SECTIONS : [section]);
  const needs = (s: TStatsSection) => wanted.has(s);
  const retailerId = scope.retailerId;
  const db = deps.db;

  // Every statement is independent of the others: on a pool they run side by side, each on a
  // connection of its own (the embedded database queues them on its one connection).
  const [current, before, currency, currencies, features, uses, days, bands, comments] =
    await Promise.all([
      aggregateSessions(db, source),
      previous ? aggregateSessions(db, previous) : null,
      retailerId ? findCurrency(db, retailerId) : null,
      retailerId ? null : listRetailerCurrencies(db),
      retailerId ? findPlanFeatures(db, retailerId) : null,
      retailerId ? findRuleUses(db, retailerId) : null,
      needs('performance') ? listDays(db, source, scope.timezone) : [],
      needs('discountFlow') ? listDiscountBands(db, source) : [],
      needs('feedback') ? listFailedFeedback(db, where) : [],
    ]);
  // Across retailers of different currencies the money is read per currency, never summed.
  const mixed = currencies !== null && currencies.length > 1;
  const [money, dayRevenues] = mixed
    ? await Promise.all([
        listMoneyByCurrency(db, where),
        needs('performance') ? listDayRevenues(db, where, scope.timezone) : [],
      ])
    : [moneyOfOneCurrency(current, currency?.code ?? currencies?.[0]), null];
  const input: SectionInput = { current, previous: before, limited, money };
  const noRevenue = money.map(({ currency: code }) => ({ currency: code, amount: 0 }));
  // Every day has an amount in each currency of the range (0 on a day without its sales).
  const revenueOf = (date: string, sum: number): TCurrencyAmount[] =>
    money.map(({ currency: code }) => ({
      currency: code,
      amount: dayRevenues
        ? (dayRevenues.find((row) => row.date === date && row.currency === code)?.amount ?? 0)
        : sum,
    }));
  const recoveredState =
    features && uses && panelState(features, 'abandoned_parleys', uses.recovery);
  const addonState = features && uses && panelState(features, 'addons', uses.addons);
  const dayRows: TStatsDay[] = days.map((d) => ({
    date: d.date,
    sessions: d.sessions,
    agreed_deals: d.agreedDeals,
    purchases: d.purchases,
    revenue: revenueOf(d.date, d.revenue),
  }));

  return {
    limited_data: limited,
    currency: currency?.code ?? null,
    currency_symbol: currency?.symbol ?? null,
    period: {
      start_date: period.start,
      end_date: period.end,
      previous_start_date: period.previous?.start ?? null,
      previous_end_date: period.previous?.end ?? null,
      timezone: period.timezone,
    },
    ...(needs('topline') && { topline: presentTopline(input) }),
    ...(needs('performance') && {
      performance: presentPerformance(input, fillDays(period, dayRows, noRevenue)),
    }),
    ...(needs(RECOVERED_SECTION) && {
      [RECOVERED_SECTION]: presentRecovered(input, recoveredState),
    }),
    ...(needs('addon') && { addon: presentAddon(input, addonState) }),
    ...(needs('negotiationFlow') && { negotiationFlow: presentNegotiationFlow(input) }),
    ...(needs('discountFlow') && { discountFlow: presentDiscountFlow(input, bands) }),
    ...(needs('feedback') && { feedback: presentFeedback(input, comments) }),
    ...(needs('engagement') && {
      engagement: presentEngagement(input),
    }),
  };
}

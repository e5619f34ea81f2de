import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { retailers, sessions } from '../../db/schema';
import { measuredRows, type StatsSource } from '../session-queries';
import type { SessionAggregate } from './aggregate';
import type { CurrencyMoney } from './sections/input';

/**
 * Money across retailers that sell in different currencies. The roll-ups across retailers have
 * no currency, so these figures are read from the sessions themselves; they are only asked for
 * when the retailers' currencies differ, and a sum across currencies would mean nothing.
 */

/** The currencies the retailers sell in, each retailer's from its latest session. */
export async function listRetailerCurrencies(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ currency: string }>(
    db,
    // One probe of sessions_retailer_created per retailer, not a scan of every session.
    sql`select distinct latest.currency from ${retailers} cross join lateral (
      select ${sessions.currency} as currency from ${sessions}
      where ${sessions.retailerId} = ${retailers.id}
      order by ${sessions.createdAt} desc nulls last limit 1
    ) latest order by latest.currency`,
  );
  return rows.map((row) => row.currency);
}

/** The sessions of `where` alone: the roll-ups cannot split their sums by currency. */
const sessionsOnly = (where: SQL): StatsSource => ({ where, rollup: null });
const byCurrency = { session: sql`${sessions.currency}`, rollup: sql`null` };

/** The money sums of the sessions of `where`, one row per currency. */
export async function listMoneyByCurrency(db: Executor, where: SQL): Promise<CurrencyMoney[]> {
  const measured = measuredRows(
    sessionsOnly(where),
    [byCurrency],
    ['revenue', 'recovered_revenue', 'addon_revenue', 'purchased', 'purchased_with_addon'],
  );
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select g0 as currency, round(revenue, 2) as revenue,
      round(recovered_revenue, 2) as recovered_revenue, round(addon_revenue, 2) as addon_revenue,
      purchased, purchased_with_addon
    from (${measured}) u order by g0`,
  );
  return rows.map((row) => ({
    currency: row.currency!,
    revenue: Number(row.revenue),
    recoveredRevenue: Number(row.recovered_revenue),
    addonRevenue: Number(row.addon_revenue),
    purchased: Number(row.purchased),
    purchasedWithAddon: Number(row.purchased_with_addon),
  }));
}

/** The revenue of the sessions of `where` per day (in the zone) and currency. */
export async function listDayRevenues(db: Executor, where: SQL, timezone: string) {
  const measured = measuredRows(
    sessionsOnly(where),
    [
      {
        session: sql`to_char((${sessions.createdAt} at time zone ${timezone})::date, 'YYYY-MM-DD')`,
        rollup: sql`null`,
      },
      byCurrency,
    ],
    ['revenue'],
  );
  const rows = await queryRows<{ date: string; currency: string; revenue: string }>(
    db,
    sql`select g0 as date, g1 as currency, round(revenue, 2) as revenue
    from (${measured}) u order by g0, g1`,
  );
  return rows.map((row) => ({
    date: row.date,
    currency: row.currency,
    amount: Number(row.revenue),
  }));
}

/** The aggregate's money as that of its one currency (none known: no money to show). */
export const moneyOfOneCurrency = (
  aggregate: SessionAggregate,
  currency: string | undefined,
): CurrencyMoney[] =>
  currency === undefined
    ? []
    : [
        {
          currency,
          revenue: aggregate.revenue,
          recoveredRevenue: aggregate.recoveredRevenue,
          addonRevenue: aggregate.addonRevenue,
          purchased: aggregate.funnels.all.total_purchased,
          purchasedWithAddon: aggregate.funnels.all.total_purchased_with_addon,
        },
      ];

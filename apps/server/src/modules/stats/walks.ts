import { sql, type SQL } from 'drizzle-orm';
import { WALKAWAY_HIT_ZONE, ZONES, type TWalksStats } from '@parley/contract';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { percentOf } from './change';

interface ZoneRow extends Record<string, unknown> {
  round: number | string;
  zone: number | string;
  bids: number | string;
  sessions: number | string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const hitZones = ZONES.filter((zone) => zone >= WALKAWAY_HIT_ZONE);

/**
 * Walkaway Hits (administrators): sessions where a shopper's bid went past the walkaway (zone 5
 * or beyond), and the zones of every bid round by round, from the sessions' zone walks.
 */
export async function findWalks(db: Executor, where: SQL): Promise<TWalksStats> {
  const [totals] = await db
    .select({
      withBids: sql<number>`count(*) filter (where cardinality(${sessions.zoneWalk}) > 0)`.mapWith(
        Number,
      ),
      hits: sql<number>`count(*) filter (where ${sessions.zoneWalk} && array[${sql.join(
        hitZones.map((z) => sql`${z}`),
        sql`, `,
      )}]::int[])`.mapWith(Number),
    })
    .from(sessions)
    .where(where);
  const cells = rowsOf<ZoneRow>(
    await db.execute(sql`
      select walk.round::int as round, walk.zone::int as zone, count(*)::int as bids,
        count(distinct ${sessions.id})::int as sessions
      from ${sessions} cross join lateral unnest(${sessions.zoneWalk}) with ordinality as walk(zone, round)
      where ${where}
      group by grouping sets ((walk.round, walk.zone), (walk.zone))
      order by 1 nulls first, 2`),
  );
  const grid = cells
    .filter((c) => c.round !== null)
    .map((c) => ({ round: Number(c.round), zone: Number(c.zone), bids: Number(c.bids) }));
  const perZone = cells.filter((c) => c.round === null);
  const withBids = totals?.withBids ?? 0;
  const hits = totals?.hits ?? 0;
  return {
    walkaway_hits: hits,
    walkaway_hit_percentage: percentOf(hits, withBids),
    sessions_with_bids: withBids,
    zones: ZONES.map((zone) => {
      const row = perZone.find((c) => Number(c.zone) === zone);
      return { zone, sessions: Number(row?.sessions ?? 0), bids: Number(row?.bids ?? 0) };
    }),
    grid,
  };
}

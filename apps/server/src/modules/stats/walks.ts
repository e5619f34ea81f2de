import { sql, type SQL } from 'drizzle-orm';
import { ZONES, type TWalksStats } from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { percentOf } from './change';
import { measuredRows, type StatsSource } from '../session-queries';

// The zone walks as the roll-ups keep them (migration 0008): bids by cell, element
// (round - 1) * ZONES.length + zone + 1, and sessions by zone, element zone + 1.
const WIDTH = ZONES.length;
const walk = sql`cross join lateral unnest(${sessions.zoneWalk}) with ordinality as walk(zone, round)`;
const inZones = sql`walk.zone between ${ZONES[0]} and ${ZONES[WIDTH - 1]}`;

/** Element by element: the roll-ups' counts and the recent sessions' walks. */
function countsBy(source: StatsSource, column: string, fromSessions: (where: SQL) => SQL) {
  if (!source.rollup) return fromSessions(source.where);
  const { table, rowsWhere, recentWhere } = source.rollup;
  return sql`select element.i::int as i, element.n::int as n
    from ${table} cross join lateral unnest(${sql.identifier(column)}) with ordinality as element(n, i)
    where ${rowsWhere}
    union all ${fromSessions(recentWhere)}`;
}

/**
 * Walkaway Hits (administrators): sessions where a shopper's bid went past the walkaway (zone 5
 * or beyond), and the zones of every bid round by round, from the sessions' zone walks (zones
 * outside ZONES, which the engine never gives, are not counted).
 */
export async function findWalks(db: Executor, source: StatsSource): Promise<TWalksStats> {
  const cells = countsBy(
    source,
    'walk_cells',
    (
      where,
    ) => sql`select ((walk.round - 1) * ${WIDTH} + walk.zone + 1)::int as i, count(*)::int as n
      from ${sessions} ${walk} where ${where} and ${inZones} group by 1`,
  );
  const zoneSessions = countsBy(
    source,
    'zone_sessions',
    (where) => sql`select (walk.zone + 1)::int as i, count(distinct ${sessions.id})::int as n
      from ${sessions} ${walk} where ${where} and ${inZones} group by 1`,
  );
  const [[totals], grid, perZone] = await Promise.all([
    queryRows<{ with_bids: string | null; hits: string | null }>(
      db,
      sql`select sum(with_bids) as with_bids, sum(walk_hits) as hits
        from (${measuredRows(source, [], ['with_bids', 'walk_hits'])}) u`,
    ),
    queryRows<{ i: number; n: string }>(
      db,
      sql`select i, sum(n) as n from (${cells}) c group by i having sum(n) <> 0 order by i`,
    ),
    queryRows<{ i: number; n: string }>(
      db,
      sql`select i, sum(n) as n from (${zoneSessions}) c group by i order by i`,
    ),
  ]);
  const gridCells = grid.map((cell) => ({
    round: Math.floor((cell.i - 1) / WIDTH) + 1,
    zone: ZONES[(cell.i - 1) % WIDTH]!,
    bids: Number(cell.n),
  }));
  const withBids = Number(totals?.with_bids ?? 0);
  const hits = Number(totals?.hits ?? 0);
  return {
    walkaway_hits: hits,
    walkaway_hit_percentage: percentOf(hits, withBids),
    sessions_with_bids: withBids,
    zones: ZONES.map((zone, i) => ({
      zone,
      sessions: Number(perZone.find((row) => row.i === i + 1)?.n ?? 0),
      bids: gridCells.filter((cell) => cell.zone === zone).reduce((sum, c) => sum + c.bids, 0),
    })),
    grid: gridCells,
  };
}

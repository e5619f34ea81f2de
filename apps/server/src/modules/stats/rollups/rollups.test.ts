import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNegotiationType, TSessionFilters } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { queryRows } from '../../../db/client';
import { retailers, sessions } from '../../../db/schema';
import {
  countSessionsIn,
  findRollupMark,
  listSource,
  sessionWhere,
  statsSource,
  type SessionScope,
  type StatsSource,
} from '../../session-queries';
import { insertSession } from '../../../../test/support/sessions';
import { aggregateSessions } from '../aggregate';
import { listDays, listDiscountBands } from '../queries';
import { findSankey } from '../sankey';
import { findWalks } from '../walks';
import { sealRollups } from './sealer';

/**
 * The roll-ups (migration 0008) against recomputation from the sessions themselves: after random
 * inserts, updates, deletes, time-zone changes and seals, every figure the dashboard reads from
 * roll-ups plus recent sessions equals the same figure read from the sessions alone, for each
 * retailer in its zone and across retailers in UTC. Times are around the database's real now,
 * which is what the marks and the triggers go by.
 */
let t: TestApp;
const RULES = ['0c8f5a52-3a51-4c1e-9a55-7d3f0d7c2b11', '5b0e7a31-1d2c-4f3e-8a9b-0c1d2e3f4a5b'];
const ZONES = ['America/New_York', 'Asia/Kolkata', 'UTC'];
let retailerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  retailerIds = [
    (await t.createRetailer({ timezoneCode: ZONES[0] })).id,
    (await t.createRetailer({ timezoneCode: ZONES[1] })).id,
  ];
});
afterAll(() => t.close());

const STATUSES = [
  ['negotiating', 'abandoned_negotiated'],
  ['ended', 'abandoned_reached_final_offer'],
  ['ended', 'user_offer_available'],
  ['ended', 'user_offer_accepted'],
  ['ended', 'user_offer_rejected'],
  ['deal_agreed', 'abandoned_deal_agreed'],
  ['added_to_basket', 'added_to_basket'],
  ['checkout', 'checkout'],
  ['purchased', 'sold'],
  ['recovered_purchased', 'recovered_purchased'],
] as const;
const HOUR = 3_600_000;

/** What a session looks like, drawn: its age (up to ten days) and its outcome. */
const fields = fc.record({
  ageMinutes: fc.integer({ min: 0, max: 240 * 60 }),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
  cart: fc.boolean(),
  dataQuality: fc.option(fc.integer({ min: 0, max: 5 })),
  rules: fc.subarray(RULES),
  price: fc.integer({ min: 1, max: 50_000 }),
  dealCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  quantity: fc.integer({ min: 1, max: 3 }),
  bid: fc.option(fc.integer({ min: 1, max: 500 })),
  addon: fc.boolean(),
  reopens: fc.boolean(),
  walk: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }),
  reactions: fc.array(fc.nat(3), { minLength: 4, maxLength: 4 }),
  chattiness: fc.option(fc.integer({ min: 0, max: 500 })),
  engagement: fc.option(fc.integer({ min: 0, max: 500 })),
  category: fc.constantFrom('high', 'neutral', 'low', 'pending', 'unavailable'),
  spanSeconds: fc.option(fc.integer({ min: 0, max: 3600 })),
});
type Fields = typeof fields extends fc.Arbitrary<infer F> ? F : never;

function valuesOf(f: Fields, now: number) {
  const createdAt = new Date(now - f.ageMinutes * 60_000);
  const [negotiationStatus, summaryStatus] = STATUSES[f.status]!;
  const negotiationType: TNegotiationType = f.cart ? 'cart' : 'product';
  return {
    createdAt,
    negotiationStatus,
    summaryStatus,
    negotiationType,
    dataQuality: f.dataQuality,
    ruleIds: f.rules,
    productPrice: f.price / 100,
    dealPrice: f.dealCents === null ? null : Math.min(f.dealCents, f.price) / 100,
    quantity: f.quantity,
    reopens: f.reopens,
    zoneWalk: f.walk,
    sadReactions: f.reactions[0],
    heartReactions: f.reactions[1],
    angryReactions: f.reactions[2],
    thinkingReactions: f.reactions[3],
    lastUserBid: f.bid,
    chattiness: f.chattiness === null ? null : f.chattiness / 100,
    engagementScore: f.engagement === null ? null : f.engagement / 100,
    engagementCategory: f.category,
    firstMessageAt: f.spanSeconds === null ? null : createdAt,
    lastMessageAt:
      f.spanSeconds === null ? null : new Date(createdAt.getTime() + f.spanSeconds * 1000),
  };
}

type Op =
  | { kind: 'insert'; retailer: number; fields: Fields }
  | { kind: 'update'; session: number; fields: Fields }
  | { kind: 'delete'; session: number }
  | { kind: 'seal' }
  | { kind: 'timezone'; retailer: number; zone: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('insert' as const), retailer: fc.nat(1), fields }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('update' as const), session: fc.nat(), fields }),
  },
  fc.record({ kind: fc.constant('delete' as const), session: fc.nat() }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('seal' as const) }) },
  fc.record({ kind: fc.constant('timezone' as const), retailer: fc.nat(1), zone: fc.nat(2) }),
);

async function apply(ops: Op[], addonId: string) {
  const now = Date.now();
  const ids: string[] = [];
  for (const o of ops) {
    if (o.kind === 'insert') {
      const { addon, ...rest } = { addon: o.fields.addon, ...valuesOf(o.fields, now) };
      const row = await insertSession(t, retailerIds[o.retailer]!, {
        ...rest,
        addonItemId: addon ? addonId : null,
      });
      ids.push(row.id);
    } else if (o.kind === 'update' && ids.length) {
      const id = ids[o.session % ids.length]!;
      await t.db.update(sessions).set(valuesOf(o.fields, now)).where(eq(sessions.id, id));
    } else if (o.kind === 'delete' && ids.length) {
      const [id] = ids.splice(o.session % ids.length, 1);
      await t.db.delete(sessions).where(eq(sessions.id, id!));
    } else if (o.kind === 'seal') {
      await sealRollups(t.db);
    } else if (o.kind === 'timezone') {
      await t.db
        .update(retailers)
        .set({ timezoneCode: ZONES[o.zone]! })
        .where(eq(retailers.id, retailerIds[o.retailer]!));
    }
  }
}

async function scopeOf(retailerId: string | null): Promise<SessionScope> {
  if (retailerId === null) return { retailerId, limitedData: false, timezone: 'UTC', features: [] };
  const [row] = await t.db
    .select({ timezone: retailers.timezoneCode })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return { retailerId, limitedData: false, timezone: row!.timezone, features: [] };
}

const dayOf = (offsetDays: number) =>
  new Date(Date.now() - offsetDays * 24 * HOUR).toISOString().slice(0, 10);

/** The filters the dashboard sends for one period, and a few the roll-ups answer. */
const FILTERS: TSessionFilters[] = [
  { timeRange: 'all' },
  { timeRange: 'custom', startDate: dayOf(9), endDate: dayOf(0) },
  { timeRange: 'custom', startDate: dayOf(6), endDate: dayOf(3) },
  { timeRange: 'all', summaryStatus: 'sold' },
  { timeRange: 'all', dataQuality: '3' },
  { timeRange: 'all', dataQuality: '0' },
];

async function figures(source: StatsSource, timezone: string) {
  return {
    aggregate: await aggregateSessions(t.db, source),
    days: await listDays(t.db, source, timezone),
    bands: await listDiscountBands(t.db, source),
    walks: await findWalks(t.db, source),
    sankey: await findSankey(t.db, source),
  };
}

async function expectRollupsEqualSessions() {
  const scopes = [...retailerIds, null];
  for (const retailerId of scopes) {
    const scope = await scopeOf(retailerId);
    const filters = [
      ...FILTERS,
      ...(retailerId ? [{ timeRange: 'all' as const, rule: RULES[0] }] : []),
    ];
    for (const filter of filters) {
      const where = sessionWhere(filter, scope, new Date());
      const mark = await findRollupMark(t.db, scope);
      const source = statsSource(filter, scope, where, mark);
      // Every filter here is one the roll-ups answer, once the scope has been sealed.
      expect(source.rollup === null, JSON.stringify(filter)).toBe(mark === null);
      const fromRollups = await figures(source, scope.timezone);
      const fromSessions = await figures({ where, rollup: null }, scope.timezone);
      expect(fromRollups, JSON.stringify({ retailerId, filter })).toEqual(fromSessions);
    }
  }
}

/** The session list's filters (no default time range), counted as the list counts them. */
const LIST_FILTERS: TSessionFilters[] = [
  {},
  { timeRange: '7d' },
  { timeRange: '30d', summaryStatus: 'sold' },
  { startDate: dayOf(5) },
  { endDate: dayOf(4), dataQuality: '2' },
  { timeRange: '7d', startDate: dayOf(8), endDate: dayOf(2) },
  { timeRange: 'custom' },
];

async function expectListTotalsEqualSessions() {
  for (const retailerId of [...retailerIds, null]) {
    const scope = await scopeOf(retailerId);
    for (const filter of LIST_FILTERS) {
      const now = new Date();
      const where = sessionWhere(filter, scope, now);
      const mark = await findRollupMark(t.db, scope);
      const source = listSource(filter, scope, where, now, mark);
      expect(source.rollup === null, JSON.stringify(filter)).toBe(mark === null);
      expect(await countSessionsIn(t.db, source), JSON.stringify({ retailerId, filter })).toBe(
        await countSessionsIn(t.db, { where, rollup: null }),
      );
    }
  }
}

const counted = async () => {
  const [row] = await queryRows<{ local: string | null; utc: string | null }>(
    t.db,
    sql`select (select sum(sessions) from session_rollups_local) as local,
      (select sum(sessions) from session_rollups_utc) as utc`,
  );
  return { local: Number(row?.local ?? 0), utc: Number(row?.utc ?? 0) };
};

describe('the dashboard roll-ups', () => {
  it('equal recomputation from the sessions after random writes and seals', async () => {
    const [addon] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into addon_items (retailer_id, name, retailer_product_id, addon_type, localized_name, localized_short_description)
        values (${retailerIds[0]}, 'Gift wrap', 'wrap-1', 'gift', '{}', '{}') returning addon_item_id as id`,
    );
    let runsCounted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        await apply(ops, addon!.id);
        await expectRollupsEqualSessions();
        await expectListTotalsEqualSessions();
        const now = await counted();
        if (now.local > 0 && now.utc > 0) runsCounted++;
        // Deleting every session takes every contribution away again.
        await t.db.delete(sessions).where(inArray(sessions.retailerId, retailerIds));
        expect(await counted()).toEqual({ local: 0, utc: 0 });
      }),
      { numRuns: 20 },
    );
    // Not vacuous: runs did count sessions in the roll-ups.
    expect(runsCounted).toBeGreaterThan(3);
  }, 240_000);
});

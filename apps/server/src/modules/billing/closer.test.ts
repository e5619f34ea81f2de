import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TRetailer } from '@parley/contract';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../../test/test-app';
import { setPlan } from '../../../test/support/retailers';
import { startWithAdmin } from '../../../test/support/start';
import { getJson } from '../../../test/support/api';
import {
  currentScheme,
  eventSessionIds,
  eventsOf,
  insertSale,
  setCycle,
} from '../../../test/support/billing';
import { DAY_MS } from '../../lib/days';
import { CLOSE_GRACE_MS, closeDueCycles, closeSchemeCycles } from './closer';
import { CYCLE_MS } from './cycles';
import { CLOSE_CYCLES_JOB } from './jobs';

const { t, admin } = await startWithAdmin();
afterAll(() => t.close());

/** A professional store (99.00 every cycle, 2 % of its negotiated sales) whose cycle began at `start`. */
async function storeFrom(start: Date) {
  const retailer = await t.createRetailer();
  await setCycle(t.db, retailer.id, start);
  return retailer.id;
}

/** A professional store whose cycle began 31 days ago, so it has ended: its id and cycle. */
async function storeWithEndedCycle() {
  const start = new Date(t.clock.now().getTime() - 31 * DAY_MS);
  return { id: await storeFrom(start), start, end: new Date(start.getTime() + CYCLE_MS) };
}

/** Closes what is due as the job would a little after `end`. */
const closeAfter = (end: Date) => closeDueCycles(t.deps, new Date(end.getTime() + CLOSE_GRACE_MS));

/** Closes the cycle that ended at `end`, which must record no charge yet move the cycle on. */
async function expectMovedOnUncharged(retailerId: string, end: Date) {
  await closeAfter(end);
  expect(await eventsOf(t.db, retailerId)).toEqual([]);
  expect(await currentScheme(t.db, retailerId)).toMatchObject({
    billingCycleStartedAt: end,
    lastBillingCycleEndedAt: end,
  });
}

const summaryOf = async (retailerId: string) =>
  (await getJson<TRetailer>(t, admin, `/retailers/${retailerId}`)).billing_scheme!;

describe('closing a billing cycle', () => {
  it('charges the subscription fee and the usage fee on the cycle’s negotiated sales, once', async () => {
    const { id, start, end } = await storeWithEndedCycle();
    const first = await insertSale(t, id, start, 10);
    // Bought at the cycle's last millisecond: this cycle's. At its end: the next one's.
    const last = await insertSale(t, id, new Date(end.getTime() - 1), 45.5, 2);
    await insertSale(t, id, end, 19.99);
    await insertSale(t, id, new Date(start.getTime() - 1), 500);
    // Another store's sale in the same days is never charged here.
    await insertSale(t, await storeFrom(start), start, 300);

    expect(
      await closeDueCycles(t.deps, new Date(end.getTime() + CLOSE_GRACE_MS)),
    ).toBeGreaterThanOrEqual(1);
    const events = await eventsOf(t.db, id);
    expect(events.map((event) => event.eventType)).toEqual(['subscription_fee', 'usage_fee']);
    const [subscription, usage] = events;
    expect(subscription).toMatchObject({
      amount: '99.00',
      originalAmount: '99.00',
      cycleStartedAt: start,
      cycleEndedAt: end,
      billedAt: null,
      currency: 'USD',
    });
    // 10.00 + 45.50 × 2 = 101.00; 2 % of it is 2.02.
    expect(usage).toMatchObject({
      amount: '2.02',
      originalAmount: '2.02',
      totalSalesAmount: '101.00',
      totalNumberOfSales: 2,
      cycleStartedAt: start,
      cycleEndedAt: end,
    });
    expect(await eventSessionIds(t.db, usage!.id)).toEqual([first.id, last.id].sort());

    // The cycle moved on: 30 days from the old end, which is the last ended.
    expect(await currentScheme(t.db, id)).toMatchObject({
      billingCycleStartedAt: end,
      currentBillingCycleEndsAt: new Date(end.getTime() + CYCLE_MS),
      lastBillingCycleEndedAt: end,
    });
    // The new cycle counts afresh: the sale at the end and its negotiation only.
    const summary = await summaryOf(id);
    expect(summary.billing_cycle_used_parleys_count).toBe(1);
    expect(summary.unbilled_usage_fees).toBe('US$0.40');

    // Again: nothing more.
    await closeAfter(end);
    expect(await eventsOf(t.db, id)).toHaveLength(2);
  });

  it('records no fee of zero: no subscription fee without one, no usage fee without sales', async () => {
    const { id, end } = await storeWithEndedCycle();
    await setPlan(t.db, id, 'starter');
    await expectMovedOnUncharged(id, end);
  });

  it('moves a lapsed plan’s cycle on without charging it', async () => {
    const { id, start, end } = await storeWithEndedCycle();
    await setCycle(t.db, id, start, { status: 'inactive' });
    await insertSale(t, id, start, 100);
    await expectMovedOnUncharged(id, end);
  });

  it('caps the usage fee at the spending limit, keeping the fee before it', async () => {
    const { id, start, end } = await storeWithEndedCycle();
    await setCycle(t.db, id, start, { billingCycleUsageCap: '1.50' });
    await insertSale(t, id, start, 1000);
    await closeAfter(end);
    const usage = (await eventsOf(t.db, id)).find((event) => event.eventType === 'usage_fee');
    expect(usage).toMatchObject({ amount: '1.50', originalAmount: '20.00' });
  });

  it('leaves a cycle to the job until a minute after its end', async () => {
    const now = t.clock.now().getTime();
    const id = await storeFrom(new Date(now - CYCLE_MS - 30_000));
    await closeDueCycles(t.deps, new Date(now));
    expect((await currentScheme(t.db, id)).lastBillingCycleEndedAt).toBeNull();
    await closeDueCycles(t.deps, new Date(now + 31_000));
    expect((await currentScheme(t.db, id)).lastBillingCycleEndedAt).not.toBeNull();
  });

  it('catches up, in turn, the cycles missed while the server was down', async () => {
    const start = new Date(t.clock.now().getTime() - 3 * CYCLE_MS - DAY_MS);
    const id = await storeFrom(start);
    await insertSale(t, id, new Date(start.getTime() + DAY_MS), 50);
    await insertSale(t, id, new Date(start.getTime() + 2 * CYCLE_MS + DAY_MS), 25);
    await closeDueCycles(t.deps);
    const events = await eventsOf(t.db, id);
    const cycleOf = (ms: number) => new Date(start.getTime() + ms).toISOString();
    expect(events.map((e) => [e.cycleStartedAt.toISOString(), e.eventType, e.amount])).toEqual([
      [cycleOf(0), 'subscription_fee', '99.00'],
      [cycleOf(0), 'usage_fee', '1.00'],
      [cycleOf(CYCLE_MS), 'subscription_fee', '99.00'],
      [cycleOf(2 * CYCLE_MS), 'subscription_fee', '99.00'],
      [cycleOf(2 * CYCLE_MS), 'usage_fee', '0.50'],
    ]);
    expect((await currentScheme(t.db, id)).billingCycleStartedAt.toISOString()).toBe(
      cycleOf(3 * CYCLE_MS),
    );
  });
});

describe('the cycle closer under failures', () => {
  /** Stores whose cycle ended a day ago, each with one negotiated sale. */
  async function dueStores(count: number) {
    const start = new Date(t.clock.now().getTime() - CYCLE_MS - DAY_MS);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = await storeFrom(start);
      await insertSale(t, id, start, 100);
      ids.push(id);
    }
    return ids;
  }
  const chargesOf = async (ids: string[]) =>
    Promise.all(ids.map(async (id) => (await eventsOf(t.db, id)).map((e) => e.eventType)));

  it('is exactly-once with two server processes racing on one database', async () => {
    const second = await createTestApp({}, { databaseOf: t });
    try {
      const ids = await dueStores(6);
      // Two closers at once, then the job of each process at once.
      const closed = await Promise.all([closeDueCycles(t.deps), closeDueCycles(second.deps)]);
      expect(closed[0] + closed[1]).toBeGreaterThanOrEqual(ids.length);
      const more = await dueStores(6);
      await t.deps.jobs.send(CLOSE_CYCLES_JOB, {}, { onceKey: `race-a-${more[0]}` });
      await second.deps.jobs.send(CLOSE_CYCLES_JOB, {}, { onceKey: `race-b-${more[0]}` });
      await Promise.all([t.deps.jobs.runDue(), second.deps.jobs.runDue()]);
      for (const charges of await chargesOf([...ids, ...more])) {
        expect(charges).toEqual(['subscription_fee', 'usage_fee']);
      }
    } finally {
      await second.close();
    }
  });

  it('makes no duplicate when run again after a crash part-way', async () => {
    const [id] = await dueStores(1);
    const scheme = await currentScheme(t.db, id!);
    // A crash after the charges were written, before the cycle moved on: rolled back whole.
    await queryRows(
      t.db,
      sql.raw(`create or replace function crash_on_move() returns trigger language plpgsql as $$
        begin raise exception 'crash'; end $$`),
    );
    await queryRows(
      t.db,
      sql.raw(`create trigger crash_on_move before update of billing_cycle_started_at
        on billing_schemes for each row when (new.id = '${scheme.id}')
        execute function crash_on_move()`),
    );
    const until = new Date(t.clock.now().getTime() - CLOSE_GRACE_MS);
    await expect(closeSchemeCycles(t.deps, scheme.id, until)).rejects.toThrow();
    expect(await eventsOf(t.db, id!)).toEqual([]);
    await queryRows(t.db, sql.raw('drop trigger crash_on_move on billing_schemes'));
    await closeDueCycles(t.deps);
    const charges = await eventsOf(t.db, id!);
    expect(charges.map((e) => e.eventType)).toEqual(['subscription_fee', 'usage_fee']);

    // A run that wrote the charges but never moved the cycle on (as an older process might have
    // left it): the next run adds nothing and moves it on.
    await setCycle(t.db, id!, scheme.billingCycleStartedAt, { lastBillingCycleEndedAt: null });
    await closeDueCycles(t.deps);
    const again = await eventsOf(t.db, id!);
    expect(again.map((e) => e.id)).toEqual(charges.map((e) => e.id));
    expect(await eventSessionIds(t.db, again[1]!.id)).toHaveLength(1);
    expect((await currentScheme(t.db, id!)).lastBillingCycleEndedAt).not.toBeNull();
  });
});

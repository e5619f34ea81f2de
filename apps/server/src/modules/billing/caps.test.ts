import { afterAll, describe, expect, it } from 'vitest';
import type { TRetailer, TSessionTurnResponse } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { adminHeaders, setPlan } from '../../../test/support/retailers';
import { getJson } from '../../../test/support/api';
import { insertSession } from '../../../test/support/sessions';
import { startV1, storeWithRule, widget, type TestStore } from '../../../test/support/widget';
import { displayJacket } from '../../../test/support/widget-calls';
import { changePlan, findPlan, insertSale, setCycle } from '../../../test/support/billing';
import { DAY_MS } from '../../lib/days';
import { CLOSE_GRACE_MS, closeDueCycles } from './closer';
import { CYCLE_MS } from './cycles';

const t = await createTestApp();
afterAll(() => t.close());

const display = (store: TestStore) => displayJacket(t, store);
const start = (store: TestStore) => widget(t, store.headers, 'POST', '/sessions', startV1());
// Signed afresh: the clock moves on by whole cycles, past any token's lifetime.
const capOf = async (store: TestStore) =>
  (await getJson<TRetailer>(t, await adminHeaders(t), `/retailers/${store.id}`)).billing_scheme
    ?.cap_reached;

/** The clock moved past the cycle's end, and the closer run as the job would. */
async function nextCycle(cycleStart: Date) {
  const end = cycleStart.getTime() + CYCLE_MS;
  t.clock.advance((end + CLOSE_GRACE_MS - t.clock.now().getTime()) / 1000);
  await closeDueCycles(t.deps);
}

describe('the negotiations a plan allows in a cycle', () => {
  it('switch the widget off when used up, and on again with the next cycle', async () => {
    const store = await storeWithRule(t);
    await setPlan(t.db, store.id, 'starter');
    const cycleStart = new Date(t.clock.now().getTime() - DAY_MS);
    await setCycle(t.db, store.id, cycleStart);
    // Before the cycle: not counted.
    await insertSession(t, store.id, { createdAt: new Date(cycleStart.getTime() - 1) });
    for (let i = 0; i < 99; i++) await insertSession(t, store.id, { createdAt: t.clock.now() });
    expect((await display(store)).show).toBe(true);
    const opened = await start(store);
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionId = opened.json<TSessionTurnResponse>().session.session_id;

    const off = await display(store);
    expect(off).toMatchObject({
      show: false,
      reason: expect.stringMatching(/no negotiations left/) as string,
    });
    expect((await start(store)).statusCode).toBe(422);
    expect(await capOf(store)).toBe('parley_cap_reached');
    const plan = await findPlan(t, await adminHeaders(t), store.id);
    expect(plan).toMatchObject({
      cap_reached: 'parley_cap_reached',
      billing_cycle_used_parleys_count: 100,
    });
    // The negotiation in progress goes on.
    const turn = await widget(t, store.headers, 'POST', `/sessions/${sessionId}/messages`, {
      text: 'I can pay £150',
    });
    expect(turn.statusCode, turn.body).toBe(200);

    await nextCycle(cycleStart);
    expect((await display(store)).show).toBe(true);
    expect(await capOf(store)).toBeNull();
    expect((await start(store)).statusCode).toBe(200);
  });

  it('switch the widget on again at once when the store upgrades', async () => {
    const store = await storeWithRule(t);
    await setPlan(t.db, store.id, 'starter');
    for (let i = 0; i < 100; i++) await insertSession(t, store.id, { createdAt: t.clock.now() });
    expect((await display(store)).show).toBe(false);
    const owner = await t.bearer(await t.createUser({ retailerId: store.id }));
    const upgraded = await changePlan(t, owner, store.id, { plan_identifier: 'professional' });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect((await display(store)).show).toBe(true);
    expect(await capOf(store)).toBeNull();
  });
});

describe('the spending limit on usage fees', () => {
  it('switches the widget off once the cycle’s usage fee reaches it, and on with a new cycle or limit', async () => {
    const store = await storeWithRule(t);
    await setPlan(t.db, store.id, 'professional');
    const cycleStart = new Date(t.clock.now().getTime() - DAY_MS);
    await setCycle(t.db, store.id, cycleStart, { billingCycleUsageCap: '3.00' });
    // 2 % of 149.50 is 2.99: under the limit.
    await insertSale(t, store.id, t.clock.now(), 149.5);
    expect((await display(store)).show).toBe(true);
    // 2 % of 150.00 is 3.00: the limit is reached.
    await insertSale(t, store.id, t.clock.now(), 0.5);
    const off = await display(store);
    expect(off).toMatchObject({
      show: false,
      reason: expect.stringMatching(/spending limit/) as string,
    });
    expect((await start(store)).statusCode).toBe(422);
    expect(await capOf(store)).toBe('usage_cap_reached');

    // A higher limit lets it negotiate again within the cycle.
    const owner = await t.bearer(await t.createUser({ retailerId: store.id }));
    const raised = await changePlan(t, owner, store.id, {
      plan_identifier: 'professional',
      usage_cap: 10,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await display(store)).show).toBe(true);
    await insertSale(t, store.id, t.clock.now(), 400);
    expect((await display(store)).show).toBe(false);

    // The next cycle starts from nothing.
    await nextCycle(cycleStart);
    expect((await display(store)).show).toBe(true);
    expect(await capOf(store)).toBeNull();
  });

  it('is never reached by a plan without a usage fee', async () => {
    const store = await storeWithRule(t);
    await setCycle(t.db, store.id, new Date(t.clock.now().getTime() - DAY_MS), {
      billingCycleUsageCap: '0.01',
    });
    await insertSale(t, store.id, t.clock.now(), 10_000);
    expect((await display(store)).show).toBe(true);
    expect(await capOf(store)).toBeNull();
  });
});

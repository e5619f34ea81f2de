import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../../test/test-app';
import { eventsOf, insertSale, setCycle } from '../../../test/support/billing';
import { TEST_HOOKS_PATH } from './test-hooks';

const closeCycle = (retailerId: string) => `${TEST_HOOKS_PATH}/retailers/${retailerId}/close-cycle`;

describe('the end-to-end suite’s test hooks', () => {
  it('are not there unless PARLEY_TEST_HOOKS=1', async () => {
    for (const env of [{}, { PARLEY_TEST_HOOKS: '0' }] as Record<string, string>[]) {
      const t = await createTestApp(env);
      try {
        const retailer = await t.createRetailer();
        const res = await t.app.inject({ method: 'POST', url: closeCycle(retailer.id) });
        expect(res.statusCode).toBe(404);
        expect(t.app.routeInventory.filter((r) => r.url.startsWith(TEST_HOOKS_PATH))).toEqual([]);
        expect(await eventsOf(t.db, retailer.id)).toEqual([]);
      } finally {
        await t.close();
      }
    }
  });

  it('end the store’s cycle now and close it, when asked for', async () => {
    const t = await createTestApp({ PARLEY_TEST_HOOKS: '1' });
    try {
      const retailer = await t.createRetailer();
      await setCycle(t.db, retailer.id, new Date(t.clock.now().getTime() - 86_400_000));
      await insertSale(t, retailer.id, new Date(t.clock.now().getTime() - 1), 50);
      const res = await t.app.inject({ method: 'POST', url: closeCycle(retailer.id) });
      expect(res.statusCode, res.body).toBe(200);
      const now = t.clock.now().toISOString();
      expect(res.json()).toMatchObject({
        billing_cycle_started_at: now,
        last_billing_cycle_ended_at: now,
      });
      const charges = await eventsOf(t.db, retailer.id);
      expect(charges.map((e) => [e.eventType, e.amount])).toEqual([
        ['subscription_fee', '99.00'],
        ['usage_fee', '1.00'],
      ]);
      // Outside the API and its reference.
      const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(doc.body).not.toContain(TEST_HOOKS_PATH);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await t.app.inject({ method: 'POST', url: closeCycle(missing) })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });

  it('are refused in production', () => {
    expect(() => loadConfig({ PARLEY_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(
      /PARLEY_TEST_HOOKS/,
    );
    expect(loadConfig({ PARLEY_TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(loadConfig({}).testHooks).toBe(false);
  });
});

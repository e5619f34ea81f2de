import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TRetailer } from '@parley/contract';
import { billingSchemes } from '../../db/schema';
import { createTestApp } from '../../../test/test-app';
import { insertSale } from '../../../test/support/billing';
import { insertSession } from '../../../test/support/sessions';

const t = await createTestApp();
afterAll(() => t.close());

const CYCLE_START = new Date('2026-11-01T00:00:00Z');
const inCycle = new Date('2026-11-10T12:00:00Z');
const before = new Date('2026-10-20T12:00:00Z');

describe('Billing Info of the retailer detail', () => {
  it("counts the cycle's parleys and the usage fee on its negotiated sales", async () => {
    const retailer = await t.createRetailer();
    await t.db
      .update(billingSchemes)
      .set({ billingCycleStartedAt: CYCLE_START })
      .where(eq(billingSchemes.retailerId, retailer.id));
    await insertSale(t, retailer.id, inCycle, 45.5, 2);
    await insertSale(t, retailer.id, inCycle, 19.99, 1);
    await insertSession(t, retailer.id, { createdAt: inCycle });
    // Before the cycle began: neither counted nor charged again.
    await insertSale(t, retailer.id, before, 500, 1);
    // Another retailer's sale never counts here.
    await insertSale(t, (await t.createRetailer()).id, inCycle, 300, 1);

    const admin = await t.bearer(await t.createUser({ isAdmin: true }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailer.id}?context=status`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const scheme = res.json<TRetailer>().billing_scheme!;
    expect(scheme.billing_cycle_used_parleys_count).toBe(3);
    // The professional plan takes 2 % of 45.50 × 2 + 19.99 = 110.99: 2.22 in the scheme's currency.
    expect(scheme.usage_fee_percentage).toBe(2);
    expect(scheme.unbilled_usage_fees).toBe('US$2.22');
    expect(scheme.current_cycle_billed_fees).toBe('US$0.00');
  });

  it('takes no more than the cycle’s usage cap', async () => {
    const retailer = await t.createRetailer();
    await t.db
      .update(billingSchemes)
      .set({ billingCycleStartedAt: CYCLE_START, billingCycleUsageCap: '1.50' })
      .where(eq(billingSchemes.retailerId, retailer.id));
    await insertSale(t, retailer.id, inCycle, 1000, 1);
    const owner = await t.bearer(await t.createUser({ retailerId: retailer.id }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailer.id}?context=status`,
      headers: owner,
    });
    expect(res.json<TRetailer>().billing_scheme?.unbilled_usage_fees).toBe('US$1.50');
  });
});

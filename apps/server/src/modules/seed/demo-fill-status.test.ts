import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpoints, type TDemoFill } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminHeaders } from '../../../test/support/retailers';
import { users } from '../../db/schema';
import { fillDemoNegotiations } from './demo-negotiations';
import { clearPendingDemoFill } from './repository';
import { seedDemoData } from './service';

const TARGET = 12;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ DEMO_NEGOTIATIONS: String(TARGET) });
  // On the empty database, as the first start makes it: the demo store, its fill still to come.
  await seedDemoData(t.deps, { simulateNegotiations: true });
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

const demoFillOf = (retailerId: string, headers = admin) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE_PATH}${endpoints.retailers.findDemoFill.path.replace(':retailerId', retailerId)}`,
    headers,
  });

describe('the demo fill’s progress', () => {
  it('says how far the store being filled is, and that no other store is', async () => {
    const [demoUser] = await t.db.select().from(users).where(eq(users.email, t.config.demoEmail));
    const demo = { id: demoUser!.retailerId! };
    const other = await t.createRetailer();

    expect((await demoFillOf(demo.id)).json<TDemoFill>()).toEqual({
      filling: true,
      made: 0,
      target: TARGET,
    });
    await fillDemoNegotiations(t.deps, demo.id, 5, new AbortController().signal);
    expect((await demoFillOf(demo.id)).json<TDemoFill>()).toEqual({
      filling: true,
      made: 5,
      target: TARGET,
    });
    expect((await demoFillOf(other.id)).json<TDemoFill>()).toEqual({ filling: false });

    // Its own user reads it; another store's user gets 404, as for any of that store's data.
    const own = await t.bearer(await t.createUser({ retailerId: demo.id }));
    expect((await demoFillOf(demo.id, own)).statusCode).toBe(200);
    const stranger = await t.bearer(await t.createUser({ retailerId: other.id }));
    expect((await demoFillOf(demo.id, stranger)).statusCode).toBe(404);

    await clearPendingDemoFill(t.db);
    expect((await demoFillOf(demo.id)).json<TDemoFill>()).toEqual({ filling: false });
  });

  it('answers 404 for a retailer that does not exist', async () => {
    expect((await demoFillOf(randomUUID())).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { retailers } from '../../db/schema';
import { storeWithRule } from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';

const t = await createTestApp();
afterAll(() => t.close());

describe('the Retailers list\u2019s Last Parley', () => {
  it('moves on when a negotiation starts, at most once a minute', async () => {
    const store = await storeWithRule(t);
    const lastParley = async () =>
      (await t.db.select().from(retailers).where(eq(retailers.id, store.id)))[0]!.lastParleyAt;
    const start = () => startSession(t, store);
    expect(await lastParley()).toBeNull();

    const first = t.clock.now();
    await start();
    expect(await lastParley()).toEqual(first);

    t.clock.advance(30);
    await start();
    expect(await lastParley()).toEqual(first);

    t.clock.advance(31);
    const later = t.clock.now();
    await start();
    expect(await lastParley()).toEqual(later);
  });
});

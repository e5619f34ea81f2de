import { eq } from 'drizzle-orm';
import { billingSchemes, retailers } from '../../apps/server/src/db/schema';
import { systemClock } from '../../apps/server/src/lib/clock';
import { seedDemoData } from '../../apps/server/src/modules/seed';
import { openBenchServer, type BenchDatabaseInput } from '../bench-server';

/**
 * The store the shoppers negotiate with, made in this process before any server starts, as
 * widget-turns/server-worker.ts makes it: the demo store the seed creates (migrations and
 * reference data first), moved to the enterprise plan with no spending limit, which caps no negotiations. The server
 * processes then find their users there and seed nothing more. Answers the store's widget key.
 */
export async function seedStore(input: BenchDatabaseInput): Promise<string> {
  const { database, config } = await openBenchServer(input);
  try {
    await seedDemoData({ db: database.db, config, clock: systemClock });
    const [store] = await database.db
      .select()
      .from(retailers)
      .where(eq(retailers.name, 'Demo Store'));
    if (!store) throw new Error('the seed created no demo store');
    await database.db
      .update(billingSchemes)
      .set({ pricingPlanIdentifier: 'enterprise', name: 'ENTERPRISE', billingCycleUsageCap: null })
      .where(eq(billingSchemes.retailerId, store.id));
    return store.apiKey;
  } finally {
    await database.close();
  }
}

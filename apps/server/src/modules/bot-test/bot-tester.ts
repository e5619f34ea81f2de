import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingSchemes, retailers } from '../../db/schema';
import type { Deps } from '../../deps';
import { findRetailerRow } from '../retailers';
import { findSetting, saveSetting } from '../../infra/settings';
import { widgetStoreOf, type WidgetStore } from '../widget';

const SETTING = 'bot_tester_retailer_id';

/**
 * The internal "Bot Tester" store the tester's chats run on: created the first time an
 * administrator opens the tester, on the enterprise plan (unlimited, every feature) and speaking
 * every language. Its id is kept in the settings so that a real store of the same name is never
 * taken for it.
 */
export async function ensureBotTester(deps: Pick<Deps, 'db'>): Promise<WidgetStore> {
  const existing = await findBotTester(deps.db);
  if (existing) return existing;
  const created = await deps.db.transaction(async (tx) => {
    // Two administrators opening the tester at once create one store.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parley.bot_tester'))`);
    const raced = await findBotTester(tx);
    if (raced) return raced;
    const [row] = await tx
      .insert(retailers)
      .values({
        name: 'Bot Tester',
        storePlatform: 'api',
        termsAgreed: true,
        incompleteOnboardingTasks: [],
        availableFeatures: ['multi_language'],
      })
      .returning({ id: retailers.id });
    await tx.insert(billingSchemes).values({
      retailerId: row!.id,
      pricingPlanIdentifier: 'enterprise',
      name: 'ENTERPRISE',
      status: 'active',
    });
    await saveSetting(tx, SETTING, row!.id);
    return (await findRetailerRow(tx, row!.id))!;
  });
  return (await widgetStoreOf(deps.db, created))!;
}

/**
 * The tester's store, or null before an administrator first opened the tester. The store quotes
 * the global reasons, as a store with none of its own would.
 */
export async function findBotTester(db: Executor) {
  const id = await findSetting(db, SETTING);
  return id ? widgetStoreOf(db, await findRetailerRow(db, id)) : null;
}

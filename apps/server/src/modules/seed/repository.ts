import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countRows } from '../../db/count';
import { appSettings, campaigns, sessions } from '../../db/schema';
import { findSetting, saveSetting } from '../../infra/settings';

/**
 * Set, to the demo store's id, by the start that created the demo store; removed once its
 * simulated negotiations are all made. A restart during the fill finds it and tops up; a database
 * seeded by other means (tests, the end-to-end suite) never has it and gets no negotiations.
 */
const PENDING_FILL = 'demo_negotiations_pending';

export const markDemoFillPending = (db: Executor, retailerId: string) =>
  saveSetting(db, PENDING_FILL, retailerId);

export const findPendingDemoFill = (db: Executor) => findSetting(db, PENDING_FILL);

export async function clearPendingDemoFill(db: Executor) {
  await db.delete(appSettings).where(eq(appSettings.key, PENDING_FILL));
}

export const countStoreSessions = (db: Executor, retailerId: string) =>
  countRows(db, sessions, eq(sessions.retailerId, retailerId));

/** The store's magic-link code, when it has one. */
export async function findStoreLinkCode(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ code: campaigns.code })
    .from(campaigns)
    .where(eq(campaigns.retailerId, retailerId))
    .limit(1);
  return row?.code ?? null;
}

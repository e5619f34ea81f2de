import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings, campaigns, sessions } from '../../db/schema';
import { findSetting, saveSetting } from '../settings/repository';

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

export async function countStoreSessions(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.retailerId, retailerId));
  return row?.n ?? 0;
}

/** The store's magic-link code, when it has one. */
export async function findStoreLinkCode(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ code: campaigns.code })
    .from(campaigns)
    .where(eq(campaigns.retailerId, retailerId))
    .limit(1);
  return row?.code ?? null;
}

/**
 * Dates messages at the simulated moment they were sent. The widget service leaves a message's
 * created_at to the database's now(), which for a simulated negotiation is the moment of the fill.
 */
export async function dateMessages(
  db: Executor,
  sent: readonly { messageId: string; at: Date }[],
) {
  if (sent.length === 0) return;
  const rows = sent.map(({ messageId, at }) => sql`(${messageId}::uuid, ${at.toISOString()})`);
  await db.execute(sql`
    update session_messages as m set created_at = v.at::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as v(id, at)
    where m.message_id = v.id`);
}

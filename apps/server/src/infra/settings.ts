import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema';

export async function findSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** Stores `value` unless the key already has one, and returns whichever value won. */
export async function ensureSetting(db: Executor, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  return (await findSetting(db, key)) ?? value;
}

export async function saveSetting(db: Executor, key: string, value: string) {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

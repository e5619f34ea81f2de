import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * How long a process trusts a user's token version it read. Every authenticated request needs
 * it, so it is not read each time; the process that raises a version knows at once, another
 * process within this time (apps/server/README.md, "Ending sessions").
 */
export const TOKEN_VERSION_CACHE_MS = 5_000;

/** Enough for every user active within the cache time; past it, the oldest entries go. */
const MAX_CACHED_USERS = 10_000;

interface CachedVersion {
  version: number;
  readAt: number;
}

/**
 * This process's recent reads, by user id (ids are random UUIDs, so the apps of a test process
 * on different databases never share an entry). A version only ever rises, so a fresh entry keeps
 * the highest seen: a read that began before a raise cannot put the older version back.
 */
const cache = new Map<string, CachedVersion>();

/** A raised version, to be noted with `noteTokenVersion` once its transaction has committed. */
export interface TokenVersionRaise {
  userId: string;
  version: number;
}

const isFresh = (cached: CachedVersion | undefined, now: number): cached is CachedVersion =>
  !!cached && now >= cached.readAt && now - cached.readAt < TOKEN_VERSION_CACHE_MS;

/** Keeps `version`, read `now`, or a fresh entry's higher one; answers the one kept. */
function remember(userId: string, version: number, now: number) {
  const cached = cache.get(userId);
  const kept = isFresh(cached, now) ? Math.max(version, cached.version) : version;
  // Deleted first, so that the map's order stays the order of reading and the oldest goes.
  cache.delete(userId);
  cache.set(userId, { version: kept, readAt: now });
  if (cache.size > MAX_CACHED_USERS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return kept;
}

/**
 * The user's token version, or null when the user is gone. Read from the database at most
 * once per TOKEN_VERSION_CACHE_MS per user in this process.
 */
export async function findTokenVersion(
  db: Executor,
  userId: string,
  now: Date,
): Promise<number | null> {
  const at = now.getTime();
  const cached = cache.get(userId);
  if (isFresh(cached, at)) return cached.version;
  const [row] = await db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) {
    cache.delete(userId);
    return null;
  }
  return remember(userId, row.version, at);
}

/**
 * Makes every access token the user holds outdated, inside the caller's transaction. Null when
 * the user is gone.
 */
export async function raiseTokenVersion(
  db: Executor,
  userId: string,
): Promise<TokenVersionRaise | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  return row ? { userId, version: row.version } : null;
}

/**
 * After the raise has committed: this process refuses the outdated tokens from its next request
 * on, without waiting for its cache entry to expire. Noting it before the commit could leave a
 * version the database never kept if the transaction rolled back.
 */
export function noteTokenVersion(raise: TokenVersionRaise | null, now: Date) {
  if (raise) remember(raise.userId, raise.version, now.getTime());
}

import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import { queryRows, type Executor } from './client';

/** When the newest migration this build carries was made (drizzle's journal `when`), read once. */
let newestMigration: number | undefined;
const newestMigrationOfBuild = () =>
  (newestMigration ??= Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  ));

/**
 * Whether the database has every migration this build carries. drizzle records each applied
 * migration in drizzle.__drizzle_migrations with its journal time; a database another process
 * has not finished migrating, or one migrated by an older build only, lacks the newest.
 */
export async function hasCurrentMigrations(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newestMigrationOfBuild();
}

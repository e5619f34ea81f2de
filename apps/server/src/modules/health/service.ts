import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { queryRows } from '../../db/client';
import { hasCurrentMigrations } from '../../db/migrations';

export type CheckResult = 'ok' | 'failing';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; redis?: CheckResult };
}

/**
 * Whether this process should be sent traffic: its database answers and has every migration this
 * build carries (a process started beside one still migrating waits for it). Never throws: a
 * failing check is an answer, and the reason goes to the log, not to the caller. Redis, when
 * configured, is reported but does not decide: without it each process keeps its own limits, and
 * taking every process out of the balancer would turn a Redis outage into a full one.
 */
export async function findReadiness(deps: Deps): Promise<Readiness> {
  const redis: Pick<Readiness['checks'], 'redis'> = deps.config.redis.url
    ? { redis: deps.limits.mode() === 'shared' ? 'ok' : 'failing' }
    : {};
  try {
    await queryRows(deps.db, sql`select 1`);
  } catch (error) {
    deps.log.warn({ err: error }, 'readiness: the database does not answer');
    return { ready: false, checks: { database: 'failing', migrations: 'failing', ...redis } };
  }
  const current = await hasCurrentMigrations(deps.db).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'readiness: the migrations could not be read');
    return false;
  });
  if (!current) deps.log.warn('readiness: the database lacks migrations this build carries');
  return {
    ready: current,
    checks: { database: 'ok', migrations: current ? 'ok' : 'failing', ...redis },
  };
}

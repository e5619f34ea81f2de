import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { redisBuckets } from './redis-buckets';
import { TokenBuckets } from './token-buckets';
import type { LimitCheck, LimitVerdict } from './limit-check';

export type { LimitCheck, LimitVerdict };

export interface RateLimits {
  /** Takes a token for each check in turn; the first refusal ends it. */
  take(checks: LimitCheck[], nowMs: number): Promise<LimitVerdict>;
  /** Where the limits are held now: shared across processes, or this process's own. */
  mode(): 'shared' | 'process';
  close(): Promise<void>;
}

/** How long a request may wait on Redis before its limits are taken in this process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** At most one warning this often while Redis is unreachable. */
const WARN_EVERY_MS = 30_000;

export interface RateLimitOptions {
  /** redis:// or rediss://: shared limits; unset: each process's own. */
  redisUrl?: string | undefined;
  /** Put before every key, so that several deployments can share one Redis. */
  keyPrefix: string;
  log: Pick<Logger, 'warn' | 'info'>;
}

/**
 * The request limits. With Redis they hold across every server process (a limit of 1,200 a
 * minute stays 1,200 with N processes); without it each process keeps its own. When Redis does
 * not answer, each process falls back to its own buckets (a limit then allows up to N times as
 * much) and says so in the log: an outage of Redis must never refuse every request.
 */
export function createRateLimits(options: RateLimitOptions): RateLimits {
  const local = new Map<string, TokenBuckets>();
  const takeLocally = (checks: LimitCheck[], nowMs: number): LimitVerdict => {
    for (const check of checks) {
      const key = `${check.bucket}:${check.perMinute}`;
      let buckets = local.get(key);
      if (!buckets) local.set(key, (buckets = new TokenBuckets(check.perMinute)));
      const taken = buckets.take(check.id, nowMs);
      if (!taken.ok) return taken;
    }
    return { ok: true };
  };

  if (!options.redisUrl) {
    return {
      take: (checks, nowMs) => Promise.resolve(takeLocally(checks, nowMs)),
      mode: () => 'process',
      close: () => Promise.resolve(),
    };
  }

  const redis = new Redis(options.redisUrl, {
    // Fail at once while disconnected rather than queue: the request falls back to local limits.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastWarning = 0;
  let closing = false;
  const warnDegraded = (error?: unknown) => {
    if (closing || Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    options.log.warn(
      { err: error },
      'Redis is not answering: request limits are held per process until it is back',
    );
  };
  redis.on('error', warnDegraded);
  // A connection closed without an error (Redis stopped, a proxy cut it) is as much an outage.
  redis.on('close', () => warnDegraded());
  redis.on('ready', () => {
    if (lastWarning) options.log.info('Redis answers again: request limits are shared');
    lastWarning = 0;
  });
  const shared = redisBuckets(redis, options.keyPrefix);

  return {
    async take(checks, nowMs) {
      if (redis.status !== 'ready') return takeLocally(checks, nowMs);
      try {
        return await shared.take(checks, nowMs);
      } catch (error) {
        warnDegraded(error);
        return takeLocally(checks, nowMs);
      }
    },
    mode: () => (redis.status === 'ready' ? 'shared' : 'process'),
    close() {
      closing = true;
      redis.disconnect();
      return Promise.resolve();
    },
  };
}

import type { Redis } from 'ioredis';
import type { LimitCheck, LimitVerdict } from './limit-check';
import { TAKE_TOKENS_SCRIPT } from './take-tokens-script';

/** The client with the script defined as a command. */
interface WithTakeTokens extends Redis {
  takeTokens(...args: (string | number)[]): Promise<[number, number]>;
}

/**
 * The token buckets of token-buckets.ts, kept in Redis so that every server process draws on the
 * same allowance. One script call takes from each bucket in turn and stops at the first that is
 * empty: atomic (Redis runs a script alone), and one round trip for a request's two limits.
 */
export function redisBuckets(redis: Redis, prefix: string) {
  redis.defineCommand('takeTokens', { lua: TAKE_TOKENS_SCRIPT });
  const client = redis as WithTakeTokens;
  return {
    async take(checks: LimitCheck[], nowMs: number): Promise<LimitVerdict> {
      const keys = checks.map((c) => `${prefix}limit:${c.bucket}:${c.id}`);
      const [ok, retryMs] = await client.takeTokens(
        keys.length,
        ...keys,
        nowMs,
        ...checks.map((c) => c.perMinute),
      );
      return ok === 1
        ? { ok: true }
        : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    },
  };
}

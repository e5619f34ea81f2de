import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CuttableProxy } from '../../../test/support/cuttable-proxy';
import { createRateLimits, type LimitCheck, type RateLimits } from './rate-limits';
import { TokenBuckets } from './token-buckets';

/** A Redis the tests may write to (each under a prefix of its own); the shared tests need one. */
const redisUrl = process.env.TEST_REDIS_URL;

const quiet = () => ({ warn: vi.fn(), info: vi.fn() });
const opened: RateLimits[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));

/** Limits as a server process would make them, all under one prefix (one deployment). */
function limitsFor(url: string | undefined, prefix: string, log = quiet()) {
  const limits = createRateLimits({ redisUrl: url, keyPrefix: prefix, log });
  opened.push(limits);
  return limits;
}

const until = async (done: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done()).toBe(true);
};

const check = (id: string, perMinute: number): LimitCheck => ({ bucket: 'test', id, perMinute });

describe('request limits without Redis', () => {
  it('are each process’s own', async () => {
    const [a, b] = [limitsFor(undefined, 'x:'), limitsFor(undefined, 'x:')];
    for (let i = 0; i < 3; i++) expect((await a.take([check('k', 3)], 0)).ok).toBe(true);
    expect(await a.take([check('k', 3)], 0)).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect((await b.take([check('k', 3)], 0)).ok).toBe(true);
    expect(a.mode()).toBe('process');
  });

  it('stop at the first check refused', async () => {
    const limits = limitsFor(undefined, 'x:');
    expect((await limits.take([check('address', 1), check('key', 5)], 0)).ok).toBe(true);
    expect((await limits.take([check('address', 1), check('key', 5)], 0)).ok).toBe(false);
    // The key's bucket gave only the first request a token.
    for (let i = 0; i < 4; i++) expect((await limits.take([check('key', 5)], 0)).ok).toBe(true);
    expect((await limits.take([check('key', 5)], 0)).ok).toBe(false);
  });
});

describe.skipIf(!redisUrl)('request limits in Redis', () => {
  let proxy: CuttableProxy | undefined;
  afterEach(() => proxy?.stop());

  it('hold across processes: three share one allowance', async () => {
    const prefix = `test:${randomUUID()}:`;
    const processes = [1, 2, 3].map(() => limitsFor(redisUrl, prefix));
    await until(() => processes.every((p) => p.mode() === 'shared'));
    let passed = 0;
    for (let i = 0; i < 300; i++) {
      if ((await processes[i % 3]!.take([check('key', 100)], 1_000)).ok) passed++;
    }
    expect(passed).toBe(100);
  });

  it('give the same verdicts as one process’s buckets, however the calls are spread', async () => {
    const limits = limitsFor(redisUrl, `test:${randomUUID()}:`);
    await until(() => limits.mode() === 'shared');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 4000 }), { maxLength: 60 }),
        async (capacity, gaps) => {
          const id = randomUUID();
          const local = new TokenBuckets(capacity);
          let now = 1_000_000;
          for (const gap of gaps) {
            now += gap;
            expect(await limits.take([check(id, capacity)], now)).toEqual(local.take(id, now));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('fall back to each process’s own when Redis stops answering, and share again once it is back', async () => {
    const target = new URL(redisUrl!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 6379));
    await proxy.listen();
    const through = new URL(redisUrl!);
    through.port = String(proxy.port);
    through.hostname = '127.0.0.1';
    const log = quiet();
    const limits = limitsFor(through.toString(), `test:${randomUUID()}:`, log);
    await until(() => limits.mode() === 'shared');
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(true);

    await proxy.cut();
    await until(() => limits.mode() === 'process');
    // Nothing is refused for want of Redis; the process's own limit still holds.
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(true);
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(true);
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[1])).toContain('held per process');

    await proxy.listen();
    await until(() => limits.mode() === 'shared');
    // Redis kept its own count: one taken before the cut, one left.
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(true);
    expect((await limits.take([check('k', 2)], 0)).ok).toBe(false);
  });

  it('answer at once, from the process’s own buckets, when Redis is not there at all', async () => {
    const log = quiet();
    const limits = limitsFor('redis://127.0.0.1:1', `test:${randomUUID()}:`, log);
    const started = Date.now();
    expect((await limits.take([check('k', 1)], 0)).ok).toBe(true);
    expect((await limits.take([check('k', 1)], 0)).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
    expect(limits.mode()).toBe('process');
  });
});

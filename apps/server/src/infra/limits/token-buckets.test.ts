import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  it('lets a minute’s allowance through at once, then one per refill', () => {
    const buckets = new TokenBuckets(60);
    for (let i = 0; i < 60; i++) expect(buckets.take('k', 0).ok).toBe(true);
    expect(buckets.take('k', 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take('k', 1000).ok).toBe(true);
    expect(buckets.take('k', 1000).ok).toBe(false);
    expect(buckets.take('other', 1000).ok).toBe(true);
  });

  it('never lets more through than the allowance plus the refill, however calls are spread', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 300 }),
        (capacity, gaps) => {
          const buckets = new TokenBuckets(capacity);
          let now = 0;
          let passed = 0;
          for (const gap of gaps) {
            now += gap;
            if (buckets.take('k', now).ok) passed++;
          }
          expect(passed).toBeLessThanOrEqual(capacity + Math.floor((now * capacity) / 60_000));
        },
      ),
    );
  });

  it('forgets ids beyond its bound instead of growing', () => {
    const buckets = new TokenBuckets(10, 100);
    for (let i = 0; i < 1000; i++) buckets.take(`id-${i}`, 0);
    expect(
      (buckets as unknown as { buckets: Map<string, unknown> }).buckets.size,
    ).toBeLessThanOrEqual(100);
  });
});

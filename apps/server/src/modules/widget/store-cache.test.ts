import { describe, expect, it, vi } from 'vitest';
import type { WidgetStore } from './store';
import { StoreCache } from './store-cache';

const store = { retailer: { id: 'r1' } } as unknown as WidgetStore;

/** Reads `key` at each of `times` (ms), loading it with `load` when the cache must. */
async function readAt(
  cache: StoreCache,
  key: string,
  times: number[],
  load: () => Promise<WidgetStore | null>,
) {
  for (const now of times) await cache.get(key, now, load);
}

describe('StoreCache', () => {
  it('reads a key once within its lifetime, and again after it', async () => {
    const cache = new StoreCache(5000);
    const load = vi.fn(() => Promise.resolve(store));
    expect(await cache.get('pk_a', 0, load)).toBe(store);
    expect(await cache.get('pk_a', 4999, load)).toBe(store);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('pk_a', 5000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps unknown keys too, but not a failed read', async () => {
    const cache = new StoreCache(5000);
    const unknown = vi.fn(() => Promise.resolve(null));
    await readAt(cache, 'pk_guess', [0, 1], unknown);
    expect(unknown).toHaveBeenCalledTimes(1);
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(cache.get('pk_b', 0, failing)).rejects.toThrow('database down');
    await expect(cache.get('pk_b', 1, failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('remembers unknown keys for their own while, even with a lifetime of 0', async () => {
    const cache = new StoreCache(0, 30_000);
    const unknown = vi.fn(() => Promise.resolve(null));
    await readAt(cache, 'pk_guess', [0, 29_999], unknown);
    expect(unknown).toHaveBeenCalledTimes(1);
    await expect(cache.peek('pk_guess', 1)).resolves.toBeNull();
    // Past its while the key is read again: a key created since then opens its store.
    const created = vi.fn(() => Promise.resolve(store));
    expect(await cache.get('pk_guess', 30_000, created)).toBe(store);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('keeps at most so many unknown keys, forgetting the oldest, and no known one for them', async () => {
    const cache = new StoreCache(60_000, 30_000, 3);
    const known = vi.fn(() => Promise.resolve(store));
    await cache.get('pk_real', 0, known);
    const unknown = vi.fn(() => Promise.resolve(null));
    for (const key of ['pk_1', 'pk_2', 'pk_3', 'pk_4']) await cache.get(key, 0, unknown);
    expect(cache.peek('pk_1', 1)).toBeUndefined();
    await expect(cache.peek('pk_4', 1)).resolves.toBeNull();
    await cache.get('pk_real', 1, known);
    expect(known).toHaveBeenCalledTimes(1);
  });

  it('peeks without reading', () => {
    const cache = new StoreCache(5000);
    expect(cache.peek('pk_a', 0)).toBeUndefined();
  });

  it('reads every time with a lifetime of 0', async () => {
    const cache = new StoreCache(0);
    const load = vi.fn(() => Promise.resolve(store));
    await readAt(cache, 'pk_a', [0, 0], load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

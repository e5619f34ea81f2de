import type { WidgetStore } from './store';

/** Past this many keys the cache starts again: a flood of made-up keys cannot grow it. */
const MAX_KEYS = 10_000;

/**
 * The store each public key opens, kept for a few seconds: every widget call needs it, and it is
 * the widest read of a turn (the retailer, its plan and its billing). The price is that a changed
 * store (a new plan, a domain, a revoked key) reaches the widget up to `ttlMs` later. Unknown keys
 * are kept too, so guessing keys does not reach the database on every try.
 */
export class StoreCache {
  private entries = new Map<string, { until: number; store: Promise<WidgetStore | null> }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, now: number, load: () => Promise<WidgetStore | null>) {
    if (this.ttlMs <= 0) return load();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.store;
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    const store = load();
    this.entries.set(key, { until: now + this.ttlMs, store });
    // A failed read (the database down) is not remembered: the next call tries again.
    void store.catch(() => this.entries.delete(key));
    return store;
  }
}

import type { WidgetStore } from './store';

/** Past this many keys the cache starts again: a flood of made-up keys cannot grow it. */
const MAX_KEYS = 10_000;
/**
 * How long a key that opened no store is remembered as unknown, whatever the store cache's
 * lifetime: long enough that repeating a made-up key costs no query, short enough that a key
 * created since (keys are random, so none is guessed before it exists) works soon after.
 */
export const UNKNOWN_KEY_TTL_MS = 30_000;
/** At most this many unknown keys are remembered; past it the oldest are forgotten first. */
export const MAX_UNKNOWN_KEYS = 10_000;

/**
 * The store each public key opens, kept for a few seconds: every widget call needs it, and it is
 * the widest read of a turn (the retailer, its plan and its billing). The price is that a changed
 * store (a new plan, a domain, a revoked key) reaches the widget up to `ttlMs` later. Unknown keys
 * are kept apart, for `unknownTtlMs` and at most `maxUnknown` of them, so that guessing keys
 * neither reaches the database on every try nor pushes real stores out of the cache.
 */
export class StoreCache {
  private entries = new Map<string, { until: number; store: Promise<WidgetStore | null> }>();
  /** Unknown key → until when it is taken as unknown; in insertion order, oldest first. */
  private unknown = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly unknownTtlMs = UNKNOWN_KEY_TTL_MS,
    private readonly maxUnknown = MAX_UNKNOWN_KEYS,
  ) {}

  get(key: string, now: number, load: () => Promise<WidgetStore | null>) {
    const cached = this.peek(key, now);
    if (cached) return cached;
    const store = load();
    if (this.ttlMs > 0) {
      if (this.entries.size >= MAX_KEYS) this.entries.clear();
      this.entries.set(key, { until: now + this.ttlMs, store });
    }
    void store.then(
      (found) => {
        if (found) return;
        this.entries.delete(key);
        this.rememberUnknown(key, now);
      },
      // A failed read (the database down) is not remembered: the next call tries again.
      () => this.entries.delete(key),
    );
    return store;
  }

  /** What the cache knows of `key` without reading the database; undefined when nothing. */
  peek(key: string, now: number): Promise<WidgetStore | null> | undefined {
    const unknownUntil = this.unknown.get(key);
    if (unknownUntil !== undefined) {
      if (unknownUntil > now) return Promise.resolve(null);
      this.unknown.delete(key);
    }
    const cached = this.entries.get(key);
    return cached && cached.until > now ? cached.store : undefined;
  }

  private rememberUnknown(key: string, now: number) {
    if (this.unknownTtlMs <= 0 || this.maxUnknown <= 0) return;
    // Re-inserted, so that it counts as the newest.
    this.unknown.delete(key);
    while (this.unknown.size >= this.maxUnknown) {
      const oldest = this.unknown.keys().next();
      if (oldest.done) break;
      this.unknown.delete(oldest.value);
    }
    this.unknown.set(key, now + this.unknownTtlMs);
  }
}

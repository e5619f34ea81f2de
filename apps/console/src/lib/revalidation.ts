import type { Query } from './api';

/** How many GET answers are kept to be asked for again: a screen's worth of queries, a few times. */
export const ANSWERS_KEPT = 100;

interface Kept {
  /** The answer's ETag, sent back as If-None-Match. */
  tag: string;
  /** The answer's body as it came, parsed again by the call's schema when it is reused. */
  body: unknown;
}

/**
 * The last answer to each GET with its ETag, so that asking again sends If-None-Match and an
 * unchanged answer comes back a 304 of no body (the server tags every signed-in read). The
 * browser's own cache cannot do it: every GET carries a cache-busting timestamp (part 1 §8), and
 * the console keeps API answers out of the browser's disk cache (`cache: 'no-store'`). Keyed by
 * the path and the query without that timestamp; the least recently used goes first.
 */
export function createRevalidation(capacity = ANSWERS_KEPT) {
  const kept = new Map<string, Kept>();
  return {
    keyOf(path: string, query: Query = {}): string {
      const entries = Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => [name, String(value)])
        .sort(([a = ''], [b = '']) => a.localeCompare(b));
      return `${path}?${new URLSearchParams(entries).toString()}`;
    },
    get(key: string): Kept | undefined {
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
      }
      return found;
    },
    /** Keeps an answer that has a tag; an answer without one forgets the key's old one. */
    keep(key: string, tag: string | null, body: unknown) {
      kept.delete(key);
      if (!tag) return;
      kept.set(key, { tag, body });
      if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    },
    clear() {
      kept.clear();
    },
  };
}

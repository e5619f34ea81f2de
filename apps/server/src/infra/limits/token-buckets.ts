/**
 * In-process token buckets: each id (an API key, a client address) holds up to `capacity` tokens
 * and regains `capacity` per minute, so a burst of a minute's allowance passes and a steady flood
 * is cut to the rate. The limits of a single process, and of each process when the shared ones
 * (Redis) are not configured or not answering: no round trip per request.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly capacity: number,
    /** Beyond this many ids, full buckets are forgotten (they hold nothing worth keeping). */
    private readonly maxIds = 50_000,
  ) {
    this.perMs = capacity / 60_000;
  }

  /** Takes a token for `id` at `now` (ms); when there is none, how many seconds until one. */
  take(id: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const bucket = this.buckets.get(id) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    if (tokens < 1) {
      this.buckets.set(id, { tokens, at: now });
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.perMs / 1000)),
      };
    }
    this.buckets.set(id, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.maxIds) this.forgetFull(now);
    return { ok: true };
  }

  /**
   * Full buckets go first; if a flood of distinct ids leaves none full, the oldest go, so memory
   * stays bounded (a forgotten id starts again with a full bucket; the address limit still holds).
   */
  private forgetFull(now: number) {
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(id);
    }
    for (const id of this.buckets.keys()) {
      if (this.buckets.size <= this.maxIds * 0.9) break;
      this.buckets.delete(id);
    }
  }
}

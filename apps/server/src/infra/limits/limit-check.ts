/** One limit a request must pass: a token from `bucket`'s allowance for `id`. */
export interface LimitCheck {
  /** Which limit: names the buckets apart ('widget-key', 'widget-address'…). */
  bucket: string;
  id: string;
  /** Requests a minute, and bursts of as many. */
  perMinute: number;
}

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

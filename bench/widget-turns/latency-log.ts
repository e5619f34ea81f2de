/** The widget API calls a shopper's negotiation makes, each one a turn of the benchmark. */
export const TURN_KINDS = [
  'start',
  'message',
  'accept',
  'basket',
  'purchase',
  'leave',
  'email',
] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value at the quantile of sorted values (nearest rank). */
const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN);

export function summarise(latencies: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.length === 0 ? NaN : (sorted[sorted.length - 1] ?? NaN),
  };
}

/**
 * Every turn's latency in milliseconds, kept only while recording (not during the warm-up) so that
 * percentiles come from all requests rather than a histogram's buckets; every failure; and how
 * the negotiations ended.
 */
export class LatencyLog {
  private recording = false;
  private startedAt = 0;
  private stoppedAt = 0;
  readonly latencies = new Map<TurnKind, number[]>(TURN_KINDS.map((kind) => [kind, []]));
  /** Failures by kind, status and message, counted also during the warm-up: any fails the run. */
  readonly failures = new Map<string, number>();
  /** How the negotiations that ended while recording ended (the simulator's outcomes). */
  readonly outcomes = new Map<string, number>();

  start(now: number) {
    this.recording = true;
    this.startedAt = now;
  }

  stop(now: number) {
    this.recording = false;
    this.stoppedAt = now;
  }

  get seconds() {
    return (this.stoppedAt - this.startedAt) / 1000;
  }

  record(kind: TurnKind, milliseconds: number) {
    if (this.recording) this.latencies.get(kind)?.push(milliseconds);
  }

  finish(outcome: string) {
    if (this.recording) this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }

  fail(description: string) {
    this.failures.set(description, (this.failures.get(description) ?? 0) + 1);
  }

  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}

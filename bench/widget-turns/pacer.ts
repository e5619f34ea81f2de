import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces one shopper's requests `intervalMs` apart on a fixed timetable (a slow answer does not
 * push the later ones back, unless it overran their slot), so that all shoppers together offer a
 * steady rate. An interval of 0 sends each request as soon as the last one is answered.
 */
export class Pacer {
  private next: number;

  constructor(
    private readonly intervalMs: number,
    /** Where in the first interval this shopper starts, 0–1: spreads shoppers over it. */
    phase: number,
  ) {
    this.next = performance.now() + intervalMs * phase;
  }

  async wait() {
    if (this.intervalMs === 0) return;
    const now = performance.now();
    if (this.next > now) await sleep(this.next - now);
    this.next = Math.max(now, this.next) + this.intervalMs;
  }
}

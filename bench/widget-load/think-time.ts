import { setTimeout as sleep } from 'node:timers/promises';
import type { Random } from '@parley/simulator';
import { between } from '../seeded-random';

/**
 * A person's pause before each widget call: reading the bot's answer and typing the next
 * message (or, before a new parley's first call, looking at another product), drawn evenly
 * between `lowMs` and `highMs`. Stands in for widget-turns' Pacer (HttpPort waits on it before
 * every call); the pause ends at once when `signal` aborts, so that the run stops promptly.
 */
export class ThinkTime {
  constructor(
    private readonly random: Random,
    private readonly lowMs: number,
    private readonly highMs: number,
    private readonly signal: AbortSignal,
  ) {}

  async wait() {
    if (this.signal.aborted) return;
    const pause = between(this.random, this.lowMs, this.highMs);
    await sleep(pause, undefined, { signal: this.signal }).catch(() => undefined);
  }
}

import { BILLING_CYCLE_DAYS } from '@parley/contract';

/** A billing cycle: from `start` (included) to `end` (excluded). */
export interface Cycle {
  start: Date;
  end: Date;
}

export const CYCLE_MS = BILLING_CYCLE_DAYS * 24 * 3600 * 1000;

/** The end of a cycle that starts at `start`: 30 days on, to the millisecond. */
export const cycleEndOf = (start: Date) => new Date(start.getTime() + CYCLE_MS);

/**
 * Whether `at` falls in the cycle. Half-open, so that an instant belongs to exactly one cycle: a
 * sale at the cycle's last millisecond is this cycle's, one at its end the next one's.
 */
export const inCycle = (at: Date, cycle: Cycle) =>
  at.getTime() >= cycle.start.getTime() && at.getTime() < cycle.end.getTime();

/**
 * The cycles that have ended by `now`, oldest first, from the current one (`start` to `end`) on:
 * none while the current cycle runs, several when the server was down for more than a cycle.
 * The last cycle's end is where the next current cycle starts.
 */
export function endedCycles(current: Cycle, now: Date): Cycle[] {
  const ended: Cycle[] = [];
  let cycle = current;
  while (cycle.end.getTime() <= now.getTime()) {
    ended.push(cycle);
    cycle = { start: cycle.end, end: cycleEndOf(cycle.end) };
  }
  return ended;
}

/** "01/11/2026 – 01/12/2026": a cycle in the console's date format (DD/MM/YYYY, UTC). */
export function cycleLabel(cycle: Cycle) {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  return `${day(cycle.start)} – ${day(cycle.end)}`;
}

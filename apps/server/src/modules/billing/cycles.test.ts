import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLE_MS, cycleEndOf, cycleLabel, endedCycles, inCycle } from './cycles';

const start = new Date('2026-11-01T00:00:00.000Z');
const current = { start, end: cycleEndOf(start) };
const at = (ms: number) => new Date(start.getTime() + ms);

describe('billing cycles', () => {
  it('last 30 days to the millisecond, and hold their start but not their end', () => {
    expect(current.end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(inCycle(start, current)).toBe(true);
    // A sale at the cycle's last millisecond is this cycle's; one at its end, the next one's.
    expect(inCycle(at(CYCLE_MS - 1), current)).toBe(true);
    expect(inCycle(current.end, current)).toBe(false);
    expect(inCycle(at(-1), current)).toBe(false);
    expect(inCycle(current.end, { start: current.end, end: cycleEndOf(current.end) })).toBe(true);
  });

  it('end when their end is reached, not a millisecond before', () => {
    expect(endedCycles(current, at(CYCLE_MS - 1))).toEqual([]);
    expect(endedCycles(current, current.end)).toEqual([current]);
  });

  it('are caught up in turn after the server was down for several', () => {
    const ended = endedCycles(current, at(3 * CYCLE_MS + 5000));
    expect(ended.map((cycle) => cycle.start.toISOString())).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
    ]);
    expect(ended.at(-1)!.end.toISOString()).toBe('2027-01-30T00:00:00.000Z');
  });

  it('tile time: every instant falls in exactly one of the cycles ended', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 * CYCLE_MS }),
        fc.nat({ max: 10 * CYCLE_MS }),
        (now, sale) => {
          const ended = endedCycles(current, at(now));
          if (sale >= ended.length * CYCLE_MS) return;
          expect(ended.filter((cycle) => inCycle(at(sale), cycle))).toHaveLength(1);
        },
      ),
    );
  });

  it('read in the console’s date format', () => {
    expect(cycleLabel(current)).toBe('01/11/2026 – 01/12/2026');
  });
});

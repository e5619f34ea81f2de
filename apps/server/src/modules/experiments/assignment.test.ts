import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { assignCohort } from './assignment';

const EXPERIMENT = randomUUID();
const SHOPPERS = 100_000;

/** The share of the shoppers (in percent) that falls in each cohort, and in the control. */
function shares(cohorts: { id: string; percentage: number }[], experimentId = EXPERIMENT) {
  const counts = new Map<string, number>();
  for (let i = 0; i < SHOPPERS; i++) {
    const id = assignCohort(experimentId, randomUUID(), cohorts)?.id ?? 'control';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].map(([id, n]) => [id, (n / SHOPPERS) * 100]));
}

/**
 * Within one percentage point of the share: at 100,000 shoppers, about six standard errors, so
 * the check fails only for a split that is really off.
 */
function expectShares(measured: Record<string, number>, configured: Record<string, number>) {
  for (const [id, share] of Object.entries(configured)) {
    expect(Math.abs((measured[id] ?? 0) - share), `${id}: ${measured[id]}`).toBeLessThan(1);
  }
}

describe('assignCohort', () => {
  const cohorts = [
    { id: 'first', percentage: 30 },
    { id: 'second', percentage: 50 },
  ];

  it('places a shopper in the same cohort every time, in a freshly loaded module too', async () => {
    const shoppers = Array.from({ length: 200 }, () => randomUUID());
    const placed = shoppers.map((shopper) => assignCohort(EXPERIMENT, shopper, cohorts)?.id);
    expect(shoppers.map((shopper) => assignCohort(EXPERIMENT, shopper, cohorts)?.id)).toEqual(
      placed,
    );
    vi.resetModules();
    const fresh = await import('./assignment');
    expect(fresh.assignCohort).not.toBe(assignCohort);
    expect(shoppers.map((shopper) => fresh.assignCohort(EXPERIMENT, shopper, cohorts)?.id)).toEqual(
      placed,
    );
    // All three places occur among 200 shoppers: the check above compares real choices.
    expect(new Set(placed)).toEqual(new Set(['first', 'second', undefined]));
  });

  it('splits shoppers 30/50 with the control taking the remaining 20', () => {
    expectShares(shares(cohorts), { first: 30, second: 50, control: 20 });
  });

  it('splits shoppers 50/50 and leaves none in an empty control', () => {
    const halves = [
      { id: 'a', percentage: 50 },
      { id: 'b', percentage: 50 },
    ];
    const measured = shares(halves);
    expectShares(measured, { a: 50, b: 50 });
    expect(measured.control).toBeUndefined();
  });

  it('places shoppers independently in each experiment', () => {
    const other = randomUUID();
    const halves = [{ id: 'in', percentage: 50 }];
    let both = 0;
    let first = 0;
    for (let i = 0; i < SHOPPERS; i++) {
      const shopper = randomUUID();
      if (!assignCohort(EXPERIMENT, shopper, halves)) continue;
      first++;
      if (assignCohort(other, shopper, halves)) both++;
    }
    // Of the first experiment's cohort, half are in the other's: no shopper is always "first".
    expect(Math.abs((both / first) * 100 - 50)).toBeLessThan(1.5);
  });
});

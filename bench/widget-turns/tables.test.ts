import { describe, expect, it } from 'vitest';
import type { Ceiling } from './ceiling';
import { LatencyLog, summarise } from './latency-log';
import type { Measurement } from './measure';
import { budgetTable, type Run } from './tables';

const ceiling: Ceiling = {
  insertPerSecond: 8000,
  insertP99Ms: 20,
  insertCpu: { server: 0.08, database: 0.08, client: 0.04 },
  trivialPerSecond: 60000,
};

const flatOut = (cpu: Measurement['cpu']): Run => ({
  database: 'PostgreSQL',
  load: 'flat out',
  m: {
    turnsPerSecond: 1600,
    all: summarise([]),
    log: new LatencyLog(),
    serverBusy: 0.9,
    shoppersBusy: 0.1,
    cpu,
    loadBefore: 1,
    loadAfter: 1,
  },
});

const rowOf = (table: string) => table.split('\n')[2]?.split(' | ');

describe('budgetTable', () => {
  it("reads a turn's CPU against a request's: the share it allows and the cost the target allows", () => {
    const table = budgetTable(
      [flatOut({ server: 0.4, database: 0.5, client: 0.1 })],
      new Map([['PostgreSQL', ceiling]]),
      { shareOfCeiling: 0.5 },
    );
    expect(rowOf(table)).toEqual([
      '| PostgreSQL',
      '0.08 / 0.08 / 0.04 = 0.20',
      '0.40 / 0.50 / 0.10 = 1.00',
      '5.0×',
      '20%',
      '0.40 |',
    ]);
  });

  it('leaves the turn blank when a database has a ceiling but no run', () => {
    const table = budgetTable([], new Map([['PGlite', ceiling]]), { shareOfCeiling: 0.5 });
    expect(rowOf(table)).toEqual([
      '| PGlite',
      '0.08 / 0.08 / 0.04 = 0.20',
      '–',
      '–',
      '–',
      '0.40 |',
    ]);
  });
});

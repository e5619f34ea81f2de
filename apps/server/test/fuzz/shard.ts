import { afterAll, describe, expect, it } from 'vitest';
import { fuzzOperation, type Tally } from './fuzz-operation';
import { NOT_FUZZED, readOperations, shardOf } from './operations';
import { RowGuard } from './row-guard';
import { FUZZ_RUNS } from './runs';
import { createFuzzWorld } from './world';

/** How many files share the operations, so that vitest runs them side by side. */
export const SHARDS = 2;

/**
 * The OpenAPI-driven fuzz for one shard of the operations: its own app and database, seeded with
 * two tenants, then `FUZZ_RUNS` generated requests per operation.
 */
export async function defineFuzzShard(index: number) {
  const world = await createFuzzWorld();
  const guard = new RowGuard(world.t.db);
  const tally: Tally = {};
  const started = Date.now();
  afterAll(async () => {
    const requests = Object.values(tally).reduce(
      (sum, { ms: _, ...statuses }) => sum + Object.values(statuses).reduce((a, b) => a + b, 0),
      0,
    );
    if (process.env.FUZZ_REPORT) {
      console.log(
        `fuzz shard ${index}: ${requests} requests, ${guard.snapshots} snapshots, ${Date.now() - started} ms`,
        JSON.stringify(tally),
      );
    }
    await world.t.close();
  });
  const everyOperation = await readOperations(world.t.app);
  const operations = shardOf(everyOperation, index, SHARDS);
  if (index === 0) {
    it('fuzzes every route but those it names with a reason', () => {
      const fuzzed = new Set(everyOperation.map((operation) => operation.key));
      const unexplained = world.t.app.routeInventory
        .map((route) => `${route.method} ${route.url}`)
        .filter((key) => !fuzzed.has(key) && !NOT_FUZZED.some(({ route }) => route.test(key)));
      expect(unexplained).toEqual([]);
    });
  }
  describe.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s',
    (_, operation) => {
      it(
        `answers ${FUZZ_RUNS} generated requests without a 5xx, internals or a refused write`,
        () => fuzzOperation(world, guard, operation, FUZZ_RUNS, tally),
        FUZZ_RUNS * 1_000,
      );
    },
  );
}

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Only the benchmarks' own checks: the benchmarks themselves are *.bench.ts, run by hand.
  test: { name: 'bench', include: ['**/*.test.ts'], environment: 'node' },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'bench/vitest.config.ts'],
    // Server test files each open their own database: two at a time on a two-core machine.
    maxWorkers: 2,
  },
});

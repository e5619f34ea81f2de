import { defineConfig } from 'vitest/config';
import { preactJsx } from './vite.config';

export default defineConfig({
  oxc: preactJsx,
  test: {
    name: 'widget',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/settle-effects.ts'],
    testTimeout: 15_000,
  },
});

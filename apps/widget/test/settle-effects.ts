import { afterAll } from 'vitest';

/**
 * Preact runs effects after the next paint: a requestAnimationFrame raced by a short timer (35 ms
 * in Preact 10). A test file that ends sooner tears jsdom down first, and the timer then calls a
 * cancelAnimationFrame that no longer exists: an unhandled error that fails the whole run. Each
 * file waits that timer out, with room to spare, before its environment goes.
 */
const SETTLE_MS = 150;

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS)));

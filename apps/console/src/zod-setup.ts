import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` unless told not to, and probes whether it may
 * on the first object it parses. The server's Content-Security-Policy has no 'unsafe-eval', so the
 * probe is refused and reported as a violation on every page load, although zod carries on.
 * Jitless mode skips the probe (and the compiling). boot.tsx imports this module first, so it
 * runs before any schema parses.
 */
z.config({ jitless: true });

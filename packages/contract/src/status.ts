import { z } from 'zod';

/** The maintenance status feed (by default /status.json on this server). */
export const ZStatusFeed = z.object({
  'admin-site': z.enum(['up', 'down']),
});
export type TStatusFeed = z.infer<typeof ZStatusFeed>;

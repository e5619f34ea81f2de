import { z } from 'zod';

/**
 * GET /retailers/{id}/demo_fill: whether the demo store is still being filled with simulated
 * negotiations (the first start's background work), and how far it is, so the console can say
 * why its figures are still growing. Every other store answers `filling: false`.
 */
export const ZDemoFill = z.discriminatedUnion('filling', [
  z.object({ filling: z.literal(false) }),
  z.object({
    filling: z.literal(true),
    /** Negotiations made so far. */
    made: z.number().int().min(0),
    /** Negotiations the fill makes in all (DEMO_NEGOTIATIONS). */
    target: z.number().int().min(0),
  }),
]);
export type TDemoFill = z.infer<typeof ZDemoFill>;

import type { z } from 'zod';
import { ZStatusFeed } from './status';

/** PUT /admin/status (administrators): puts the admin site down for maintenance or back up. */
export const ZUpdateStatusRequest = ZStatusFeed;
export type TUpdateStatusRequest = z.infer<typeof ZUpdateStatusRequest>;

import type { TReason } from '@parley/contract';
import type { ReasonRecord } from './repository';

/** The reason as the lists and the editor read it (part 2 §3 Reason). */
export const presentReason = (row: ReasonRecord): TReason => ({
  reason_id: row.id,
  retailer_id: row.retailerId,
  reason_text: row.reasonText,
  reason_active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

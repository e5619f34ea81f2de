/** POST /sessions/export (part 1 §4 Export modal, §7). */
import { z } from 'zod';
import { MSG } from './messages';
import { PRODUCT_TERM } from './product';
import { ZSessionFilters } from './sessions';
import { labelledEnum } from './enum-labels';

export const { values: EXPORT_FORMATS, labels: EXPORT_FORMAT_LABELS } = labelledEnum({
  simple_list: 'Simple List',
  simple_message_list: 'Simple List with Messages',
  finetune_data: 'Fine-tuning Data',
});
export type TExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_CSV_FILENAME = `${PRODUCT_TERM}_Data.csv`;
export const EXPORT_JSONL_FILENAME = 'finetune_data.jsonl';
export const exportFilename = (format: TExportFormat) =>
  format === 'finetune_data' ? EXPORT_JSONL_FILENAME : EXPORT_CSV_FILENAME;
export const exportContentType = (format: TExportFormat) =>
  format === 'finetune_data' ? 'application/x-ndjson' : 'text/csv';

/** POST /sessions/export: the list's filters; retailerId scopes it (the retailer in context). */
export const ZSessionExportRequest = ZSessionFilters.extend({
  action: z.literal('download'),
  format: z.enum(EXPORT_FORMATS, { message: MSG.required }),
});
export type TSessionExportRequest = z.infer<typeof ZSessionExportRequest>;

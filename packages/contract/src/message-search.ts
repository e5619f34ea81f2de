/** GET /admin/search (part 1 §2 Message search, §3 Search message). */
import { z } from 'zod';
import { ZId } from './common';
import { PRODUCT_FIELD } from './product';
import { zFilterFlag, zPageOffset } from './sessions';
import { labelledEnum } from './enum-labels';

export const { values: SEARCH_SORT_ORDERS, labels: SEARCH_SORT_ORDER_LABELS } = labelledEnum({
  recent: 'Most Recent',
  match: 'Best Match',
});
export type TSearchSortOrder = (typeof SEARCH_SORT_ORDERS)[number];

/** GET /admin/search. */
export const ZSearchQuery = z.object({
  sortOrder: z.enum(SEARCH_SORT_ORDERS).default('recent'),
  retailerId: ZId.optional(),
  userMessage: z.string().trim().max(200).optional(),
  botMessage: z.string().trim().max(200).optional(),
  feedbackOnly: zFilterFlag().optional(),
  offset: zPageOffset(),
});
export type TSearchQuery = z.input<typeof ZSearchQuery>;

const sessionIdField = `${PRODUCT_FIELD}_id` as const;
export const ZSearchMessage = z.object({
  [sessionIdField]: z.string(),
  message_id: z.string(),
  created_at: z.string(),
  retailer_name: z.string(),
  user_message: z.string().nullable(),
  /** The bot's lines joined by a space. */
  bot_message: z.string(),
});
export type TSearchMessage = z.infer<typeof ZSearchMessage>;
export const ZSearchResult = z.object({
  messages: z.array(ZSearchMessage),
  /** Capped at SEARCH_COUNT_CAP. */
  total: z.number().int(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

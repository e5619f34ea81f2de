/**
 * Reasons (part 2 §2 Reasons, §3 Reason, §4, §5, §7): short, true statements the bot may quote
 * when it holds its price ("hand-stitched in Northampton"). A retailer's own reasons double as
 * the brand statements of their Store Settings (one table, not two); global reasons, kept by
 * administrators, stand in for a store that has none active.
 */
import { z } from 'zod';
import { zRequiredText, zSaveOrChange } from './common';
import { MSG } from './messages';

/** The lists reasons are read and changed in: a retailer's own, and the administrators' global. */
export const REASON_CONTEXTS = ['reasons', 'admin:global'] as const;
export type TReasonContext = (typeof REASON_CONTEXTS)[number];

/** Brand statements and reasons alike: at most this many characters (part 2 §9). */
export const REASON_TEXT_MAX_LENGTH = 180;
/** Brand statements a store keeps at most (part 2 §9), and the least the advice asks for. */
export const BRAND_STATEMENTS_MAX = 5;
export const BRAND_STATEMENTS_ADVISED = 3;
/** What a generation request may carry: a brand name and a block of the retailer's own text. */
export const GENERATION_BRAND_NAME_MAX_LENGTH = 120;
export const GENERATION_CONTENT_MAX_LENGTH = 20_000;

const zContext = () => z.enum(REASON_CONTEXTS, { message: MSG.required });
/** Free text before the server strips HTML: the limit is checked again on what is left. */
const zReasonText = () =>
  zRequiredText(MSG.required, REASON_TEXT_MAX_LENGTH * 4, MSG.maxLength(REASON_TEXT_MAX_LENGTH));

export const ZReason = z.object({
  reason_id: z.string().describe('The reason\u2019s id.'),
  retailer_id: z
    .string()
    .nullable()
    .describe('The retailer the reason belongs to; null for a global reason.'),
  reason_text: z
    .string()
    .describe('What the bot says, as plain text (HTML tags are removed when it is saved).'),
  reason_active: z.boolean().describe('Whether the bot may quote it.'),
  created_at: z.string().describe('When it was created (ISO 8601).'),
  updated_at: z.string().describe('When it was last changed (ISO 8601).'),
});
export type TReason = z.infer<typeof ZReason>;

export const ZReasonParams = z.object({ reasonId: z.uuid({ message: MSG.notFound }) });

/** GET /reasons: a retailer's own (`reasons` with retailer_id) or the global ones (`admin:global`). */
export const ZReasonListQuery = z
  .object({
    context: zContext(),
    retailer_id: z.uuid({ message: MSG.notFound }).optional(),
  })
  .refine((query) => query.context !== 'reasons' || query.retailer_id !== undefined, {
    message: MSG.required,
    path: ['retailer_id'],
  });
export type TReasonListQuery = z.infer<typeof ZReasonListQuery>;

export const ZReasonListResponse = z.object({
  reasons: z.array(ZReason).describe('Newest first.'),
});
export type TReasonListResponse = z.infer<typeof ZReasonListResponse>;

/** GET and DELETE /reasons/{id}: the list the caller works in. */
export const ZReasonItemQuery = z.object({ context: zContext() });
export type TReasonItemQuery = z.infer<typeof ZReasonItemQuery>;

/** The editor's save (part 2 §3): a new reason starts inactive unless `active` says otherwise. */
export const ZReasonSaveRequest = z.object({
  reason_id: z.string().nullable().optional(),
  context: zContext(),
  retailer_id: z.uuid({ message: MSG.notFound }).nullable().optional(),
  reason_text: zReasonText(),
  active: z.boolean({ message: MSG.required }).optional(),
});
export type TReasonSaveRequest = z.infer<typeof ZReasonSaveRequest>;

/** The editor's form: the same text rule as the server's, checked before anything is sent. */
export const ZReasonForm = z.object({
  text: zReasonText(),
  active: z.boolean(),
});
export type TReasonForm = z.infer<typeof ZReasonForm>;

/** The list's Active? switch (part 2 §7). */
export const ZReasonToggleRequest = z.object({
  context: zContext(),
  active: z.boolean({ message: MSG.required }),
});
export type TReasonToggleRequest = z.infer<typeof ZReasonToggleRequest>;

/**
 * PUT /reasons/{id}: the editor's whole save (with reason_text) or the list's switch. Chosen by
 * the body rather than by z.union, whose first branch to pass wins: a save whose text was emptied
 * would pass as a switch (its text dropped) instead of being refused with the text's message.
 */
export const ZReasonUpdateRequest = zSaveOrChange(
  'reason_text',
  ZReasonSaveRequest,
  ZReasonToggleRequest,
);
export type TReasonUpdateRequest = z.output<typeof ZReasonUpdateRequest>;

/** POST /reasons/generate (part 2 §7): suggestions drawn from the retailer's own text. */
export const ZGenerateReasonsRequest = z.object({
  brand_name: zRequiredText(MSG.required, GENERATION_BRAND_NAME_MAX_LENGTH),
  content: zRequiredText(MSG.required, GENERATION_CONTENT_MAX_LENGTH),
  /**
   * The store the statements are for: an administrator on a retailer's settings page names it; a
   * retailer user's is always their own (another retailer answers 404).
   */
  retailer_id: z.uuid({ message: MSG.notFound }).optional(),
});
export type TGenerateReasonsRequest = z.infer<typeof ZGenerateReasonsRequest>;

export const ZGenerateReasonsResponse = z.object({
  reasons: z
    .array(z.string())
    .describe(
      `Up to ${BRAND_STATEMENTS_MAX} suggested statements, each a sentence of the content: no questions, no emoji, at most ${REASON_TEXT_MAX_LENGTH} characters.`,
    ),
});
export type TGenerateReasonsResponse = z.infer<typeof ZGenerateReasonsResponse>;

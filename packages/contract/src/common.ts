import { z } from 'zod';
import { MSG } from './messages';

/** Body of every refusal: 401, 403, 404, 422, 429, 5xx. */
export const ZErrorResponse = z.object({
  errorMessage: z.string(),
  error_message: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Body of a 400: the first message per field, keyed by the field's dotted path. */
export const ZValidationErrorResponse = ZErrorResponse.extend({
  fieldErrors: z.record(z.string(), z.string()),
});
export type TValidationErrorResponse = z.infer<typeof ZValidationErrorResponse>;

export const ZId = z.uuid({ message: 'Not a valid id' });

/**
 * A required text input: trimmed, and empty counts as missing (`message`); longer than `max` is
 * refused with `tooLong`.
 */
export const zRequiredText = (
  message: string = MSG.required,
  max = 255,
  tooLong: string = MSG.maxLength(max),
) => z.string({ message }).trim().min(1, { message }).max(max, { message: tooLong });

/**
 * An absolute http or https URL, at most `max` characters: javascript:, data:, vbscript: and
 * every other scheme are refused, as a URL that comes in may end up in a link or an image.
 */
export const zWebUrl = (max = 2048) =>
  z
    .string({ message: MSG.url })
    .trim()
    .max(max, { message: MSG.maxLength(max) })
    .pipe(z.url({ protocol: /^https?$/, message: MSG.url }));

export const isWebUrl = (value: string) => zWebUrl().safeParse(value).success;

/** Whether YYYY-MM-DD names a day of the calendar: it comes back unchanged from Date.UTC. */
function isCalendarDay(day: string) {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

/**
 * A day of the calendar, YYYY-MM-DD. The shape alone let 2026-02-30 through to the database,
 * which refused it with a 500. Years before 100 are refused too (Date.UTC reads them as 19xx).
 */
export const zCalendarDate = () =>
  z
    .string({ message: MSG.calendarDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MSG.calendarDate })
    .refine(isCalendarDay, { message: MSG.calendarDate });

export const zEmail = (requiredMessage: string = MSG.required) =>
  zRequiredText(requiredMessage).pipe(z.email({ message: MSG.email }));

export const ZOkResponse = z.object({ message: z.string() });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** A number input: missing is MSG.required, any other non-number is `typeMessage`. */
export const zNumberInput = (typeMessage: string = MSG.double) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MSG.required : typeMessage,
  });

/** A percentage, 0 to 100 inclusive, refused as 'This is not a valid {field}' (part 1 §5). */
export const zPercentage = (field: string) =>
  zNumberInput()
    .min(0, { message: MSG.notValid(field) })
    .max(100, { message: MSG.notValid(field) });

/** A page of a list: its rows under the list's own key (`products`), and the whole list's total. */
export const zListPage = <const K extends string, TRow extends z.ZodType>(key: K, row: TRow) =>
  z.object({ [key]: z.array(row), total: z.number().int() } as Record<K, z.ZodArray<TRow>> & {
    total: z.ZodNumber;
  });

/**
 * The path parameters of one item of a retailer's: `{ retailerId, productId }` for 'productId'.
 * A malformed id names nothing, so it is refused as not found.
 */
export const zRetailerItemParams = <K extends string>(key: K) =>
  z.object({
    retailerId: z.uuid({ message: MSG.notFound }),
    ...({ [key]: z.uuid({ message: MSG.notFound }) } as Record<K, z.ZodUUID>),
  });

/**
 * A PUT body that is one of two requests: the editor's whole save when it carries `field`, which
 * the other (the list's smaller change) never does. Chosen by the body rather than by z.union, so
 * that the save's refusals are the save's own (see each caller for what a union would get wrong).
 */
export const zSaveOrChange = <TSave extends z.ZodType, TChange extends z.ZodType>(
  field: string,
  save: TSave,
  change: TChange,
) =>
  z.unknown().transform((body, ctx): z.output<TSave> | z.output<TChange> => {
    const isSave = typeof body === 'object' && body !== null && field in body;
    const result = isSave ? save.safeParse(body) : change.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });

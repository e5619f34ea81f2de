import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * Dates are shown and typed as DD/MM/YYYY (part 2 §9). Apart from DateField, so that the session
 * filters' plain date inputs take the format without react-hook-form.
 */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

/** Typed text as a 'YYYY-MM-DD' date, strictly DD/MM/YYYY; anything else is no date yet. */
export function parseDisplayDate(text: string): string | null {
  const parsed = dayjs(text.trim(), DISPLAY_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

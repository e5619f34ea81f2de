/** Characters a spreadsheet reads as the start of a formula (or that hide one after them). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null;

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so it shows as text; numbers the server writes are left as numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

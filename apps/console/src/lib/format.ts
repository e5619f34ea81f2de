import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_TIMEZONE } from '@parley/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The one place dates, money and percentages are turned into text (British English). */

export const DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm A';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const RETAILER_DATE_FORMAT = 'YYYY-MM-DD';
const EMPTY = '-';

type DateInput = string | number | Date | null | undefined;

function inZone(value: DateInput, zone: string) {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  try {
    return parsed.tz(zone);
  } catch {
    // An unknown zone name from the server: fall back rather than fail the whole page.
    return parsed.tz(DEFAULT_TIMEZONE);
  }
}

/** DD/MM/YYYY hh:mm A, in the given timezone (the retailer's, UTC by default). */
export function formatDateTime(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  return inZone(value, zone)?.format(DATE_TIME_FORMAT) ?? EMPTY;
}

/** DD/MM/YYYY, in the given timezone (part 2 §9: billing dates). */
export function formatDate(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  return inZone(value, zone)?.format(DATE_FORMAT) ?? EMPTY;
}

/** YYYY-MM-DD in the retailer's timezone. */
export function formatRetailerDate(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  return inZone(value, zone)?.format(RETAILER_DATE_FORMAT) ?? EMPTY;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in major units, £ unless another ISO currency is given. */
export function formatMoney(amount: number | null | undefined, currency = 'GBP'): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return EMPTY;
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A percentage given on the 0–100 scale, with at most `digits` decimals: 12.5%. */
export function formatPercentage(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(value)}%`;
}

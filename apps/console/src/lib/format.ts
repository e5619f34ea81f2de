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

/** The console's locale for numbers: British English, whatever the currency. */
const LOCALE = 'en-GB';
const moneyFormats = new Map<string, Intl.NumberFormat>();
const bareAmount = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function moneyFormat(currency: string): Intl.NumberFormat | null {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 code (a stored value we cannot trust): the amount with the code after it.
      return null;
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * The console's one money formatter: an amount in major units of an ISO 4217 currency, with its
 * symbol (£1,234.50, €12.00, US$5.00). A null currency (a retailer before its first session, whose
 * currency nobody knows yet) gives the bare amount, 1,234.50.
 */
export function formatMoney(amount: number | null | undefined, currency: string | null): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return EMPTY;
  if (currency === null) return bareAmount.format(amount);
  return moneyFormat(currency)?.format(amount) ?? `${bareAmount.format(amount)} ${currency}`;
}

/** The symbol the console writes a currency with (£ for GBP, € for EUR); the code if unknown. */
export function currencySymbolOf(currency: string): string {
  const parts = moneyFormat(currency)?.formatToParts(0) ?? [];
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Amounts in several currencies side by side (£1,234.00 · €560.00), never summed together: a
 * figure across retailers that sell in different currencies.
 */
export function formatAmounts(amounts: readonly { currency: string; amount: number }[]): string {
  if (amounts.length === 0) return EMPTY;
  return amounts.map(({ amount, currency }) => formatMoney(amount, currency)).join(' · ');
}

/**
 * An amount after the symbol a record carries instead of a currency code (a session's
 * currency_symbol): '£1,234.50', '-£12.30'.
 */
export function formatMoneyWithSymbol(amount: number | null | undefined, symbol: string): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return EMPTY;
  return `${amount < 0 ? '-' : ''}${symbol}${bareAmount.format(Math.abs(amount))}`;
}

/** A percentage given on the 0–100 scale, with at most `digits` decimals: 12.5%. */
export function formatPercentage(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value)}%`;
}

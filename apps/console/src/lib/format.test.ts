import { describe, expect, it } from 'vitest';
import {
  currencySymbolOf,
  formatDate,
  formatDateTime,
  formatAmounts,
  formatMoney,
  formatMoneyWithSymbol,
  formatPercentage,
  formatRetailerDate,
} from './format';

describe('format', () => {
  // Each date format, in the timezone given (the console's default where none is).
  it.each([
    [formatDateTime, '2025-03-04T15:07:00Z', undefined, '04/03/2025 03:07 PM'],
    [formatDateTime, '2025-07-04T08:00:00Z', 'Europe/London', '04/07/2025 09:00 AM'],
    [formatDateTime, null, undefined, '-'],
    // Billing dates: DD/MM/YYYY in the retailer timezone.
    [formatDate, '2025-03-04T23:30:00Z', 'UTC', '04/03/2025'],
    [formatDate, '2025-03-04T23:30:00Z', 'Asia/Tokyo', '05/03/2025'],
    [formatDate, null, undefined, '-'],
    // YYYY-MM-DD in the retailer timezone (the default, UTC, for a zone it does not know).
    [formatRetailerDate, '2025-03-04T23:30:00Z', 'UTC', '2025-03-04'],
    [formatRetailerDate, '2025-03-04T23:30:00Z', 'Asia/Tokyo', '2025-03-05'],
    [formatRetailerDate, '2025-03-04T23:30:00Z', 'Not/AZone', '2025-03-04'],
    [formatRetailerDate, '2025-03-05T02:00:00Z', 'America/New_York', '2025-03-04'],
  ])('%o writes %s in %s as %s', (format, value, zone, written) => {
    expect(format(value, zone)).toBe(written);
  });

  it('writes money in the given currency, with its symbol, in British English', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(5, 'USD')).toBe('US$5.00');
    expect(formatMoney(-12.3, 'GBP')).toBe('-£12.30');
    expect(formatMoney(null, 'GBP')).toBe('-');
    // No currency known yet: the bare amount; a code that is not ISO 4217 follows the amount.
    expect(formatMoney(12, null)).toBe('12.00');
    expect(formatMoney(12, 'pounds')).toBe('12.00 pounds');
  });

  it('names a currency by its symbol', () => {
    expect(['GBP', 'EUR', 'USD', 'pounds'].map(currencySymbolOf)).toEqual([
      '£',
      '€',
      'US$',
      'pounds',
    ]);
  });

  it('writes amounts of several currencies side by side, never summed', () => {
    expect(
      formatAmounts([
        { currency: 'GBP', amount: 1234 },
        { currency: 'EUR', amount: 560 },
      ]),
    ).toBe('£1,234.00 · €560.00');
    expect(formatAmounts([{ currency: 'GBP', amount: 0 }])).toBe('£0.00');
    expect(formatAmounts([])).toBe('-');
  });

  it('writes an amount after a record’s own currency symbol', () => {
    expect(formatMoneyWithSymbol(1234.5, '£')).toBe('£1,234.50');
    expect(formatMoneyWithSymbol(-12.3, '$')).toBe('-$12.30');
    expect(formatMoneyWithSymbol(undefined, '£')).toBe('-');
  });

  it('writes percentages', () => {
    expect(formatPercentage(12.5)).toBe('12.5%');
    expect(formatPercentage(33.3333)).toBe('33.33%');
    expect(formatPercentage(5, 0)).toBe('5%');
  });
});

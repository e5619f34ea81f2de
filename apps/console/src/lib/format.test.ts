import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercentage,
  formatRetailerDate,
} from './format';

describe('format', () => {
  it('writes dates as DD/MM/YYYY hh:mm A', () => {
    expect(formatDateTime('2025-03-04T15:07:00Z')).toBe('04/03/2025 03:07 PM');
    expect(formatDateTime('2025-07-04T08:00:00Z', 'Europe/London')).toBe('04/07/2025 09:00 AM');
    expect(formatDateTime(null)).toBe('-');
  });

  it('writes billing dates as DD/MM/YYYY in the retailer timezone', () => {
    expect(formatDate('2025-03-04T23:30:00Z', 'UTC')).toBe('04/03/2025');
    expect(formatDate('2025-03-04T23:30:00Z', 'Asia/Tokyo')).toBe('05/03/2025');
    expect(formatDate(null)).toBe('-');
  });

  it('writes YYYY-MM-DD in the retailer timezone', () => {
    expect(formatRetailerDate('2025-03-04T23:30:00Z', 'UTC')).toBe('2025-03-04');
    expect(formatRetailerDate('2025-03-04T23:30:00Z', 'Asia/Tokyo')).toBe('2025-03-05');
    expect(formatRetailerDate('2025-03-04T23:30:00Z', 'Not/AZone')).toBe('2025-03-04');
    expect(formatRetailerDate('2025-03-05T02:00:00Z', 'America/New_York')).toBe('2025-03-04');
  });

  it('writes money in pounds by default', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(null)).toBe('-');
  });

  it('writes percentages', () => {
    expect(formatPercentage(12.5)).toBe('12.5%');
    expect(formatPercentage(33.3333)).toBe('33.33%');
    expect(formatPercentage(5, 0)).toBe('5%');
  });
});

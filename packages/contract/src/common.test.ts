import { describe, expect, it } from 'vitest';
import { zCalendarDate, zWebUrl } from './common';
import { MSG } from './messages';
import { ZSessionListQuery } from './sessions';
import { ZStartSessionRequest, ZWidgetCart } from './widget';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('zCalendarDate', () => {
  it('takes the days of the calendar, leap days in leap years only', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '9999-12-31']) {
      expect(zCalendarDate().safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses days the calendar has not, with a field message', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-1',
      '2026-01-01T00:00:00Z',
    ]) {
      expect(messageOf(zCalendarDate().safeParse(day)), day).toBe(MSG.calendarDate);
    }
    const query = ZSessionListQuery.safeParse({ timeRange: 'custom', startDate: '2026-02-30' });
    expect(query.error?.issues[0]?.path).toEqual(['startDate']);
  });
});

describe('zWebUrl', () => {
  it('takes http and https URLs, trimmed', () => {
    expect(zWebUrl().parse(' https://shop.example/p?x=1#y ')).toBe('https://shop.example/p?x=1#y');
    expect(zWebUrl().parse('http://localhost:8080/')).toBe('http://localhost:8080/');
  });

  it('refuses every other scheme, and what is no URL', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://shop.example/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://shop.example/',
      '//shop.example/',
      '/products/jacket',
      'shop.example',
    ]) {
      expect(messageOf(zWebUrl().safeParse(url)), url).toBe(MSG.url);
    }
    expect(messageOf(zWebUrl(20).safeParse('https://shop.example/a-long-path'))).toBe(
      MSG.maxLength(20),
    );
  });
});

describe('the widget’s amounts', () => {
  it('refuse a cart whose total a price column could not hold', () => {
    const item = { retailer_product_id: 'SKU', name: 'Item', price: 999_999, quantity: 500 };
    const cart = (count: number) => ({ items: Array.from({ length: count }, () => item) });
    expect(ZWidgetCart.safeParse(cart(2)).success).toBe(true);
    expect(ZWidgetCart.safeParse(cart(3)).success).toBe(false);
  });

  it('bound a contract’s bands like its prices, and drop bands it does not know', () => {
    const start = {
      apiVersion: 'v2',
      negotiationType: 'contract',
      negotiationDirection: 'up',
      offering: { contract_name: 'Lease' },
      initialOffer: 100,
      context: { shopper_id: 'shopper-0001' },
    };
    expect(ZStartSessionRequest.safeParse({ ...start, rag: { red: 1e10 } }).success).toBe(false);
    const parsed = ZStartSessionRequest.parse({ ...start, rag: { red: 120, note: { deep: 1 } } });
    expect(parsed.apiVersion === 'v2' && parsed.rag).toEqual({ red: 120 });
  });
});

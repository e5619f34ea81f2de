import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_DASHBOARD_PATH,
  PRODUCT_TERM_PLURAL,
  type TNewDashboardSeries,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sales, upliftTests } from '../../db/schema';
import type { Headers } from '../../../test/support/api';
import { adminHeaders, testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { frameSession } from '../../../test/support/handoff';
import { insertSession } from '../../../test/support/sessions';
import { todayIn } from '../../lib/days';
import { RANGE_MESSAGES } from './service';

/**
 * A hand-made fixture in New York (UTC-5 in January): sessions either side of midnight there,
 * every kind of outcome, two currencies, a buyback, and another retailer's sale; and an uplift
 * test with a 20% control cohort, with store sales either side of midnight and of its start.
 */
let t: TestApp;
let shop: TestRetailer;
let other: TestRetailer;
let admin: Headers;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  shop = await testRetailer(t, { name: 'Harbour <Coats> & Co', timezoneCode: 'America/New_York' });
  other = await testRetailer(t, { name: 'Other Shop', timezoneCode: 'UTC' });
  admin = await adminHeaders(t);
  const sold = { negotiationStatus: 'purchased', summaryStatus: 'sold' } as const;
  const add = (createdAt: string, values: Parameters<typeof insertSession>[2] = {}) =>
    insertSession(t, shop.id, { createdAt: at(createdAt), ...values });

  // Outside the range: the evening before its first day, and the morning after its last.
  await add('2026-01-14T04:59:00Z', { ...sold, productPrice: 100, dealPrice: 50 });
  await add('2026-01-17T05:00:00Z', { ...sold, productPrice: 100, dealPrice: 50 });
  // 14 January in New York (23:59), 15 January in UTC.
  await add('2026-01-15T04:59:00Z', { ...sold, productPrice: 100, dealPrice: 90 });
  // 15 January in New York, from its first minute.
  await add('2026-01-15T05:00:00Z', { ...sold, productPrice: 200, dealPrice: 150, quantity: 2 });
  await add('2026-01-15T12:00:00Z', {
    negotiationStatus: 'deal_agreed',
    summaryStatus: 'abandoned_deal_agreed',
    productPrice: 100,
    dealPrice: 80,
  });
  await add('2026-01-15T13:00:00Z', { summaryStatus: 'abandoned_negotiated' });
  await add('2026-01-15T14:00:00Z', {
    ...sold,
    productPrice: 50,
    dealPrice: 45,
    currency: 'EUR',
    currencySymbol: '€',
  });
  // A buyback bought at 22:00 New York time (16 January in UTC): a deal, not revenue.
  await add('2026-01-16T03:00:00Z', {
    ...sold,
    direction: 'up',
    productPrice: 100,
    dealPrice: 120,
  });
  // 16 January: bought after the retailer's recovery offer.
  await add('2026-01-16T05:30:00Z', {
    negotiationStatus: 'recovered_purchased',
    summaryStatus: 'recovered_purchased',
    productPrice: 100,
    dealPrice: 70,
  });
  await addSales();
  await insertSession(t, other.id, {
    ...sold,
    createdAt: at('2026-01-15T10:00:00Z'),
    productPrice: 100,
    dealPrice: 60,
  });
});
afterAll(() => t.close());

/** Shopper hashes whose first 8 hex digits place them at 0 (control) and at 50 (test) of 100. */
const CONTROL = `00000000${'a'.repeat(56)}`;
const TEST = `00000032${'a'.repeat(56)}`;

async function addSales() {
  await t.db.insert(upliftTests).values({
    retailerId: shop.id,
    controlCohortPercentage: 20,
    startedAt: at('2026-01-15T12:00:00Z'),
  });
  let order = 0;
  const sale = (orderedAt: string, shopperIdHash: string | null, retailerId = shop.id) =>
    t.db.insert(sales).values({
      retailerId,
      orderNumber: `#${++order}`,
      total: 100,
      currency: 'GBP',
      shopperIdHash,
      orderedAt: at(orderedAt),
    });
  await sale('2026-01-15T13:00:00Z', CONTROL);
  for (let i = 0; i < 7; i++) await sale('2026-01-15T14:00:00Z', TEST);
  // 23:30 on the 15th in New York.
  await sale('2026-01-16T04:30:00Z', TEST);
  await sale('2026-01-16T06:00:00Z', TEST);
  // Before the test started, of no known shopper, and of a store without a test: not counted.
  await sale('2026-01-15T06:00:00Z', CONTROL);
  await sale('2026-01-15T15:00:00Z', null);
  await sale('2026-01-15T15:00:00Z', CONTROL, other.id);
}

const RANGE = '?range=custom&start=2026-01-14&end=2026-01-16';

async function data(cookie: string, query = RANGE) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${NEW_DASHBOARD_PATH}/data.json${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNewDashboardSeries>();
}

const page = (cookie: string, query = RANGE) =>
  t.app.inject({ method: 'GET', url: `${NEW_DASHBOARD_PATH}${query}`, headers: { cookie } });

describe('the New dashboard of one retailer', () => {
  it('counts each day in the retailer’s timezone, correct to the penny', async () => {
    const series = await data(await frameSession(t, shop.headers));
    expect(series.retailer).toEqual({ retailer_id: shop.id, name: 'Harbour <Coats> & Co' });
    expect(series.timezone).toBe('America/New_York');
    expect([series.start_date, series.end_date]).toEqual(['2026-01-14', '2026-01-16']);
    expect(series.days).toEqual([
      {
        date: '2026-01-14',
        parleys: 1,
        deals: 1,
        purchases: 1,
        revenue: [{ currency: 'GBP', amount: 90 }],
        average_discount_percentage: 10,
        conversion_percentage: 100,
        test_sales: 0,
        control_sales: 0,
        conversion_uplift_percentage: null,
      },
      {
        date: '2026-01-15',
        parleys: 5,
        deals: 4,
        purchases: 3,
        revenue: [
          { currency: 'EUR', amount: 45 },
          { currency: 'GBP', amount: 300 },
        ],
        // (25 + 20 + 10) / 3 selling deals; the buyback is left out.
        average_discount_percentage: 18.33,
        conversion_percentage: 60,
        test_sales: 8,
        control_sales: 1,
        conversion_uplift_percentage: 100,
      },
      {
        date: '2026-01-16',
        parleys: 1,
        deals: 1,
        purchases: 1,
        revenue: [{ currency: 'GBP', amount: 70 }],
        average_discount_percentage: 30,
        conversion_percentage: 100,
        test_sales: 1,
        control_sales: 0,
        conversion_uplift_percentage: null,
      },
    ]);
    // The range averages over its deals, not over its days.
    expect(series.totals).toEqual({
      parleys: 7,
      deals: 6,
      purchases: 5,
      revenue: [
        { currency: 'EUR', amount: 45 },
        { currency: 'GBP', amount: 460 },
      ],
      average_discount_percentage: 19,
      conversion_percentage: 71.43,
      test_sales: 8 + 1,
      control_sales: 1,
      // (9 sales / 80% of shoppers) against (1 sale / 20%): 2.25 times the control's rate.
      conversion_uplift_percentage: 125,
    });
  });

  it('shows every day of a preset, today last in the retailer’s zone, empty days as zero', async () => {
    const series = await data(await frameSession(t, shop.headers), '?range=7d');
    expect(series.days).toHaveLength(7);
    expect(series.end_date).toBe(todayIn('America/New_York', t.clock.now()));
    expect(series.days.every((d) => d.parleys === 0 && d.conversion_percentage === null)).toBe(
      true,
    );
  });

  it('renders the page escaped, each day linking to the console’s sessions of that day', async () => {
    const res = await page(await frameSession(t, shop.headers));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Harbour &lt;Coats&gt; &amp; Co');
    expect(res.body).not.toContain('<Coats>');
    const link = `http://localhost:3000/#/retailers/${shop.id}/sessions?timeRange=custom&amp;startDate=2026-01-15&amp;endDate=2026-01-15`;
    expect(res.body).toContain(`href="${link}" data-navigate=""`);
    expect(res.body).toContain('€45.00, £300.00');
    expect(res.body).toContain('18.33%');
    expect(res.body).not.toContain('Other Shop');
  });

  it('refuses a range that ends before it starts, or is too long, and shows the default instead', async () => {
    const cookie = await frameSession(t, shop.headers);
    const backwards = '?range=custom&start=2026-01-16&end=2026-01-14';
    const json = await t.app.inject({
      method: 'GET',
      url: `${NEW_DASHBOARD_PATH}/data.json${backwards}`,
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ errorMessage: RANGE_MESSAGES.order });
    const shown = await page(cookie, backwards);
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toContain(RANGE_MESSAGES.order);
    expect(shown.body).toContain('aria-current="page">Last 30 days');
    const long = await page(cookie, '?range=custom&start=2024-01-01&end=2026-01-01');
    expect(long.body).toContain(RANGE_MESSAGES.tooLong);
  });
});

describe('the New dashboard across retailers', () => {
  it('counts every retailer in UTC days for an administrator, linking to the cross-retailer list', async () => {
    const cookie = await frameSession(t, admin);
    const series = await data(cookie, '?range=custom&start=2026-01-15&end=2026-01-15');
    expect(series.retailer).toBeNull();
    expect(series.timezone).toBe('UTC');
    // UTC 15 January: five of the shop's (from 04:59) and the other retailer's one; the shop's
    // sale at 23:30 in New York is a UTC 16 January one.
    expect(series.totals).toMatchObject({
      parleys: 6,
      deals: 5,
      purchases: 4,
      revenue: [
        { currency: 'EUR', amount: 45 },
        { currency: 'GBP', amount: 90 + 300 + 60 },
      ],
      test_sales: 7,
      control_sales: 1,
      conversion_uplift_percentage: 75,
    });
    const res = await page(cookie, '?range=custom&start=2026-01-15&end=2026-01-15');
    expect(res.body).toContain(
      'http://localhost:3000/#/sessions?timeRange=custom&amp;startDate=2026-01-15&amp;endDate=2026-01-15&amp;dataQuality=all',
    );
  });

  it('shows an administrator one retailer when the handoff names it', async () => {
    const cookie = await frameSession(t, admin, { retailer_id: other.id });
    const series = await data(cookie);
    expect(series.retailer?.name).toBe('Other Shop');
    expect(series.timezone).toBe('UTC');
    expect(series.totals).toMatchObject({
      parleys: 1,
      deals: 1,
      purchases: 1,
      revenue: [{ currency: 'GBP', amount: 60 }],
    });
    expect((await data(cookie, '?range=7d')).totals.parleys).toBe(0);
  });
});

type Node = ReturnType<typeof DomUtils.findAll>[number];

/** The page's elements the test picks, as a browser would see them. */
function parsed(body: string) {
  const root = parseDocument(body).children;
  const all = (test: (e: Node) => boolean, within = root) => DomUtils.findAll(test, within);
  const attr = (e: Node, name: string) => DomUtils.getAttributeValue(e, name);
  const text = (e: Node) => DomUtils.textContent(e);
  const named = (tag: string) => (e: Node) => e.name === tag;
  const input = (name: string) => all((e) => e.name === 'input' && attr(e, 'name') === name);
  /** A field's accessible name: the text of the label for it. */
  const labelOf = (field: Node) =>
    all((e) => e.name === 'label' && attr(e, 'for') === attr(field, 'id')).map(text);
  const chart = (title: string) => {
    const svg = all((e) => e.name === 'svg' && attr(e, 'aria-label') === title);
    expect(svg, title).toHaveLength(1);
    const figure = svg[0]!.parent!.children;
    const within = svg[0]!.children;
    return {
      ticks: all((e) => e.name === 'text' && attr(e, 'class') === 'tick', within).map(text),
      gridlines: all((e) => e.name === 'line' && attr(e, 'class') === 'grid', within).length,
      tips: all(named('title'), within).map(text),
      legend: all(named('li'), figure).map(text),
    };
  };
  return { all, attr, text, named, input, labelOf, chart };
}

describe('the New dashboard page in the console’s look', () => {
  it('shows and takes its days as DD/MM/YYYY in text fields, never a native date input', async () => {
    const res = await page(await frameSession(t, shop.headers));
    const html = parsed(res.body);
    expect(html.all((e) => e.name === 'input' && html.attr(e, 'type') === 'date')).toEqual([]);
    const [from] = html.input('from');
    const [to] = html.input('to');
    expect([html.attr(from!, 'type'), html.attr(to!, 'type')]).toEqual(['text', 'text']);
    expect([html.attr(from!, 'value'), html.attr(to!, 'value')]).toEqual([
      '14/01/2026',
      '16/01/2026',
    ]);
    expect([html.labelOf(from!), html.labelOf(to!)]).toEqual([['First day'], ['Last day']]);
    expect(html.attr(from!, 'placeholder')).toBe('DD/MM/YYYY');
    // The range shown travels with the form in ISO, as in the page's links.
    expect(html.input('start').map((e) => html.attr(e, 'value'))).toEqual(['2026-01-14']);
    expect(res.body).toContain('14/01/2026 to 16/01/2026.');
    const day = html.all(
      (e) =>
        e.name === 'a' &&
        html.attr(e, 'aria-label') ===
          `Open the ${PRODUCT_TERM_PLURAL.toLowerCase()} of 15/01/2026`,
    );
    expect(day.map(html.text)).toEqual(['15/01/2026']);
  });

  it('moves to the ISO range of a DD/MM/YYYY entry, the range in its URL', async () => {
    const cookie = await frameSession(t, shop.headers);
    const moved = await page(cookie, '?range=7d&from=15/01/2026&to=16/01/2026');
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(
      `${NEW_DASHBOARD_PATH}?range=custom&start=2026-01-15&end=2026-01-16`,
    );
    // A day or month may be typed without its leading zero.
    const short = await page(
      cookie,
      `?range=7d&from=${encodeURIComponent(' 5/1/2026')}&to=6/1/2026`,
    );
    expect(short.headers.location).toBe(
      `${NEW_DASHBOARD_PATH}?range=custom&start=2026-01-05&end=2026-01-06`,
    );
    const shown = parsed(
      (await page(cookie, String(moved.headers.location).slice(NEW_DASHBOARD_PATH.length))).body,
    );
    expect(shown.input('from').map((e) => shown.attr(e, 'value'))).toEqual(['15/01/2026']);
  });

  it('refuses an entry that is not a DD/MM/YYYY day with a clear message, the range shown unchanged', async () => {
    const cookie = await frameSession(t, shop.headers);
    for (const typed of ['31/02/2026', '2026-01-15', '15.01.2026', '']) {
      const res = await page(cookie, `${RANGE}&from=${encodeURIComponent(typed)}&to=16/01/2026`);
      expect(res.statusCode, typed).toBe(400);
      const html = parsed(res.body);
      const alert = html.all((e) => html.attr(e, 'role') === 'alert').map(html.text);
      expect(alert, typed).toEqual([RANGE_MESSAGES.dayFormat]);
      // Still 14 to 16 January, with the entry as typed to correct.
      expect(res.body).toContain('14/01/2026 to 16/01/2026.');
      expect(html.all(html.named('tr'))).toHaveLength(1 + 3);
      const [from] = html.input('from');
      expect(html.attr(from!, 'value')).toBe(typed);
      expect(html.attr(from!, 'aria-invalid')).toBe('true');
      expect(html.attr(from!, 'aria-describedby')).toContain('range-error');
    }
    // Only the field at fault is marked.
    const oneBad = parsed((await page(cookie, `${RANGE}&from=01/01/2026&to=32/01/2026`)).body);
    expect(
      ['from', 'to'].map((name) => oneBad.attr(oneBad.input(name)[0]!, 'aria-invalid')),
    ).toEqual([undefined, 'true']);
    // A backwards entry is refused before the page moves, so it changes nothing either.
    const backwards = await page(cookie, `${RANGE}&from=16/01/2026&to=14/01/2026`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(RANGE_MESSAGES.order);
    expect(backwards.body).toContain('14/01/2026 to 16/01/2026.');
    const marked = parsed(backwards.body);
    expect(
      ['from', 'to'].map((name) => marked.attr(marked.input(name)[0]!, 'aria-invalid')),
    ).toEqual(['true', 'true']);
  });

  it('draws charts with value and day ticks, gridlines, a tooltip per day and a legend of several series', async () => {
    const html = parsed((await page(await frameSession(t, shop.headers))).body);
    const counts = html.chart(`${PRODUCT_TERM_PLURAL} and deals`);
    // Counts up to 5 (15 January's negotiations): whole steps of 2, then the days as DD/MM.
    expect(counts.ticks).toEqual(['0', '2', '4', '6', '14/01', '15/01', '16/01']);
    expect(counts.gridlines).toBe(4);
    expect(counts.tips).toEqual([
      `14/01/2026\n${PRODUCT_TERM_PLURAL}: 1\nDeals: 1\nPurchases: 1`,
      `15/01/2026\n${PRODUCT_TERM_PLURAL}: 5\nDeals: 4\nPurchases: 3`,
      `16/01/2026\n${PRODUCT_TERM_PLURAL}: 1\nDeals: 1\nPurchases: 1`,
    ]);
    expect(counts.legend).toEqual([PRODUCT_TERM_PLURAL, 'Deals', 'Purchases']);

    // Money with its currency's symbol, one chart per currency; a single series needs no legend.
    const pounds = html.chart('Revenue in GBP');
    expect(pounds.ticks.slice(0, 4)).toEqual(['£0', '£100', '£200', '£300']);
    expect(pounds.tips[1]).toBe('15/01/2026\nRevenue: £300.00');
    expect(pounds.legend).toEqual([]);
    expect(html.chart('Revenue in EUR').ticks.slice(0, 4)).toEqual(['€0', '€20', '€40', '€60']);

    const discount = html.chart('Average discount');
    expect(discount.ticks.slice(0, 4)).toEqual(['0%', '10%', '20%', '30%']);
    expect(discount.tips[1]).toBe('15/01/2026\nAverage discount: 18.3%');
    const conversion = html.chart('Conversion against control');
    expect(conversion.tips[0]).toBe(
      `14/01/2026\n${PRODUCT_TERM_PLURAL} bought: 100.0%\nUplift against the control cohort: –`,
    );
  });

  it('keeps its strict policy: only its own style block and script run, nothing is loaded', async () => {
    const res = await page(await frameSession(t, shop.headers));
    const html = parsed(res.body);
    const policy = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [String(name), sources] as const;
      }),
    );
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const [style] = html.all(html.named('style')).map(html.text);
    const [script] = html.all(html.named('script')).map(html.text);
    expect(directives).toEqual({
      'default-src': ["'none'"],
      'script-src': [hash(script!)],
      'style-src': [hash(style!)],
      'form-action': ["'self'"],
      'frame-ancestors': ['http://localhost:3000'],
      'base-uri': ["'none'"],
      'report-uri': ['/api/v1/csp-reports'],
      'report-to': ['csp'],
    });
    // What the policy would block: style attributes, inline handlers, anything from elsewhere.
    expect(
      html.all((e) => Object.keys(e.attribs).some((a) => a === 'style' || a.startsWith('on'))),
    ).toEqual([]);
    expect(
      html.all((e) => e.name === 'link' || (e.name !== 'a' && html.attr(e, 'src') !== undefined)),
    ).toEqual([]);
    expect(style).toContain('#3b5bdb');
  });
});

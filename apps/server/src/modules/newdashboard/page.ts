import {
  NEW_DASHBOARD_PATH,
  NEW_DASHBOARD_RANGE_LABELS,
  NEW_DASHBOARD_RANGES,
  PRODUCT_NAME,
  PRODUCT_TERM_PLURAL,
  type TCurrencyAmount,
  type TNewDashboardDay,
  type TNewDashboardSeries,
} from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import { framedPagePolicy } from '../handoff';
import { renderChart, type ChartSpec } from './charts';

export const PAGE_TEXT = {
  title: 'New Dashboard',
  allRetailers: 'All retailers',
  daysIn: (zone: string) =>
    `Days are calendar days in ${zone}. Click a day to see its ${PRODUCT_TERM_PLURAL.toLowerCase()}.`,
  custom: 'Custom range',
  from: 'First day',
  to: 'Last day',
  show: 'Show',
  daily: 'Day by day',
  openDay: (date: string) => `Open the ${PRODUCT_TERM_PLURAL.toLowerCase()} of ${date}`,
  noValue: '–',
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:1rem 1.5rem;color:#1a1b1e;background:#fff}' +
  'h1{font-size:1.4rem;margin:0}p.sub{color:#495057;margin:.25rem 0 1rem}' +
  'nav a{margin-right:.75rem}nav a[aria-current]{font-weight:700;text-decoration:none;color:#1a1b1e}' +
  'form{margin:.5rem 0 1rem}label{margin-right:.5rem}' +
  'dl{display:flex;flex-wrap:wrap;gap:1rem;margin:1rem 0}dl div{border:1px solid #dee2e6;border-radius:6px;padding:.5rem .75rem;min-width:9rem}' +
  'dt{color:#495057;font-size:.85rem}dd{margin:0;font-size:1.2rem;font-weight:600}' +
  'figure{margin:1rem 0}figcaption{font-weight:600;margin-bottom:.25rem}' +
  '.legend{font-size:.85rem;color:#495057;margin:.25rem 0}.legend span{margin-right:1rem}' +
  'rect.day:hover{fill-opacity:.06}' +
  'table{border-collapse:collapse;font-size:.9rem}th,td{padding:.25rem .6rem;border-bottom:1px solid #e9ecef;text-align:right}' +
  'th:first-child,td:first-child{text-align:left;white-space:nowrap}' +
  '.error{color:#c92a2a}';

/**
 * Clicks on a day post {type:'navigate', url} to the console around the frame (its origin only,
 * read from the page), which opens the URL itself; outside a frame the link is followed.
 */
const SCRIPT =
  "(function(){var origin=document.documentElement.getAttribute('data-console-origin');" +
  "document.addEventListener('click',function(event){" +
  "var link=event.target instanceof Element?event.target.closest('a[data-navigate]'):null;" +
  'if(!link||window.parent===window||!origin)return;' +
  'event.preventDefault();' +
  "window.parent.postMessage({type:'navigate',url:link.getAttribute('href')},origin);});})();";

/**
 * The page's own policy: only its one style block and its one script, no other resource at all,
 * forms only to itself, and framed only by the console that asked for it.
 */
export const pagePolicy = (consoleOrigins: string[]) =>
  framedPagePolicy({ script: SCRIPT, style: STYLE }, ["form-action 'self'"], consoleOrigins);

function document(title: string, body: string, consoleOrigin: string | null) {
  const origin = consoleOrigin ? ` data-console-origin="${escapeHtml(consoleOrigin)}"` : '';
  return (
    `<!doctype html><html lang="en-GB"${origin}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body>${body}<script>${SCRIPT}</script></body></html>`
  );
}

/** A page that only says why there is nothing to show (a spent link, an ended session). */
export function renderMessagePage(heading: string, detail: string, consoleOrigin: string | null) {
  return document(
    `${heading} - ${PRODUCT_NAME}`,
    `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(detail)}</p>`,
    consoleOrigin,
  );
}

const money = ({ currency, amount }: TCurrencyAmount) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
const count = (n: number) => new Intl.NumberFormat('en-GB').format(n);
const percent = (n: number | null) => (n === null ? PAGE_TEXT.noValue : `${n.toFixed(2)}%`);
const signed = (n: number | null) => (n !== null && n > 0 ? `+${percent(n)}` : percent(n));
const revenueText = (amounts: TCurrencyAmount[], currencies: string[]) =>
  currencies.length === 0
    ? count(0)
    : currencies
        .map((currency) =>
          money({ currency, amount: amounts.find((a) => a.currency === currency)?.amount ?? 0 }),
        )
        .join(', ');

const PALETTE = ['#228be6', '#40c057', '#fab005', '#be4bdb', '#fa5252', '#15aabf'];

function charts(currencies: string[]): ChartSpec[] {
  const amountIn = (currency: string) => (day: TNewDashboardDay) =>
    day.revenue.find((r) => r.currency === currency)?.amount ?? 0;
  return [
    {
      title: `${PRODUCT_TERM_PLURAL} and deals`,
      kind: 'bars',
      format: count,
      series: [
        { label: PRODUCT_TERM_PLURAL, colour: PALETTE[0]!, value: (d) => d.parleys },
        { label: 'Deals', colour: PALETTE[1]!, value: (d) => d.deals },
        { label: 'Purchases', colour: PALETTE[2]!, value: (d) => d.purchases },
      ],
    },
    {
      title: 'Revenue',
      kind: 'lines',
      format: (n) =>
        currencies.length === 1 ? money({ currency: currencies[0]!, amount: n }) : count(n),
      series: currencies.map((currency, i) => ({
        label: currency,
        colour: PALETTE[i % PALETTE.length]!,
        value: amountIn(currency),
      })),
    },
    {
      title: 'Average discount',
      kind: 'lines',
      format: (n) => `${n.toFixed(1)}%`,
      series: [
        {
          label: 'Average discount',
          colour: PALETTE[3]!,
          value: (d) => d.average_discount_percentage,
        },
      ],
    },
    {
      title: 'Conversion against control',
      kind: 'lines',
      format: (n) => `${n.toFixed(1)}%`,
      series: [
        {
          label: `${PRODUCT_TERM_PLURAL} bought`,
          colour: PALETTE[0]!,
          value: (d) => d.conversion_percentage,
        },
        {
          label: 'Uplift against the control cohort',
          colour: PALETTE[4]!,
          value: (d) => d.conversion_uplift_percentage,
        },
      ],
    },
  ];
}

function rangeControls(series: TNewDashboardSeries) {
  const links = NEW_DASHBOARD_RANGES.filter((range) => range !== 'custom')
    .map((range) => {
      const current = series.range === range ? ' aria-current="page"' : '';
      return `<a href="${NEW_DASHBOARD_PATH}?range=${range}"${current}>${escapeHtml(NEW_DASHBOARD_RANGE_LABELS[range])}</a>`;
    })
    .join('');
  const date = (name: string, label: string, value: string) =>
    `<label>${label} <input type="date" name="${name}" value="${escapeHtml(value)}" required></label>`;
  return (
    `<nav aria-label="Range">${links}</nav>` +
    `<form method="get" action="${NEW_DASHBOARD_PATH}" aria-label="${PAGE_TEXT.custom}">` +
    `<input type="hidden" name="range" value="custom">` +
    date('start', PAGE_TEXT.from, series.start_date) +
    date('end', PAGE_TEXT.to, series.end_date) +
    `<button type="submit">${PAGE_TEXT.show}</button></form>`
  );
}

function dailyTable(
  series: TNewDashboardSeries,
  currencies: string[],
  dayLink: (date: string) => string,
) {
  const headings = [
    'Day',
    PRODUCT_TERM_PLURAL,
    'Deals',
    'Purchases',
    'Revenue',
    'Average discount',
    'Conversion',
    'Test cohort sales',
    'Control cohort sales',
    'Uplift against control',
  ];
  const rows = [...series.days]
    .reverse()
    .map(
      (day) =>
        `<tr><td><a href="${escapeHtml(dayLink(day.date))}" data-navigate="" target="_parent" aria-label="${escapeHtml(PAGE_TEXT.openDay(day.date))}">${escapeHtml(day.date)}</a></td>` +
        `<td>${count(day.parleys)}</td><td>${count(day.deals)}</td><td>${count(day.purchases)}</td>` +
        `<td>${escapeHtml(revenueText(day.revenue, currencies))}</td>` +
        `<td>${percent(day.average_discount_percentage)}</td><td>${percent(day.conversion_percentage)}</td>` +
        `<td>${count(day.test_sales)}</td><td>${count(day.control_sales)}</td>` +
        `<td>${signed(day.conversion_uplift_percentage)}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${PAGE_TEXT.daily}</caption><thead><tr>` +
    headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('') +
    `</tr></thead><tbody>${rows}</tbody></table>`
  );
}

export interface PageView {
  series: TNewDashboardSeries;
  consoleOrigin: string;
  /** The console URL of the sessions started on a day. */
  dayLink: (date: string) => string;
  /** Why the range asked for was not shown, if it was refused. */
  rangeError?: string;
}

export function renderNewDashboard({ series, consoleOrigin, dayLink, rangeError }: PageView) {
  const currencies = series.totals.revenue.map((r) => r.currency);
  const t = series.totals;
  const scope = series.retailer?.name ?? PAGE_TEXT.allRetailers;
  const totals: [string, string][] = [
    [PRODUCT_TERM_PLURAL, count(t.parleys)],
    ['Deals', count(t.deals)],
    ['Purchases', count(t.purchases)],
    ['Revenue', revenueText(t.revenue, currencies)],
    ['Average discount', percent(t.average_discount_percentage)],
    ['Conversion', percent(t.conversion_percentage)],
    ['Test cohort sales', count(t.test_sales)],
    ['Control cohort sales', count(t.control_sales)],
    ['Uplift against control', signed(t.conversion_uplift_percentage)],
  ];
  const body =
    `<header><h1>${escapeHtml(PAGE_TEXT.title)}: ${escapeHtml(scope)}</h1>` +
    `<p class="sub">${escapeHtml(series.start_date)} to ${escapeHtml(series.end_date)}. ${escapeHtml(PAGE_TEXT.daysIn(series.timezone))}</p></header>` +
    rangeControls(series) +
    (rangeError ? `<p class="error" role="alert">${escapeHtml(rangeError)}</p>` : '') +
    `<dl aria-label="Totals">` +
    totals
      .map(([k, v]) => `<div><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
      .join('') +
    `</dl>` +
    charts(currencies)
      .map((spec) => renderChart(spec, series.days, dayLink))
      .join('') +
    dailyTable(series, currencies, dayLink);
  return document(`${PAGE_TEXT.title} - ${scope}`, `<main>${body}</main>`, consoleOrigin);
}

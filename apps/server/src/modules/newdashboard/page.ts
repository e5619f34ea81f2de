import {
  NEW_DASHBOARD_PATH,
  NEW_DASHBOARD_RANGE_LABELS,
  NEW_DASHBOARD_RANGES,
  PRODUCT_NAME,
  PRODUCT_TERM_PLURAL,
  type TNewDashboardSeries,
} from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import { CSP_REPORTING_DIRECTIVES } from '../../plugins/security';
import { framedPagePolicy } from '../handoff';
import { renderChart } from './charts';
import { dashboardCharts } from './dashboard-charts';
import { displayDay, ENTERED_DAY_PATTERN, parseEnteredDay } from './day-format';
import { count, percent, revenueText, signed } from './figure-format';
import { STYLE } from './page-style';

export const PAGE_TEXT = {
  title: 'New Dashboard',
  allRetailers: 'All retailers',
  daysIn: (zone: string) =>
    `Days are calendar days in ${zone}. Click a day to see its ${PRODUCT_TERM_PLURAL.toLowerCase()}.`,
  custom: 'Custom range',
  from: 'First day',
  to: 'Last day',
  dayFormat: 'DD/MM/YYYY',
  dayExample: 'DD/MM/YYYY, for example 31/01/2026',
  show: 'Show',
  daily: 'Day by day',
  openDay: (date: string) => `Open the ${PRODUCT_TERM_PLURAL.toLowerCase()} of ${date}`,
} as const;

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
 * forms only to itself, and framed only by the console that asked for it; violations reported.
 */
export const pagePolicy = (consoleOrigins: string[]) =>
  framedPagePolicy(
    { script: SCRIPT, style: STYLE },
    ["form-action 'self'", ...CSP_REPORTING_DIRECTIVES],
    consoleOrigins,
  );

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
    `<main class="card"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(detail)}</p></main>`,
    consoleOrigin,
  );
}

/** What was typed in the date fields and refused: shown again as typed, to be corrected. */
export interface RangeEntry {
  from: string;
  to: string;
}

/**
 * The presets, and the custom range typed as DD/MM/YYYY. The form also sends the range shown,
 * which stays on the page when the entry is refused.
 */
function rangeControls(series: TNewDashboardSeries, entry: RangeEntry | undefined) {
  const links = NEW_DASHBOARD_RANGES.filter((range) => range !== 'custom')
    .map((range) => {
      const current = series.range === range ? ' aria-current="page"' : '';
      return `<a href="${NEW_DASHBOARD_PATH}?range=${range}"${current}>${escapeHtml(NEW_DASHBOARD_RANGE_LABELS[range])}</a>`;
    })
    .join('');
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const shown =
    hidden('range', series.range) +
    (series.range === 'custom'
      ? hidden('start', series.start_date) + hidden('end', series.end_date)
      : '');
  // Of two well-formed days (a refused order or length), both are at fault.
  const bothDays = entry && parseEnteredDay(entry.from) && parseEnteredDay(entry.to);
  const field = (name: keyof RangeEntry, label: string, value: string) => {
    const invalid = entry && (bothDays || !parseEnteredDay(entry[name]));
    return (
      `<div class="field"><label for="range-${name}">${label}</label>` +
      `<span class="hint" id="range-${name}-format">${PAGE_TEXT.dayFormat}</span>` +
      `<input type="text" id="range-${name}" name="${name}" value="${escapeHtml(value)}" required` +
      ` inputmode="numeric" autocomplete="off" placeholder="${PAGE_TEXT.dayFormat}"` +
      ` pattern="${ENTERED_DAY_PATTERN}" title="${PAGE_TEXT.dayExample}"` +
      (invalid
        ? ` aria-invalid="true" aria-describedby="range-${name}-format range-error">`
        : ` aria-describedby="range-${name}-format">`) +
      `</div>`
    );
  };
  return (
    `<div class="controls"><nav aria-label="Range">${links}</nav>` +
    `<form method="get" action="${NEW_DASHBOARD_PATH}" aria-label="${PAGE_TEXT.custom}">` +
    shown +
    field('from', PAGE_TEXT.from, entry?.from ?? displayDay(series.start_date)) +
    field('to', PAGE_TEXT.to, entry?.to ?? displayDay(series.end_date)) +
    `<button type="submit">${PAGE_TEXT.show}</button></form></div>`
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
    .map((day) => {
      const date = displayDay(day.date);
      return (
        `<tr><td><a href="${escapeHtml(dayLink(day.date))}" data-navigate="" target="_parent" aria-label="${escapeHtml(PAGE_TEXT.openDay(date))}">${date}</a></td>` +
        `<td>${count(day.parleys)}</td><td>${count(day.deals)}</td><td>${count(day.purchases)}</td>` +
        `<td>${escapeHtml(revenueText(day.revenue, currencies))}</td>` +
        `<td>${percent(day.average_discount_percentage)}</td><td>${percent(day.conversion_percentage)}</td>` +
        `<td>${count(day.test_sales)}</td><td>${count(day.control_sales)}</td>` +
        `<td>${signed(day.conversion_uplift_percentage)}</td></tr>`
      );
    })
    .join('');
  return (
    `<div class="card table"><table><caption>${PAGE_TEXT.daily}</caption><thead><tr>` +
    headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('') +
    `</tr></thead><tbody>${rows}</tbody></table></div>`
  );
}

export interface PageView {
  series: TNewDashboardSeries;
  consoleOrigin: string;
  /** The console URL of the sessions started on a day. */
  dayLink: (date: string) => string;
  /** Why the range asked for was not shown, if it was refused. */
  rangeError?: string;
  /** The date fields' refused entry, if that was what was refused. */
  entry?: RangeEntry;
}

export function renderNewDashboard({
  series,
  consoleOrigin,
  dayLink,
  rangeError,
  entry,
}: PageView) {
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
    `<p class="sub">${displayDay(series.start_date)} to ${displayDay(series.end_date)}. ${escapeHtml(PAGE_TEXT.daysIn(series.timezone))}</p></header>` +
    rangeControls(series, entry) +
    (rangeError
      ? `<p class="error" role="alert" id="range-error">${escapeHtml(rangeError)}</p>`
      : '') +
    `<dl aria-label="Totals">` +
    totals
      .map(([k, v]) => `<div class="card"><dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd></div>`)
      .join('') +
    `</dl><div class="charts">` +
    dashboardCharts(currencies)
      .map((spec) => renderChart(spec, series.days, dayLink))
      .join('') +
    `</div>` +
    dailyTable(series, currencies, dayLink);
  return document(`${PAGE_TEXT.title} - ${scope}`, `<main>${body}</main>`, consoleOrigin);
}

import type { TNewDashboardDay } from '@parley/contract';
import { escapeHtml } from '../../lib/html';

/**
 * Inline SVG charts of the New dashboard, one column per day. Every day is a link to the
 * console's sessions of that day; the page's script turns the click into a 'navigate' message.
 * Colours are SVG attributes, not styles, so the page's policy allows no inline style at all.
 */

export interface ChartSeries {
  label: string;
  colour: string;
  value: (day: TNewDashboardDay) => number | null;
}

export interface ChartSpec {
  title: string;
  kind: 'bars' | 'lines';
  series: ChartSeries[];
  format: (value: number) => string;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const round = (n: number) => Math.round(n * 10) / 10;

function axes(days: TNewDashboardDay[], min: number, max: number, format: ChartSpec['format']) {
  const bottom = PAD.top + PLOT_H;
  const zero = PAD.top + PLOT_H - (-min / (max - min)) * PLOT_H;
  const label = (x: number, text: string, anchor: string) =>
    `<text x="${round(x)}" y="${HEIGHT - 8}" font-size="11" fill="#495057" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    `<line x1="${PAD.left}" y1="${round(zero)}" x2="${WIDTH - PAD.right}" y2="${round(zero)}" stroke="#adb5bd"/>` +
    `<line x1="${PAD.left}" y1="${PAD.top}" x2="${WIDTH - PAD.right}" y2="${PAD.top}" stroke="#e9ecef"/>` +
    `<text x="${PAD.left - 6}" y="${PAD.top + 4}" font-size="11" fill="#495057" text-anchor="end">${escapeHtml(format(max))}</text>` +
    `<text x="${PAD.left - 6}" y="${bottom}" font-size="11" fill="#495057" text-anchor="end">${escapeHtml(format(min))}</text>` +
    label(PAD.left, first, 'start') +
    (days.length > 1 ? label(WIDTH - PAD.right, last, 'end') : '')
  );
}

function legend(series: ChartSeries[]) {
  return (
    `<p class="legend">` +
    series
      .map(
        (s) =>
          `<span><svg width="10" height="10" aria-hidden="true"><rect width="10" height="10" fill="${s.colour}"/></svg> ${escapeHtml(s.label)}</span>`,
      )
      .join(' ') +
    `</p>`
  );
}

/** A chart over the days; `dayLink(date)` is the console URL a day's column leads to. */
export function renderChart(
  spec: ChartSpec,
  days: TNewDashboardDay[],
  dayLink: (date: string) => string,
) {
  const values = days.flatMap((day) => spec.series.map((s) => s.value(day) ?? 0));
  // Zero is always on the scale; an uplift may go below it.
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values) > min ? Math.max(0, ...values) : min + 1;
  const slot = PLOT_W / Math.max(days.length, 1);
  const y = (value: number) => PAD.top + PLOT_H - ((value - min) / (max - min)) * PLOT_H;
  const x = (index: number) => PAD.left + slot * index + slot / 2;

  let marks = '';
  if (spec.kind === 'bars') {
    const barW = Math.max((slot * 0.8) / spec.series.length, 1);
    days.forEach((day, i) => {
      spec.series.forEach((s, k) => {
        const value = s.value(day) ?? 0;
        const left = PAD.left + slot * i + slot * 0.1 + barW * k;
        marks += `<rect x="${round(left)}" y="${round(y(value))}" width="${round(barW)}" height="${round(PAD.top + PLOT_H - y(value))}" fill="${s.colour}"/>`;
      });
    });
  } else {
    for (const s of spec.series) {
      // A day without the figure (no deal, no control shopper) breaks the line.
      const segments: string[][] = [[]];
      days.forEach((day, i) => {
        const value = s.value(day);
        if (value === null) segments.push([]);
        else segments.at(-1)!.push(`${round(x(i))},${round(y(value))}`);
      });
      for (const points of segments.filter((p) => p.length > 0)) {
        marks +=
          points.length === 1
            ? `<circle cx="${points[0]!.split(',')[0]}" cy="${points[0]!.split(',')[1]}" r="2.5" fill="${s.colour}"/>`
            : `<polyline points="${points.join(' ')}" fill="none" stroke="${s.colour}" stroke-width="2"/>`;
      }
    }
  }

  // Transparent full-height columns on top: the hover title and the click-through of each day.
  const columns = days
    .map((day, i) => {
      const tip = [
        day.date,
        ...spec.series.map((s) => {
          const value = s.value(day);
          return `${s.label}: ${value === null ? '–' : spec.format(value)}`;
        }),
      ].join('\n');
      return (
        `<a href="${escapeHtml(dayLink(day.date))}" data-navigate="" target="_parent" aria-label="${escapeHtml(day.date)}">` +
        `<title>${escapeHtml(tip)}</title>` +
        `<rect class="day" x="${round(PAD.left + slot * i)}" y="${PAD.top}" width="${round(slot)}" height="${PLOT_H}" fill="#000" fill-opacity="0"/></a>`
      );
    })
    .join('');

  return (
    `<figure><figcaption>${escapeHtml(spec.title)}</figcaption>` +
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="group" aria-label="${escapeHtml(spec.title)}">` +
    axes(days, min, max, spec.format) +
    marks +
    columns +
    `</svg>` +
    legend(spec.series) +
    `</figure>`
  );
}

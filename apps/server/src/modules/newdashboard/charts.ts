import type { TNewDashboardDay } from '@parley/contract';
import { escapeHtml } from '../../lib/html';
import { valueScale } from './chart-scale';
import { displayDay, shortDay } from './day-format';
import { formatFigure, NO_VALUE, type FigureUnit } from './figure-format';
import { COLOURS } from './page-style';

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
  unit: FigureUnit;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 72, right: 24, top: 12, bottom: 30 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const PLOT_BOTTOM = PAD.top + PLOT_H;
/** Room for one DD/MM label on the day axis, so labels never overlap. */
const DAY_LABEL_ROOM = 44;
/** Days narrower than this show their line's points only as the line. */
const POINT_ROOM = 12;
const TEXT = `font-size="13" fill="${COLOURS.dimmed}"`;

const round = (n: number) => Math.round(n * 10) / 10;

type Scale = ReturnType<typeof valueScale>;

function valueAxis(scale: Scale, y: (value: number) => number, unit: FigureUnit) {
  return scale.ticks
    .map((tick) => {
      const at = round(y(tick));
      // The zero line is the bars' baseline, so it is drawn darker than the other gridlines.
      const stroke = tick === 0 ? COLOURS.axis : COLOURS.grid;
      return (
        `<line class="grid" x1="${PAD.left}" y1="${at}" x2="${WIDTH - PAD.right}" y2="${at}" stroke="${stroke}"/>` +
        `<text class="tick" x="${PAD.left - 8}" y="${round(at + 4)}" ${TEXT} text-anchor="end">${escapeHtml(formatFigure(unit, tick, scale.digits))}</text>`
      );
    })
    .join('');
}

function dayAxis(days: TNewDashboardDay[], x: (index: number) => number) {
  const every = Math.max(1, Math.ceil(days.length / Math.floor(PLOT_W / DAY_LABEL_ROOM)));
  return days
    .map((day, i) => {
      if (i % every !== 0) return '';
      const at = round(x(i));
      return (
        `<line x1="${at}" y1="${PLOT_BOTTOM}" x2="${at}" y2="${PLOT_BOTTOM + 4}" stroke="${COLOURS.axis}"/>` +
        `<text class="tick" x="${at}" y="${HEIGHT - 10}" ${TEXT} text-anchor="middle">${shortDay(day.date)}</text>`
      );
    })
    .join('');
}

/** A key to the colours, only where there is more than one series to tell apart. */
function legend(series: ChartSeries[]) {
  if (series.length < 2) return '';
  return (
    `<ul class="legend">` +
    series
      .map(
        (s) =>
          `<li><svg width="10" height="10" aria-hidden="true"><rect width="10" height="10" rx="2" fill="${s.colour}"/></svg>${escapeHtml(s.label)}</li>`,
      )
      .join('') +
    `</ul>`
  );
}

/** A day's tooltip: its date, then every series' value that day. */
function dayTip(spec: ChartSpec, day: TNewDashboardDay) {
  return [
    displayDay(day.date),
    ...spec.series.map((s) => {
      const value = s.value(day);
      return `${s.label}: ${value === null ? NO_VALUE : formatFigure(spec.unit, value)}`;
    }),
  ].join('\n');
}

/** A chart over the days; `dayLink(date)` is the console URL a day's column leads to. */
export function renderChart(
  spec: ChartSpec,
  days: TNewDashboardDay[],
  dayLink: (date: string) => string,
) {
  const values = days.flatMap((day) => spec.series.map((s) => s.value(day) ?? 0));
  const scale = valueScale(values, spec.unit === 'count');
  const slot = PLOT_W / Math.max(days.length, 1);
  const y = (value: number) =>
    PAD.top + PLOT_H - ((value - scale.min) / (scale.max - scale.min)) * PLOT_H;
  const x = (index: number) => PAD.left + slot * index + slot / 2;

  let marks = '';
  if (spec.kind === 'bars') {
    const barW = Math.max((slot * 0.8) / spec.series.length, 1);
    days.forEach((day, i) => {
      spec.series.forEach((s, k) => {
        const value = s.value(day) ?? 0;
        const left = PAD.left + slot * i + slot * 0.1 + barW * k;
        const top = Math.min(y(value), y(0));
        marks += `<rect x="${round(left)}" y="${round(top)}" width="${round(barW)}" height="${round(Math.abs(y(value) - y(0)))}" fill="${s.colour}"/>`;
      });
    });
  } else {
    for (const s of spec.series) {
      // A day without the figure (no deal, no control shopper) breaks the line.
      const segments: [number, number][][] = [[]];
      days.forEach((day, i) => {
        const value = s.value(day);
        if (value === null) segments.push([]);
        else segments.at(-1)!.push([round(x(i)), round(y(value))]);
      });
      for (const points of segments.filter((p) => p.length > 1)) {
        marks += `<polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${s.colour}" stroke-width="2" stroke-linejoin="round"/>`;
      }
      // A lone day has no line to show it, so it always gets its point.
      for (const [px, py] of segments.flatMap((p) =>
        slot >= POINT_ROOM || p.length === 1 ? p : [],
      )) {
        marks += `<circle cx="${px}" cy="${py}" r="3" fill="#fff" stroke="${s.colour}" stroke-width="2"/>`;
      }
    }
  }

  // Transparent full-height columns on top: the hover tooltip and the click-through of each day.
  const columns = days
    .map(
      (day, i) =>
        `<a class="day" href="${escapeHtml(dayLink(day.date))}" data-navigate="" target="_parent" aria-label="${displayDay(day.date)}">` +
        `<title>${escapeHtml(dayTip(spec, day))}</title>` +
        `<rect x="${round(PAD.left + slot * i)}" y="${PAD.top}" width="${round(slot)}" height="${PLOT_H}" fill="${COLOURS.primary}" fill-opacity="0"/></a>`,
    )
    .join('');

  return (
    `<figure class="card"><figcaption>${escapeHtml(spec.title)}</figcaption>` +
    legend(spec.series) +
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="group" aria-label="${escapeHtml(spec.title)}">` +
    valueAxis(scale, y, spec.unit) +
    dayAxis(days, x) +
    marks +
    columns +
    `</svg></figure>`
  );
}

import { readFileSync, writeFileSync } from 'node:fs';
import type { Bytes, RouteSize } from './measure';

/** The budget (issue 28): initial JavaScript, gzip, per route; sign-in much less. */
const KB = 1000;
export const budgetOf = (route: string) => (route === 'sign-in' ? 30 * KB : 200 * KB);

/** A route may grow this much past its recorded figure before the check fails. */
const GROWTH_ALLOWED = 0.1;

export const recordedFile = new URL('./recorded.json', import.meta.url);

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const cell = (bytes: Bytes) => `${kb(bytes.decoded)} / ${kb(bytes.gzip)} (${bytes.requests})`;

/** One line per route: initial JS and CSS, what was deferred, and the budget beside. */
export function printTable(sizes: RouteSize[]) {
  const header = [
    'route',
    'initial JS kB decoded / gzip (requests)',
    'initial CSS kB decoded / gzip (requests)',
    'deferred JS kB',
    'budget JS gzip',
  ];
  const rows = sizes.map((size) => {
    const budget = budgetOf(size.route);
    const verdict = size.initial.js.gzip <= budget ? 'ok' : 'OVER';
    return [
      size.route,
      cell(size.initial.js),
      cell(size.initial.css),
      cell(size.deferred.js),
      `${kb(budget)} ${verdict}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    'kB = 1000 bytes; gzip level 9 of the decoded bodies; deferred = after the screen showed.',
  );
}

export function record(sizes: RouteSize[]) {
  writeFileSync(recordedFile, `${JSON.stringify(sizes, null, 2)}\n`);
}

/**
 * The figures that grew more than 10% past the recorded ones: gzip bytes of initial JavaScript
 * and CSS, and of everything the route loads (initial and deferred).
 */
export function growthFailures(sizes: RouteSize[]): string[] {
  const recorded = JSON.parse(readFileSync(recordedFile, 'utf8')) as RouteSize[];
  const figures = (size: RouteSize) => ({
    'initial JS': size.initial.js.gzip,
    'initial CSS': size.initial.css.gzip,
    'all JS': size.initial.js.gzip + size.deferred.js.gzip,
  });
  return sizes.flatMap((size) => {
    const before = recorded.find((entry) => entry.route === size.route);
    if (!before) return [`${size.route}: no recorded figure (record with the benchmark)`];
    const was = figures(before);
    return Object.entries(figures(size))
      .filter(([name, now]) => now > was[name as keyof typeof was] * (1 + GROWTH_ALLOWED))
      .map(([name, now]) => {
        const then = was[name as keyof typeof was];
        return `${size.route}: ${name} ${kb(now)} kB gzip, recorded ${kb(then)} kB (+${(((now - then) / then) * 100).toFixed(0)}%)`;
      });
  });
}

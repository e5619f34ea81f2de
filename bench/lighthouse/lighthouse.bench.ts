/**
 * Lighthouse on the console of a signed-in retailer (issue 28): builds the console into a folder
 * of its own and serves it with the real server on an embedded database with the demo store
 * (bench/console-size), signs in as the demo store's user in Chromium, waits for the store's
 * demo fill, then audits the dashboard and the sessions list with the desktop and the mobile
 * presets (performance, accessibility, best practices). It reports; it does not gate: scores
 * under target are marked and their failing audits listed, and it exits 0.
 *
 *   npm run bench:lighthouse -w @parley/bench
 *   ... -- --dist <folder>   audit that build instead of building
 *
 * BENCH_RUNS (1): runs per route and preset; the run of the median performance score is shown.
 * BENCH_REPORTS: a folder to write the shown runs' whole reports to (`<route>-<preset>.json`), for
 * what the table leaves out (the request chain, the LCP element, the main thread's breakdown).
 * A busy 2-core machine costs about 0.3 of performance score: the load average is printed beside
 * every figure.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, loadavg } from 'node:os';
import { buildConsole, startServer } from '../console-size/server';
import { audit, medianRun, scoreOf, type Audit, type Preset } from './audit';
import { printFailingAudits, printTable } from './report';
import { launchSignedIn } from './signed-in-browser';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1');
const PRESETS: readonly Preset[] = ['desktop', 'mobile'];

const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const givenDist = distAt >= 0 ? args[distAt + 1] : undefined;

const loadNow = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
const loadAtStart = loadNow();

const dist = givenDist ?? buildConsole();
const server = await startServer(dist);
const shown: Audit[] = [];
let browserName = '';
try {
  const browser = await launchSignedIn(server.baseUrl);
  browserName = browser.product;
  try {
    const retailer = `/retailers/${browser.retailerId}`;
    const routes = [
      { route: 'dashboard', hash: `${retailer}/dashboard` },
      { route: 'sessions list', hash: `${retailer}/sessions` },
    ];
    for (const preset of PRESETS) {
      for (const { route, hash } of routes) {
        const runs: Audit[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await audit(browser, route, preset, `${server.baseUrl}/#${hash}`);
          const performance = scoreOf(result, 'performance')?.toFixed(2) ?? 'n/a';
          console.error(`${route}, ${preset}, run ${run}/${RUNS}: performance ${performance}`);
          runs.push(result);
        }
        shown.push(medianRun(runs));
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
  if (!givenDist) rmSync(dist, { recursive: true, force: true });
}

const [first] = shown;
console.log(
  [
    `npm run bench:lighthouse -w @parley/bench${givenDist ? ` -- --dist ${givenDist}` : ''}`,
    `BENCH_RUNS=${RUNS}; ${new Date().toISOString()}`,
    `${availableParallelism()} cores, Node ${process.versions.node}`,
    `Lighthouse ${first?.report.lighthouseVersion ?? '?'}, ${browserName}`,
    `load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadNow()}`,
    '',
  ].join('\n'),
);
printTable(shown);
printFailingAudits(shown);

const reports = process.env.BENCH_REPORTS;
if (reports) {
  mkdirSync(reports, { recursive: true });
  for (const { route, preset, report } of shown) {
    const file = join(reports, `${route.replaceAll(' ', '-')}-${preset}.json`);
    writeFileSync(file, JSON.stringify(report));
  }
  console.log(`\nReports in ${reports}`);
}

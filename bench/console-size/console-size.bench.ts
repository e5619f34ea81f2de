/**
 * What each console route downloads on a first visit (issue 28): builds the console into a
 * folder of its own, serves it with the real server on an embedded database, and visits the
 * sign-in, dashboard, sessions list, session detail and rule editor routes in Chromium with an
 * empty cache (signed in as the administrator where the route needs it).
 *
 *   npm run bench:console-size -w @parley/bench                 measure, print, record
 *   npm run bench:console-size -w @parley/bench -- --check      fail on >10% growth past recorded.json
 *   ... -- --dist <folder>   measure that build instead of building (e.g. an older one)
 */
import { rmSync } from 'node:fs';
import { measureRoutes } from './measure';
import { growthFailures, printTable, record, recordedFile } from './report';
import { buildConsole, startServer } from './server';

const args = process.argv.slice(2);
const check = args.includes('--check');
const distAt = args.indexOf('--dist');
const givenDist = distAt >= 0 ? args[distAt + 1] : undefined;

const dist = givenDist ?? buildConsole();
const server = await startServer(dist);
let sizes;
try {
  sizes = await measureRoutes(server.baseUrl);
} finally {
  await server.close();
  if (!givenDist) rmSync(dist, { recursive: true, force: true });
}

printTable(sizes);
if (check) {
  // Growth fails the check; the budget is reported in the table (OVER) until every route meets it.
  const failures = growthFailures(sizes);
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exit(1);
  console.log(`Within 10% of ${recordedFile.pathname}.`);
} else if (!givenDist) {
  record(sizes);
  console.log(`Recorded in ${recordedFile.pathname}.`);
}

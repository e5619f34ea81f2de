/**
 * The dashboard at scale (issue 6): every call a dashboard screen makes when it opens, together
 * as the console makes them, timed from the first request to the last answer's last byte, on
 * the sessions benchmark's generated data (sessions/generate.ts: 1,000,000 sessions across 200
 * retailers on PostgreSQL; 100,000 on the embedded database), over HTTP to the server in a
 * process of its own with real access tokens.
 *
 *   npm run bench:dashboard -w @parley/bench
 *
 * Targets on the 2-core machine: one retailer p95 ≤ 100 ms, all retailers p95 ≤ 300 ms, the
 * embedded database p95 ≤ 300 ms. Settings: BENCH_SESSIONS (PostgreSQL, 1000000),
 * BENCH_EMBEDDED_SESSIONS (100000), BENCH_MESSAGES_PER_SESSION (10), BENCH_RETAILERS (200),
 * BENCH_REPEAT (20 timed loads after BENCH_WARMUP 3), BENCH_POSTGRES_URL, BENCH_ONLY
 * ("postgres,embedded"), BENCH_KEEP_DB (keep the generated data, reused by the next run).
 */
import { API_BASE_PATH } from '@parley/contract';
import {
  embeddedScaleDatabase,
  load,
  log,
  postgresScaleDatabase,
  quantile,
  scaleFromEnv,
  startSessionsServer,
  type ScaleDatabase,
} from '../sessions/scale-database';

const env = process.env;
const REPEAT = Number(env.BENCH_REPEAT ?? 20);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const ONLY = new Set((env.BENCH_ONLY ?? 'postgres,embedded').split(','));

type Body = Record<string, unknown>;

interface Scenario {
  name: string;
  who: 'admin' | 'retailer';
  /** The POST /stats bodies the screen sends when it opens. */
  calls: (retailerId: string) => Body[];
  target: number;
}

/** A retailer's own dashboard: the filter choices and every section. */
const retailerDashboard = (timeRange: string) => (retailerId: string) => [
  { action: 'options', retailerId },
  { action: 'stats', section: 'all', timeRange, navRetailerId: retailerId },
];

/** The admin dashboard across retailers, with the admin-only walks and sankey. */
const adminDashboard = (timeRange: string) => () => [
  { action: 'options' },
  { action: 'stats', section: 'all', timeRange },
  { action: 'walks', timeRange },
  { action: 'sankey', timeRange },
];

/** An admin in a retailer's context: that retailer's figures plus its uplift test. */
const adminInRetailer = (timeRange: string) => (retailerId: string) => [
  { action: 'options', retailerId },
  { action: 'stats', section: 'all', timeRange, navRetailerId: retailerId },
  { action: 'abtest', navRetailerId: retailerId },
  { action: 'walks', timeRange, navRetailerId: retailerId },
  { action: 'sankey', timeRange, navRetailerId: retailerId },
];

const scenarios = (oneTarget: number, allTarget: number): Scenario[] => [
  {
    name: 'retailer (largest), 7 days',
    who: 'retailer',
    calls: retailerDashboard('7d'),
    target: oneTarget,
  },
  {
    name: 'retailer (largest), 90 days',
    who: 'retailer',
    calls: retailerDashboard('90d'),
    target: oneTarget,
  },
  {
    name: 'admin in that retailer, 7 days',
    who: 'admin',
    calls: adminInRetailer('7d'),
    target: oneTarget,
  },
  {
    name: 'admin, all retailers, 30 days',
    who: 'admin',
    calls: adminDashboard('30d'),
    target: allTarget,
  },
];

interface Row {
  database: string;
  scenario: string;
  calls: number;
  p50: number;
  p95: number;
  target: number;
}

async function measureOn(label: string, database: ScaleDatabase, targets: [number, number]) {
  await database.prepare();
  const server = await startSessionsServer(database.server);
  const rows: Row[] = [];
  try {
    const base = `http://127.0.0.1:${server.port}${API_BASE_PATH}`;
    const tokens = { admin: server.adminToken, retailer: server.retailerToken };
    const post = async (who: 'admin' | 'retailer', body: Body) => {
      const res = await fetch(`${base}/stats`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) {
        throw new Error(`${JSON.stringify(body)}: ${res.status} ${text.slice(0, 300)}`);
      }
      return text;
    };
    for (const scenario of scenarios(...targets)) {
      const bodies = scenario.calls(server.retailerId);
      const times: number[] = [];
      for (let i = 0; i < WARMUP + REPEAT; i++) {
        const started = performance.now();
        await Promise.all(bodies.map((body) => post(scenario.who, body)));
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const row = {
        database: label,
        scenario: scenario.name,
        calls: bodies.length,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        target: scenario.target,
      };
      rows.push(row);
      log(
        `  ${label} · ${row.scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (load ${load()})`,
      );
    }
  } finally {
    await server.stop();
    await database.dropUnlessKept();
  }
  return rows;
}

const rows: Row[] = [];
if (ONLY.has('postgres')) {
  const scale = scaleFromEnv();
  log(`dashboard on PostgreSQL: ${JSON.stringify(scale)}, load ${load()}`);
  rows.push(
    ...(await measureOn(
      `PostgreSQL, ${scale.sessions} sessions`,
      postgresScaleDatabase(scale),
      [100, 300],
    )),
  );
}
if (ONLY.has('embedded')) {
  const scale = { ...scaleFromEnv(), sessions: Number(env.BENCH_EMBEDDED_SESSIONS ?? 100_000) };
  log(`dashboard on the embedded database: ${JSON.stringify(scale)}, load ${load()}`);
  rows.push(
    ...(await measureOn(
      `PGlite, ${scale.sessions} sessions`,
      embeddedScaleDatabase(scale),
      [300, 300],
    )),
  );
}

log(`\nload ${load()}\n`);
log('| database | dashboard | calls | p50 ms | p95 ms | target p95 | met |');
log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  log(
    `| ${r.database} | ${r.scenario} | ${r.calls} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? 'yes' : 'no'} |`,
  );
}

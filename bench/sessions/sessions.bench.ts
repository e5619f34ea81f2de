/**
 * Sessions at scale (issue 5): the list, the detail, message search and the export on a
 * PostgreSQL database of BENCH_SESSIONS sessions and about BENCH_MESSAGES_PER_SESSION messages
 * each, over HTTP to the server in a process of its own, with real access tokens.
 */
import { API_BASE_PATH } from '@parley/contract';
import {
  load,
  log,
  memoryOf,
  postgresScaleDatabase,
  quantile,
  scaleFromEnv,
  startSessionsServer,
  type SessionsServer,
} from './scale-database';

const env = process.env;
const scale = scaleFromEnv();
const REPEAT = Number(env.BENCH_REPEAT ?? 40);
/** Searches are slower: fewer calls each, still enough for a p95 (the 19th of 20). */
const SEARCH_REPEAT = Number(env.BENCH_SEARCH_REPEAT ?? 20);
/** Which groups to run (list,detail,search,export), to re-measure one after a change. */
const ONLY = new Set((env.BENCH_ONLY ?? 'list,detail,search,export').split(','));
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const database = postgresScaleDatabase(scale);
const onDatabase = database.onDatabase;

interface Row {
  group: string;
  scenario: string;
  p50: number;
  p95: number;
  target: number;
  note: string;
}

async function main() {
  log(`sessions benchmark: ${JSON.stringify(scale)}, load ${load()}`);
  await database.prepare();
  const counts = await onDatabase(async (c) => {
    const n = await c.query<{ sessions: string; messages: string }>(
      `select (select count(*) from sessions) sessions, (select count(*) from session_messages) messages`,
    );
    return n.rows[0]!;
  });
  log(`${counts.sessions} sessions, ${counts.messages} messages`);

  const server = await startSessionsServer(database.server);
  const base = `http://127.0.0.1:${server.port}${API_BASE_PATH}`;
  const admin = { authorization: `Bearer ${server.adminToken}` };
  const retailer = { authorization: `Bearer ${server.retailerToken}` };
  const rows: Row[] = [];

  const get = async (headers: Record<string, string>, path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    return { ms, body };
  };

  /** Times REPEAT calls of `path(i)` after WARMUP calls; one sample per call. */
  const measure = async (
    group: string,
    scenario: string,
    headers: Record<string, string>,
    path: (i: number) => string,
    target: number,
    note: (body: string) => string = () => '',
    repeat = REPEAT,
  ) => {
    if (!ONLY.has(group)) return;
    const times: number[] = [];
    let last = '';
    // A refusal (the server's 15 s query timeout answers 503) is reported, and ends the scenario.
    const calls = WARMUP + repeat;
    try {
      for (let i = 0; i < calls; i++) {
        const { ms, body } = await get(headers, path(i));
        if (i >= WARMUP || calls <= WARMUP) times.push(ms);
        last = body;
      }
    } catch (error) {
      const failed = {
        group,
        scenario,
        p50: NaN,
        p95: NaN,
        target,
        note: `failed: ${String(error).slice(0, 160)}`,
      };
      rows.push(failed);
      log(`  ${group} · ${scenario}: ${failed.note}`);
      return;
    }
    times.sort((a, b) => a - b);
    const row = {
      group,
      scenario,
      p50: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      target,
      note: note(last),
    };
    rows.push(row);
    log(
      `  ${group} · ${scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms ${row.note}`,
    );
  };
  const total = (body: string) => `total ${(JSON.parse(body) as { total: number }).total}`;

  try {
    log(`server up (rss ${memoryOf(server.child).rss.toFixed(0)} MiB), load ${load()}`);
    const mid = await onDatabase(
      async (c) =>
        (
          await c.query<{ id: string }>(
            `select id from retailers where name = 'Bench Retailer 020'`,
          )
        ).rows[0]?.id ?? server.retailerId,
    );
    const pages = [
      ['page 1', 0],
      ['page 500', 499 * 20],
    ] as const;
    const lists: [string, Record<string, string>, string][] = [
      ['admin, no filter', admin, ''],
      ['admin, summaryStatus=sold', admin, 'summaryStatus=sold'],
      [
        'admin, retailerId (#20) + summaryStatus=abandoned_negotiated',
        admin,
        `retailerId=${mid}&summaryStatus=abandoned_negotiated`,
      ],
      [
        'admin, timeRange=30d + chattinessCategory=chatty',
        admin,
        'timeRange=30d&chattinessCategory=chatty',
      ],
      ['retailer (largest), no filter', retailer, ''],
      [
        'retailer, summaryStatus=abandoned_negotiated',
        retailer,
        'summaryStatus=abandoned_negotiated',
      ],
      [
        'retailer, timeRange=90d + objective=balance_performance',
        retailer,
        'timeRange=90d&objective=balance_performance',
      ],
    ];
    for (const [name, headers, query] of lists) {
      for (const [page, offset] of pages) {
        await measure(
          'list',
          `${name}, ${page}`,
          headers,
          () => `/sessions?${query}&offset=${offset}`,
          20,
          total,
        );
      }
    }

    // Detail: a different session each call, drawn across the table (or the retailer's).
    const sample = (where: string) =>
      onDatabase(async (c) =>
        (
          await c.query<{ id: string }>(
            `select session_id id from sessions tablesample system (1) where ${where} limit ${WARMUP + REPEAT}`,
          )
        ).rows.map((r) => r.id),
      );
    const anyIds = await sample('true');
    const ownIds = await sample(`retailer_id = '${server.retailerId}'`);
    const ownSold = await sample(
      `retailer_id = '${server.retailerId}' and summary_status = 'sold'`,
    );
    const pick = (ids: string[], i: number) => ids[i % ids.length]!;
    await measure('detail', 'admin, no filter', admin, (i) => `/sessions/${pick(anyIds, i)}`, 20);
    await measure(
      'detail',
      'retailer, no filter',
      retailer,
      (i) => `/sessions/${pick(ownIds, i)}`,
      20,
    );
    await measure(
      'detail',
      'retailer, summaryStatus=sold (neighbours within it)',
      retailer,
      (i) => `/sessions/${pick(ownSold, i)}?summaryStatus=sold`,
      20,
    );

    const searches: [string, string][] = [
      ['user, common word "price"', 'userMessage=price'],
      ['user, two common words "free delivery"', 'userMessage=free%20delivery'],
      ['user, rare word "zanzibar"', 'userMessage=zanzibar'],
      ['bot, common word "offer"', 'botMessage=offer'],
      ['bot, rare word "quixotic"', 'botMessage=quixotic'],
      ['user, "price", retailer #20', `userMessage=price&retailerId=${mid}`],
      ['user, "price", feedback only', 'userMessage=price&feedbackOnly=true'],
    ];
    for (const [name, query] of searches) {
      for (const order of ['recent', 'match']) {
        await measure(
          'search',
          `${name}, ${order}`,
          admin,
          () => `/admin/search?${query}&sortOrder=${order}`,
          100,
          total,
          SEARCH_REPEAT,
        );
      }
    }

    if (ONLY.has('export')) await exports(server, base, admin);
  } finally {
    await server.stop();
    await database.dropUnlessKept();
  }

  log(`\nload ${load()}\n`);
  log('| what | scenario | p50 ms | p95 ms | target p95 | met | |');
  log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    log(
      `| ${r.group} | ${r.scenario} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ≤ ${r.target} | ${r.p95 <= r.target ? 'yes' : 'no'} | ${r.note} |`,
    );
  }
  for (const line of exportLines) log(line);
}

const exportLines: string[] = [];

/**
 * Each export read to its end over HTTP, timed from the request to the last byte, its rows
 * counted by SQL with the same filter; the server's RSS sampled every 50 ms meanwhile.
 */
async function exports(server: SessionsServer, base: string, admin: Record<string, string>) {
  const month = await onDatabase(async (c) => {
    const r = await c.query<{ start: string; end: string }>(
      `select (max(created_at) - interval '40 days')::date::text start, (max(created_at) - interval '10 days')::date::text "end" from sessions`,
    );
    return r.rows[0]!;
  });
  const inMonth = `s.created_at >= '${month.start}'::date and s.created_at < '${month.end}'::date + 1`;
  const count = (sql: string) =>
    onDatabase(async (c) => Number((await c.query<{ n: string }>(sql)).rows[0]!.n));
  const runs: [string, object, string][] = [
    ['simple_list, all sessions', { format: 'simple_list' }, 'select count(*) n from sessions'],
    [
      `simple_message_list, ${month.start}–${month.end}`,
      {
        format: 'simple_message_list',
        startDate: month.start,
        endDate: month.end,
        timeRange: 'custom',
      },
      `select count(*) n from session_messages m join sessions s using (session_id) where ${inMonth}`,
    ],
    [
      `finetune_data, ${month.start}–${month.end}`,
      { format: 'finetune_data', startDate: month.start, endDate: month.end, timeRange: 'custom' },
      `select count(*) n from sessions s where ${inMonth}`,
    ],
  ];
  exportLines.push(
    '',
    '| export | rows | seconds | rows/s | RSS before MiB | RSS peak MiB | RSS at ¼ / ½ / ¾ / end MiB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, body, countSql] of runs) {
    const rowsExpected = await count(countSql);
    const before = memoryOf(server.child).rss;
    const samples: number[] = [];
    const timer = setInterval(() => samples.push(memoryOf(server.child).rss), 50);
    const started = performance.now();
    const res = await fetch(`${base}/sessions/export`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'download', ...body }),
    });
    if (res.status !== 200 || !res.body) throw new Error(`export ${name}: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    samples.push(memoryOf(server.child).rss);
    const at = (q: number) => samples[Math.floor(q * (samples.length - 1))]!.toFixed(0);
    const peak = Math.max(...samples);
    const line = `| ${name} | ${rowsExpected} | ${seconds.toFixed(1)} | ${Math.round(rowsExpected / seconds)} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${at(0.25)} / ${at(0.5)} / ${at(0.75)} / ${at(1)} |`;
    exportLines.push(line);
    log(`  export ${name}: ${(bytes / 2 ** 20).toFixed(0)} MiB ${line}`);
  }
}

await main();

import type { Ceiling } from './ceiling';
import type { CpuPerRequest } from './cpu-clock';
import { TURN_KINDS, summarise } from './latency-log';
import type { Measurement } from './measure';

/** One measured run: which database, at what load. */
export interface Run {
  database: string;
  load: string;
  m: Measurement;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
const markdown = (header: string[], body: string[][]) =>
  [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export const failureCount = (m: Measurement) =>
  [...m.log.failures.values()].reduce((sum, n) => sum + n, 0);

export function overallTable(runs: Run[]) {
  return markdown(
    ['database', 'load', 'turns/s', 'p50 ms', 'p99 ms', 'max ms', 'turns', 'failures'],
    runs.map(({ database, load, m }) => [
      database,
      load,
      m.turnsPerSecond.toFixed(0),
      ms(m.all.p50),
      ms(m.all.p99),
      ms(m.all.max),
      String(m.all.count),
      String(failureCount(m)),
    ]),
  );
}

/** CPU per turn holds when other work shares the machine, where the rates above do not. */
export function cpuTable(runs: Run[]) {
  return markdown(
    [
      'database',
      'load',
      'server thread busy',
      'server thread CPU ms / turn',
      'database CPU ms / turn',
      'shoppers thread CPU ms / turn',
      'turns/s a whole core would carry (server thread)',
    ],
    runs.map(({ database, load, m }) => [
      database,
      load,
      percent(m.serverBusy),
      m.cpu.server.toFixed(2),
      m.cpu.database > 0 ? m.cpu.database.toFixed(2) : '(in the server thread)',
      m.cpu.client.toFixed(2),
      (1000 / m.cpu.server).toFixed(0),
    ]),
  );
}

export function kindTable(runs: Run[]) {
  return markdown(
    ['turn', ...runs.map(({ database, load }) => `${database} ${load}: share, p50 / p99 ms`)],
    TURN_KINDS.map((kind) => [
      kind,
      ...runs.map(({ m }) => {
        const latencies = summarise(m.log.latencies.get(kind) ?? []);
        const share = percent(latencies.count / m.all.count);
        return `${share}, ${ms(latencies.p50)} / ${ms(latencies.p99)}`;
      }),
    ]),
  );
}

/**
 * Each database's turns beside the machine's ceiling measured in the same run (issue 31): flat
 * out as a share of one INSERT a request, and p99 when paced at a share of it (the second run).
 */
export function ceilingTable(
  runs: Run[],
  ceilings: Map<string, Ceiling>,
  target: { p99Ms: number; shareOfCeiling: number },
) {
  return markdown(
    [
      'database',
      'one INSERT a request: req/s (p99 ms)',
      'trivial route: req/s',
      'turns/s flat out',
      'share of the INSERT ceiling',
      'p99 ms paced at a share of it',
      'failures',
      `target (≥ ${percent(target.shareOfCeiling)}, p99 ≤ ${target.p99Ms} ms, 0 failures)`,
    ],
    [...ceilings].map(([database, ceiling]) => {
      const [flatOut, paced] = runs.filter((run) => run.database === database);
      const share = flatOut ? flatOut.m.turnsPerSecond / ceiling.insertPerSecond : NaN;
      const failures = runs
        .filter((run) => run.database === database)
        .reduce((sum, run) => sum + failureCount(run.m), 0);
      const met =
        share >= target.shareOfCeiling &&
        (paced?.m.all.p99 ?? Infinity) <= target.p99Ms &&
        failures === 0;
      return [
        database,
        `${ceiling.insertPerSecond.toFixed(0)} (${ms(ceiling.insertP99Ms)})`,
        ceiling.trivialPerSecond.toFixed(0),
        flatOut ? flatOut.m.turnsPerSecond.toFixed(0) : '–',
        Number.isFinite(share) ? percent(share) : '–',
        paced ? `${ms(paced.m.all.p99)} (${paced.load})` : '–',
        String(failures),
        met ? 'met' : 'missed',
      ];
    }),
  );
}

const cpuTotal = (cpu: CpuPerRequest) => cpu.server + cpu.database + cpu.client;
const cpuParts = (cpu: CpuPerRequest) =>
  [cpu.server, cpu.database, cpu.client].map((part) => part.toFixed(2)).join(' / ');

/**
 * The machine's CPU a turn costs against what one of the ceiling's INSERT requests costs, both
 * read from the same clocks in the same run (issue 31). Kept as busy as the ceiling kept it, the
 * machine carries turns at (a request's CPU ÷ a turn's) of the ceiling: the share that turns of
 * this cost can reach, and the cost a turn may have for the target share.
 */
export function budgetTable(
  runs: Run[],
  ceilings: Map<string, Ceiling>,
  target: { shareOfCeiling: number },
) {
  return markdown(
    [
      'database',
      'one INSERT a request: CPU ms (server thread / database / client)',
      'a turn flat out: CPU ms (server thread / database / shoppers)',
      'a turn ÷ a request',
      'share of the ceiling a turn of this cost allows',
      `a turn's CPU for ${percent(target.shareOfCeiling)}: at most, ms`,
    ],
    [...ceilings].map(([database, ceiling]) => {
      const flatOut = runs.find((run) => run.database === database);
      const request = cpuTotal(ceiling.insertCpu);
      const turnCpu = flatOut?.m.cpu;
      const turn = turnCpu ? cpuTotal(turnCpu) : NaN;
      return [
        database,
        `${cpuParts(ceiling.insertCpu)} = ${request.toFixed(2)}`,
        turnCpu ? `${cpuParts(turnCpu)} = ${turn.toFixed(2)}` : '–',
        Number.isFinite(turn) ? `${(turn / request).toFixed(1)}×` : '–',
        Number.isFinite(turn) ? percent(request / turn) : '–',
        (request / target.shareOfCeiling).toFixed(2),
      ];
    }),
  );
}

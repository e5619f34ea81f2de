import type { CpuSpent } from './cpu';
import type { LostWrites } from './lost-writes';
import type { Measurement } from './measure';

/** One process count: flat out and paced, on a database of its own. */
export interface ScaleRun {
  processes: number;
  flatOut: Measurement;
  paced: Measurement;
  lost: LostWrites;
  serverLog: Map<string, number>;
  nginxLog: Map<string, number>;
}

/** The machine's cores: what "busy" is out of. */
export const CORES = 2;
/** Busier than this share of the cores counts as CPU-bound. */
const SATURATED = 0.9;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const ratio = (value: number, base: number) =>
  Number.isFinite(value / base) ? `${(value / base).toFixed(2)}×` : '–';
const markdown = (header: string[], body: string[][]) =>
  [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

export const failureCount = (m: Measurement) =>
  [...m.log.failures.values()].reduce((sum, n) => sum + n, 0);

export function throughputTable(runs: ScaleRun[], rate: number) {
  const base = runs.find((run) => run.processes === 1) ?? runs[0];
  return markdown(
    [
      'processes',
      'flat out turns/s',
      'vs 1 process',
      'flat out p50 / p99 ms',
      `at ${rate}/s: turns/s`,
      'p50 ms',
      'p99 ms',
      'max ms',
      'p99 vs 1 process',
      'failures',
      'lost acknowledged writes',
    ],
    runs.map(({ processes, flatOut, paced, lost }) => [
      String(processes),
      flatOut.turnsPerSecond.toFixed(0),
      ratio(flatOut.turnsPerSecond, base?.flatOut.turnsPerSecond ?? NaN),
      `${ms(flatOut.all.p50)} / ${ms(flatOut.all.p99)}`,
      paced.turnsPerSecond.toFixed(0),
      ms(paced.all.p50),
      ms(paced.all.p99),
      ms(paced.all.max),
      ratio(paced.all.p99, base?.paced.all.p99 ?? NaN),
      String(failureCount(flatOut) + failureCount(paced)),
      `${lost.total} of ${lost.checked}`,
    ]),
  );
}

/** Cores used on average over the measured seconds. */
const cores = (cpuMs: number, cpu: CpuSpent) => cpuMs / cpu.wallMs;
const rest = (cpu: CpuSpent) =>
  Math.max(0, cpu.machine - cpu.servers - cpu.postgres - cpu.nginx - cpu.shoppers);

export function cpuTable(runs: ScaleRun[], rate: number) {
  const rows = runs.flatMap((run) => [
    { run, load: 'flat out', m: run.flatOut },
    { run, load: `at ${rate}/s`, m: run.paced },
  ]);
  return markdown(
    [
      'processes',
      'load',
      `machine busy (cores of ${CORES})`,
      'servers',
      'per server process',
      'PostgreSQL',
      'nginx',
      'shoppers (this process)',
      'rest of the machine',
      'CPU ms / turn: servers, PostgreSQL, nginx, shoppers',
      'load avg before → after',
    ],
    rows.map(({ run, load, m }) => {
      const { cpu } = m;
      const turns = m.all.count;
      return [
        String(run.processes),
        load,
        cores(cpu.machine, cpu).toFixed(2),
        cores(cpu.servers, cpu).toFixed(2),
        (cores(cpu.servers, cpu) / run.processes).toFixed(2),
        cores(cpu.postgres, cpu).toFixed(2),
        cores(cpu.nginx, cpu).toFixed(2),
        cores(cpu.shoppers, cpu).toFixed(2),
        cores(rest(cpu), cpu).toFixed(2),
        [cpu.servers, cpu.postgres, cpu.nginx, cpu.shoppers]
          .map((spent) => (spent / turns).toFixed(2))
          .join(', '),
        `${m.loadBefore.toFixed(2)} → ${m.loadAfter.toFixed(2)}`,
      ];
    }),
  );
}

/** Where the flat-out run is bound: the full cores and who used them, or a process's one core. */
export function boundLine({ processes, flatOut: { cpu } }: ScaleRun) {
  const busy = cores(cpu.machine, cpu);
  const share = (spent: number) => `${((spent / cpu.machine) * 100).toFixed(0)}%`;
  const split = `servers ${share(cpu.servers)}, PostgreSQL ${share(cpu.postgres)}, nginx ${share(cpu.nginx)}, shoppers ${share(cpu.shoppers)}, rest ${share(rest(cpu))}`;
  const perProcess = cores(cpu.servers, cpu) / processes;
  const label = `${processes} process${processes === 1 ? '' : 'es'} flat out`;
  if (busy >= CORES * SATURATED) {
    return `${label}: CPU-bound, ${busy.toFixed(2)} of ${CORES} cores busy (${split} of the busy time).`;
  }
  if (perProcess >= SATURATED) {
    return `${label}: each server process keeps one core busy (${perProcess.toFixed(2)}): its one event loop is the bound (${split}).`;
  }
  return `${label}: ${busy.toFixed(2)} of ${CORES} cores busy, no process at a full core: bound by waiting, not CPU (${split}).`;
}

/** Counted lines ("3 × [error] …"), most frequent first, or "none". */
export function countedLines(lines: Map<string, number>, indent = '  ') {
  const sorted = [...lines].sort((a, b) => b[1] - a[1]);
  return sorted.length === 0
    ? [`${indent}none`]
    : sorted.map(([line, n]) => `${indent}${n} × ${line}`);
}

export function lostLine(lost: LostWrites) {
  const detail = [...lost.missing].map(([check, n]) => `${check}: ${n} missing`).join('; ');
  return `lost acknowledged writes: ${lost.total} (of ${lost.checked} checked${detail ? `; ${detail}` : ''})`;
}

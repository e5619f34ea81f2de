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
      m.cpu.shoppers.toFixed(2),
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

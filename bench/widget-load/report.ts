import { TURN_KINDS, summarise, type LatencySummary } from '../widget-turns/latency-log';
import { NO_ANSWER, NOT_SENT } from './flood-counts';
import { memoryWindows, type MemorySample, type MemoryWindow } from './memory';
import type { LoadResult } from './run';

/** "Memory flat": the last window's mean within this share above the second window's. */
export const FLAT_WITHIN = 0.1;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : '–');
const markdown = (header: string[], body: string[][]) =>
  [header, header.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const slotName = (slot: number) =>
  slot === NO_ANSWER ? 'no answer' : slot === NOT_SENT ? 'not sent' : String(slot);
const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Failures by call kind: the log keys them "<kind>: <status or error> …". */
function failuresByKind(result: LoadResult) {
  const byKind = new Map<string, number>();
  for (const [failure, n] of result.log.failures) {
    const kind = failure.slice(0, failure.indexOf(':'));
    byKind.set(kind, (byKind.get(kind) ?? 0) + n);
  }
  return byKind;
}

export interface LoadFigures {
  all: LatencySummary;
  turnsPerSecond: number;
  errors: number;
  floodAnswered: number;
  floodNotSent: number;
  floodServerErrors: number;
  floodUnexpected: number;
  windows: MemoryWindow[];
}

export function figuresOf(result: LoadResult): LoadFigures {
  const all = summarise(result.log.all());
  let floodAnswered = 0;
  let floodNotSent = 0;
  let floodServerErrors = 0;
  let floodUnexpected = 0;
  for (const kind of result.flood) {
    for (const [slot, n] of kind.slots) {
      if (slot === NOT_SENT) floodNotSent += n;
      else floodAnswered += n;
      if (slot >= 500) floodServerErrors += n;
      if (slot !== NOT_SENT && !kind.expected.includes(slot)) floodUnexpected += n;
    }
  }
  return {
    all,
    turnsPerSecond: all.count / result.log.seconds,
    errors: [...result.log.failures.values()].reduce((sum, n) => sum + n, 0),
    floodAnswered,
    floodNotSent,
    floodServerErrors,
    floodUnexpected,
    windows: memoryWindows(result.memory, result.startedAt, result.endedAt),
  };
}

const flat = (windows: MemoryWindow[], of: 'rss' | 'heapUsed') => {
  const [, second, last] = windows;
  return Boolean(second && last && last[of] <= second[of] * (1 + FLAT_WITHIN));
};

/** The one-line summary, as the other benches print theirs. */
export function summaryTable(result: LoadResult, f: LoadFigures, label: string) {
  const [, second, last] = f.windows;
  return markdown(
    [
      'run',
      'shopper calls',
      'errors',
      'turns/s',
      'p50 / p95 / p99 / max ms',
      'flood answered',
      'flood 5xx',
      'server RSS MB, 2nd → last window',
      'heap used MB, 2nd → last window',
      'load avg (1 min) before → after',
    ],
    [
      [
        label,
        String(f.all.count),
        String(f.errors),
        f.turnsPerSecond.toFixed(1),
        `${ms(f.all.p50)} / ${ms(f.all.p95)} / ${ms(f.all.p99)} / ${ms(f.all.max)}`,
        String(f.floodAnswered),
        String(f.floodServerErrors),
        `${mb(second?.rss ?? NaN)} → ${mb(last?.rss ?? NaN)}`,
        `${mb(second?.heapUsed ?? NaN)} → ${mb(last?.heapUsed ?? NaN)}`,
        `${result.load.before[0]?.toFixed(2)} → ${result.load.after[0]?.toFixed(2)}`,
      ],
    ],
  );
}

export function shopperTable(result: LoadResult) {
  const failures = failuresByKind(result);
  const row = (kind: string, latencies: number[], errors: number) => {
    const s = summarise(latencies);
    return [kind, String(s.count), String(errors), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  };
  return markdown(
    ['shopper call', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      ...TURN_KINDS.map((kind) =>
        row(kind, result.log.latencies.get(kind) ?? [], failures.get(kind) ?? 0),
      ),
      row(
        'all',
        result.log.all(),
        [...failures.values()].reduce((sum, n) => sum + n, 0),
      ),
    ],
  );
}

export function floodTable(result: LoadResult) {
  return markdown(
    ['flood request', 'sent', 'answers by status', 'expected'],
    result.flood.map((kind) => [
      kind.name,
      String(kind.slots.filter(([slot]) => slot !== NOT_SENT).reduce((sum, [, n]) => sum + n, 0)),
      kind.slots.map(([slot, n]) => `${slotName(slot)} × ${n}`).join(', ') || '–',
      kind.expected.join('/'),
    ]),
  );
}

/** Every report of the server process during the run, seconds from its start. */
export function memoryTable(samples: MemorySample[], startedAt: number, endedAt: number) {
  return markdown(
    ['s', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB'],
    samples
      .filter((sample) => sample.at >= startedAt && sample.at <= endedAt)
      .map((sample) => [
        ((sample.at - startedAt) / 1000).toFixed(0),
        mb(sample.rss),
        mb(sample.heapUsed),
        mb(sample.heapTotal),
        mb(sample.external),
      ]),
  );
}

export function windowTable(windows: MemoryWindow[]) {
  return markdown(
    ['window', 'samples', 'mean RSS MB', 'mean heap used MB'],
    windows.map((w) => [w.label, String(w.samples), mb(w.rss), mb(w.heapUsed)]),
  );
}

/** Each target of the issue with its figure, PASS or FAIL. */
export function targetTable(f: LoadFigures) {
  const [, second, last] = f.windows;
  const growth = (of: 'rss' | 'heapUsed') =>
    second && last ? `${(((last[of] - second[of]) / second[of]) * 100).toFixed(1)}%` : '–';
  const within = `last window's mean ≤ second's + ${FLAT_WITHIN * 100}%`;
  return markdown(
    ['target', 'criterion', 'figure', 'result'],
    [
      [
        'real shoppers',
        '0 errors (any non-2xx or no answer)',
        `${f.errors} of ${f.all.count}`,
        passFail(f.errors === 0),
      ],
      [
        'flood',
        'no 5xx',
        `${f.floodServerErrors} of ${f.floodAnswered}`,
        passFail(f.floodServerErrors === 0),
      ],
      [
        'flood',
        'every answer one its kind expects',
        `${f.floodUnexpected} unexpected`,
        passFail(f.floodUnexpected === 0),
      ],
      ['memory flat: RSS', within, growth('rss'), passFail(flat(f.windows, 'rss'))],
      ['memory flat: heap used', within, growth('heapUsed'), passFail(flat(f.windows, 'heapUsed'))],
    ],
  );
}

export const allPassed = (f: LoadFigures) =>
  f.errors === 0 &&
  f.floodServerErrors === 0 &&
  f.floodUnexpected === 0 &&
  flat(f.windows, 'rss') &&
  flat(f.windows, 'heapUsed');

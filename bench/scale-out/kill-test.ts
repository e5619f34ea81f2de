import { performance } from 'node:perf_hooks';
import { summarise } from '../widget-turns/latency-log';
import { measure, type Load, type Measurement } from './measure';
import type { Stack } from './stack';
import type { FailedTurn } from './write-book';

export interface KillTest {
  m: Measurement;
  killedAt: number;
  killed: { pid: number; port: number; ended: string };
  /** Failed calls answered before the kill, in flight at it (sent before, ended after), sent after. */
  before: FailedTurn[];
  inFlight: FailedTurn[];
  after: FailedTurn[];
  /** Acknowledged turns a second, and their latency, in the measured halves before and after. */
  halves: { label: string; turnsPerSecond: number; p50: number; p99: number }[];
}

/**
 * Two processes at a moderate offered rate; halfway through the measured seconds one of them is
 * SIGKILLed with its requests in flight, as a crashed machine would be. nginx answers 502 to the
 * POSTs it had passed to that process (it must not pass a non-idempotent request on: the process
 * may have written before it died) and sends new ones to the survivor.
 */
export async function killTest(stack: Stack, load: Load): Promise<KillTest> {
  const victim = stack.servers[stack.servers.length - 1];
  if (!victim || stack.servers.length < 2) throw new Error('the kill test needs two processes');
  const killed = { pid: victim.pid, port: victim.port, ended: '' };
  let killedAt = NaN;
  const m = await measure({ ...stack, port: stack.nginx.port }, load, async () => {
    killedAt = performance.now();
    killed.ended = await victim.kill();
  });
  const failures = stack.book.failures;
  const { start, end } = m.window;
  const half = (label: string, from: number, to: number) => {
    const latencies = stack.book.ackedTimes
      .filter((turn) => turn.startedAt >= from && turn.endedAt < to)
      .map((turn) => turn.endedAt - turn.startedAt);
    const summary = summarise(latencies);
    return { label, turnsPerSecond: (summary.count * 1000) / (to - from), ...summary };
  };
  return {
    m,
    killedAt,
    killed,
    before: failures.filter((turn) => turn.endedAt < killedAt),
    inFlight: failures.filter((turn) => turn.startedAt < killedAt && turn.endedAt >= killedAt),
    after: failures.filter((turn) => turn.startedAt >= killedAt),
    halves: [half('before the kill', start, killedAt), half('after the kill', killedAt, end)],
  };
}

const byReason = (turns: FailedTurn[]) => {
  const counts = new Map<string, number>();
  for (const turn of turns) {
    const key = `${turn.kind} ${turn.reason}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([reason, n]) => `${n} × ${reason}`).join(', ') || 'none';
};

/** The kill test's lines of the report. */
export function killReport(test: KillTest, rate: number): string[] {
  const { m, killedAt, killed } = test;
  const total = test.before.length + test.inFlight.length + test.after.length;
  const lastAfter = Math.max(...test.after.map((turn) => turn.endedAt - killedAt), 0);
  return [
    `2 processes at ${rate}/s offered; SIGKILL to pid ${killed.pid} (port ${killed.port}) ${((killedAt - m.window.start) / 1000).toFixed(1)} s into the ${(m.log.seconds || 0).toFixed(0)} measured seconds (it ended: ${killed.ended}).`,
    '',
    '| part | turns/s acknowledged | p50 ms | p99 ms |',
    '| --- | --- | --- | --- |',
    ...test.halves.map(
      (half) =>
        `| ${half.label} | ${half.turnsPerSecond.toFixed(0)} | ${half.p50.toFixed(1)} | ${half.p99.toFixed(1)} |`,
    ),
    '',
    `Failed requests: ${total} in all.`,
    `- in flight when it died (sent before, answered after): ${test.inFlight.length}: ${byReason(test.inFlight)}`,
    `- sent after it died: ${test.after.length}: ${byReason(test.after)}${test.after.length > 0 ? ` (the last ${lastAfter.toFixed(0)} ms after the kill)` : ''}`,
    `- before it died: ${test.before.length}: ${byReason(test.before)}`,
  ];
}

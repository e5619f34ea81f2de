import { performance } from 'node:perf_hooks';
import { summarise } from '../widget-turns/latency-log';
import { measure, type Load, type Measurement } from './measure';
import type { Stack } from './stack';
import type { LostWrites } from './lost-writes';
import type { FailedTurn } from './write-book';

export interface KillTest {
  m: Measurement;
  /** performance.now() as SIGKILL was sent, and once the process's exit had been seen. */
  killedAt: number;
  diedAt: number;
  killed: { pid: number; port: number; ended: string };
  /**
   * Failed calls: answered before the kill; in flight at it (sent before, answered after); sent
   * while it was dying (after SIGKILL, before its exit was seen); sent after that.
   */
  before: FailedTurn[];
  inFlight: FailedTurn[];
  dying: FailedTurn[];
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
  let diedAt = NaN;
  const m = await measure({ ...stack, port: stack.nginx.port }, load, async () => {
    killedAt = performance.now();
    killed.ended = await victim.kill();
    diedAt = performance.now();
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
    diedAt,
    killed,
    before: failures.filter((turn) => turn.endedAt < killedAt),
    inFlight: failures.filter((turn) => turn.startedAt < killedAt && turn.endedAt >= killedAt),
    dying: failures.filter((turn) => turn.startedAt >= killedAt && turn.startedAt < diedAt),
    after: failures.filter((turn) => turn.startedAt >= diedAt),
    halves: [half('before the kill', start, killedAt), half('after the kill', killedAt, end)],
  };
}

/** "3 × message HTTP 502, …", and how many of them wrote all the same. */
function described(turns: FailedTurn[], written: Set<string>) {
  const counts = new Map<string, number>();
  for (const turn of turns) {
    const key = `${turn.kind} ${turn.reason}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const reasons = [...counts].map(([reason, n]) => `${n} × ${reason}`).join(', ');
  const wrote = turns.filter((turn) => written.has(turn.key)).length;
  return turns.length === 0 ? '0' : `${turns.length} (${reasons}); written all the same: ${wrote}`;
}

/** The kill test's lines of the report. */
export function killReport(test: KillTest, lost: LostWrites, rate: number): string[] {
  const { m, killedAt, diedAt, killed } = test;
  const all = [...test.before, ...test.inFlight, ...test.dying, ...test.after];
  const lastAfter = Math.max(0, ...all.map((turn) => turn.endedAt - killedAt));
  const written = lost.writtenThoughFailed;
  const into = ((killedAt - m.window.start) / 1000).toFixed(1);
  return [
    `2 processes at ${rate}/s offered; SIGKILL to pid ${killed.pid} (port ${killed.port}) ${into} s into the ${m.log.seconds.toFixed(0)} measured seconds; its exit (${killed.ended}) seen ${(diedAt - killedAt).toFixed(0)} ms later.`,
    '',
    '| part | turns/s acknowledged | p50 ms | p99 ms |',
    '| --- | --- | --- | --- |',
    ...test.halves.map(
      (half) =>
        `| ${half.label} | ${half.turnsPerSecond.toFixed(0)} | ${half.p50.toFixed(1)} | ${half.p99.toFixed(1)} |`,
    ),
    '',
    `Failed requests: ${all.length}, the last answered ${lastAfter.toFixed(0)} ms after the SIGKILL.`,
    `- in flight when it was killed (sent before, answered after): ${described(test.inFlight, written)}`,
    `- sent while it was dying (after the SIGKILL, before this process saw it exit: an upper bound): ${described(test.dying, written)}`,
    `- sent after its exit was seen: ${described(test.after, written)}`,
    `- answered before the kill: ${described(test.before, written)}`,
    '("written all the same": the failed call\'s Idempotency-Key is stored, which the server does in the write\'s own transaction: the write committed before the process died; a retry with the same key gets the stored answer.)',
  ];
}

import { describe, expect, it } from 'vitest';
import { GroupCommit, MAX_BATCH, type Statement, type StatementTransport } from './group-commit';

interface Call {
  kind: 'alone' | 'transaction';
  texts: string[];
  finish: (outcome?: 'rolled back' | Error) => void;
}

/**
 * A transport that answers each statement with its own text, and lets the test decide when each
 * call is answered and how a transaction ends. A statement whose text starts with "fail" fails
 * when run alone.
 */
function heldTransport(size: number) {
  const calls: Call[] = [];
  const transport: StatementTransport = {
    size,
    query: <T>(text: string) =>
      new Promise<T[]>((resolve, reject) => {
        calls.push({
          kind: 'alone',
          texts: [text],
          finish: () =>
            text.startsWith('fail') ? reject(new Error(text)) : resolve([{ text }] as T[]),
        });
      }),
    inOneTransaction: (statements: Statement[]) =>
      new Promise<unknown[][] | null>((resolve, reject) => {
        calls.push({
          kind: 'transaction',
          texts: statements.map((s) => s.text),
          finish: (outcome) => {
            if (outcome instanceof Error) reject(outcome);
            else if (outcome === 'rolled back') resolve(null);
            else resolve(statements.map((s) => [{ text: s.text }]));
          },
        });
      }),
  };
  return { transport, calls };
}

/**
 * Lets the group commit's end-of-turn flush run: a batch that ends schedules the next flush a
 * few promise steps after its writes are answered, so two turns of the event loop.
 */
const nextTurn = async () => {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('group commit', () => {
  it('sends a write that finds a connection free alone, without a transaction', async () => {
    const { transport, calls } = heldTransport(2);
    const writes = new GroupCommit(transport);
    const answer = writes.write('w1', [1], 'a');
    await nextTurn();
    expect(calls).toMatchObject([{ kind: 'alone', texts: ['w1'] }]);
    calls[0]!.finish();
    expect(await answer).toEqual([{ text: 'w1' }]);
  });

  it('commits the writes that arrived while every connection was busy together, in order', async () => {
    const { transport, calls } = heldTransport(1);
    const writes = new GroupCommit(transport);
    const first = writes.write('w1', [], 'm');
    await nextTurn();
    const later = [writes.write('w3', [], 'z'), writes.write('w2', [], 'b')];
    await nextTurn();
    // The connection is still busy with the first: nothing more is sent.
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await first;
    await nextTurn();
    expect(calls[1]).toMatchObject({ kind: 'transaction', texts: ['w2', 'w3'] });
    calls[1]!.finish();
    expect(await Promise.all(later)).toEqual([[{ text: 'w3' }], [{ text: 'w2' }]]);
  });

  it('runs each write of a transaction that rolled back alone, so only the failing one fails', async () => {
    const { transport, calls } = heldTransport(1);
    const writes = new GroupCommit(transport);
    const first = writes.write('w1', [], 'a');
    await nextTurn();
    const later = [writes.write('ok', [], 'b'), writes.write('fail: key taken', [], 'c')];
    calls[0]!.finish();
    await first;
    await nextTurn();
    calls[1]!.finish('rolled back');
    await nextTurn();
    expect(calls.slice(2)).toMatchObject([
      { kind: 'alone', texts: ['ok'] },
      { kind: 'alone', texts: ['fail: key taken'] },
    ]);
    for (const call of calls.slice(2)) call.finish();
    const [ok, failed] = await Promise.allSettled(later);
    expect(ok).toEqual({ status: 'fulfilled', value: [{ text: 'ok' }] });
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'fail: key taken' } });
  });

  it('fails every write of a transaction whose connection was lost, and runs none again', async () => {
    const { transport, calls } = heldTransport(1);
    const writes = new GroupCommit(transport);
    const first = writes.write('w1', [], 'a');
    await nextTurn();
    const later = [writes.write('w2', [], 'b'), writes.write('w3', [], 'c')];
    calls[0]!.finish();
    await first;
    await nextTurn();
    const lost = new Error('Connection terminated unexpectedly');
    calls[1]!.finish(lost);
    const outcomes = await Promise.allSettled(later);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('keeps at most one transaction in flight per connection, each of at most MAX_BATCH writes', async () => {
    const { transport, calls } = heldTransport(2);
    const writes = new GroupCommit(transport);
    const all = Array.from({ length: MAX_BATCH * 3 }, (_, i) =>
      writes.write(`w${i}`, [], String(i).padStart(4, '0')),
    );
    await nextTurn();
    expect(calls.map((call) => call.texts.length)).toEqual([MAX_BATCH, MAX_BATCH]);
    calls[0]!.finish();
    await nextTurn();
    expect(calls.map((call) => call.texts.length)).toEqual([MAX_BATCH, MAX_BATCH, MAX_BATCH]);
    calls[1]!.finish();
    calls[2]!.finish();
    expect(await Promise.all(all)).toHaveLength(MAX_BATCH * 3);
  });
});

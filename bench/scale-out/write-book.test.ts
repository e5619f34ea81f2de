import { afterEach, describe, expect, it } from 'vitest';
import { LatencyLog } from '../widget-turns/latency-log';
import { closeAfterTest, closeRawServers, ok, rawServer } from '../widget-turns/raw-http-server';
import { Stopped } from '../widget-turns/widget-client';
import { BookedClient, WriteBook } from './write-book';

afterEach(closeRawServers);

// The scale-out's book tells failures apart by the messages WidgetClient's refusals carry.
describe('BookedClient', () => {
  it('books each call with the Idempotency-Key its request went out with', async () => {
    const answer = { session: { session_id: 'S', summary_status: 'open' }, message: {} };
    const server = await rawServer((socket, index) => {
      if (index === 1) socket.write('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 3\r\n\r\nbad');
      else if (index === 2) socket.destroy();
      else socket.write(ok(JSON.stringify(answer)));
    });
    const book = new WriteBook();
    const client = new BookedClient(server.port, 'K', 1, new LatencyLog(), book);
    closeAfterTest(() => client.close());

    await client.post('start', '/sessions', {});
    await expect(client.post('message', '/sessions/S/messages', { text: 'hi' })).rejects.toThrow();
    await expect(client.post('accept', '/sessions/S/accept', {})).rejects.toThrow();
    await client.post('leave', '/sessions/S/leave', {});
    const sent = server.requests.map((text) => /\r\nidempotency-key: (\S+)\r\n/.exec(text)?.[1]);
    expect(sent).toHaveLength(4);
    expect(book.acked.map((write) => write.key)).toEqual([sent[0], sent[3]]);
    expect(book.failures.map(({ kind, reason, key }) => [kind, reason, key])).toEqual([
      ['message', 'HTTP 502', sent[1]],
      ['accept', 'socket hang up', sent[2]],
    ]);

    // A call the stopping run never sent is not a failure.
    client.stop();
    await expect(client.post('start', '/sessions', {})).rejects.toThrow(Stopped);
    expect(book.failures).toHaveLength(2);
  });
});

import type { Socket } from 'node:net';
import { API_BASE_PATH, WIDGET_API_PATH } from '@parley/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Connection } from './http-connection';
import { LatencyLog } from './latency-log';
import { closeAfterTest, closeRawServers, ok, rawServer } from './raw-http-server';
import { Refused, Stopped, WidgetClient } from './widget-client';

afterEach(closeRawServers);

function widgetClient(port: number, connections: number, log = new LatencyLog()) {
  const client = new WidgetClient(port, 'K', connections, log);
  closeAfterTest(() => client.close());
  return client;
}

/** The error a promise rejects with (it must reject). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', resolve)));

describe('WidgetClient', () => {
  it("sends node:http's bytes and reuses its connection for each framing and a refusal", async () => {
    const chunked =
      'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n4\r\n{"n"\r\n3\r\n:1}\r\n0\r\n\r\n';
    const server = await rawServer((socket, index) => {
      if (index === 0) socket.write(ok('{"n":0}', 'Keep-Alive: timeout=72\r\n'));
      else if (index === 1) {
        // In two reads, cut mid-chunk.
        socket.write(chunked.slice(0, 50));
        setTimeout(() => socket.write(chunked.slice(50)), 10);
      } else socket.write('HTTP/1.1 404 Not Found\r\ncontent-length: 9\r\n\r\nnot found');
    });
    const log = new LatencyLog();
    log.start(0);
    // UUID-shaped: post's key parameter has randomUUID()'s type.
    const key = '00000000-0000-4000-8000-000000000001';
    const client = new WidgetClient(server.port, 'API-KEY', 3, log, { origin: 'http://shop' });
    closeAfterTest(() => client.close());

    expect(await client.post('start', '/sessions', { a: 'é' }, key)).toEqual({ n: 0 });
    expect(await client.post('message', '/sessions/x/messages', {})).toEqual({ n: 1 });
    const refused = await failure(client.post('accept', '/sessions/x/accept', {}));
    expect(refused).toBeInstanceOf(Refused);
    expect(refused).toHaveProperty('message', 'accept: 404 not found');

    expect(server.sockets).toHaveLength(1);
    const first = `POST ${API_BASE_PATH}${WIDGET_API_PATH}/sessions HTTP/1.1\r\norigin: http://shop\r\ncontent-type: application/json\r\ncontent-length: 10\r\nx-api-key: API-KEY\r\nidempotency-key: ${key}\r\nHost: 127.0.0.1:${server.port}\r\nConnection: keep-alive\r\n\r\n{"a":"é"}`;
    expect(server.requests[0]).toBe(Buffer.from(first).toString('latin1'));
    // Without a key given, each write gets a fresh UUID.
    expect(server.requests[1]).toMatch(/\r\nidempotency-key: [0-9a-f-]{36}\r\n/);
    expect(log.latencies.get('start')).toHaveLength(1);
    expect([...log.failures]).toEqual([['accept: 404 not found', 1]]);

    client.stop();
    await expect(client.post('start', '/sessions', {})).rejects.toThrow(Stopped);
  });

  it('opens one connection per concurrent call up to its limit, and queues the rest', async () => {
    const server = await rawServer((socket) => setTimeout(() => socket.write(ok('{}')), 10));
    const client = widgetClient(server.port, 2);
    await Promise.all(Array.from({ length: 6 }, () => client.post('start', '/s', {})));
    expect(server.sockets).toHaveLength(2);
    await Promise.all(Array.from({ length: 2 }, () => client.post('start', '/s', {})));
    expect(server.sockets).toHaveLength(2);
  });

  it('fails each call its connection breaks under, and carries the next on a new one', async () => {
    const cut = 'HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\n{"i"';
    const server = await rawServer((socket, index) => {
      if (index === 0) socket.end(ok('{"i":0}', 'Connection: close\r\n'));
      else if (index === 2) socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n<b>bad</b>');
      else if (index === 3) socket.destroy();
      else if (index === 4) socket.write(cut, () => socket.destroy());
      else if (index === 5) socket.write('garbage\r\n\r\n');
      else socket.write(ok(`{"i":${index}}`));
    });
    const log = new LatencyLog();
    const client = widgetClient(server.port, 1, log);
    const post = () => client.post('start', '/s', {});

    expect(await post()).toEqual({ i: 0 });
    expect(await post()).toEqual({ i: 1 });
    // The server closes the connection while it is idle: the next call must not be sent on it.
    const idle = server.sockets[1]!;
    idle.end();
    await closed(idle);
    await expect(post()).rejects.toThrow('start: 502 <b>bad</b>');
    await expect(post()).rejects.toThrow(/^start: (socket hang up|read ECONNRESET)$/);
    await expect(post()).rejects.toThrow(/^start: (socket hang up|read ECONNRESET)$/);
    await expect(post()).rejects.toThrow(/^start: Parse Error: status line/);
    expect(await post()).toEqual({ i: 6 });
    expect(server.sockets).toHaveLength(7);
    expect([...log.failures.values()].reduce((sum, count) => sum + count, 0)).toBe(4);
  });

  it('closes a connection sent bytes beyond its answer or while no call was in flight', async () => {
    const server = await rawServer((socket, index) => {
      // The start of a second answer nobody asked for.
      if (index === 0) socket.write(`${ok('{"i":0}')}HTTP/1.1 200 OK\r\n`);
      else socket.write(ok(`{"i":${index}}`));
    });
    const client = widgetClient(server.port, 1);
    expect(await client.post('start', '/s', {})).toEqual({ i: 0 });
    expect(await client.post('start', '/s', {})).toEqual({ i: 1 });
    const idle = server.sockets[1]!;
    idle.write(ok('{}'));
    await vi.waitFor(() => expect(idle.closed).toBe(true), { interval: 5 });
    expect(await client.post('start', '/s', {})).toEqual({ i: 2 });
    expect(server.sockets).toHaveLength(3);
  });

  it('gives a waiting call a new connection when the one it waited for breaks', async () => {
    const server = await rawServer((socket, index) =>
      index === 0 ? socket.destroy() : socket.write(ok('{}')),
    );
    const client = widgetClient(server.port, 1);
    const [first, second] = await Promise.allSettled([
      client.post('start', '/s', {}),
      client.post('start', '/s', {}),
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: {} });
    expect(server.sockets).toHaveLength(2);
  });

  it('fails a call whose connection is refused', async () => {
    const server = await rawServer(() => {});
    await server.close(); // Its port now refuses.
    const client = widgetClient(server.port, 1);
    await expect(client.post('start', '/s', {})).rejects.toThrow(/^start: connect ECONNREFUSED/);
  });

  it("replaces an idle connection kept past the server's Keep-Alive hint", async () => {
    // timeout=1 less the client's second of margin: no idleness at all is allowed.
    const server = await rawServer((socket) => socket.write(ok('{}', 'Keep-Alive: timeout=1\r\n')));
    const client = widgetClient(server.port, 1);
    await client.post('start', '/s', {});
    await client.post('start', '/s', {});
    expect(server.sockets).toHaveLength(2);
  });

  it('reads answers larger than one read, arriving in pieces, chunked and not', async () => {
    const big = JSON.stringify({ s: 'é'.repeat(100_000) });
    const server = await rawServer((socket, index) => {
      const size = Buffer.byteLength(big).toString(16);
      const whole = Buffer.from(
        index % 2 === 0
          ? ok(big)
          : `HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n${size}\r\n${big}\r\n0\r\n\r\n`,
      );
      // Pieces of an odd size, so that they split characters, the head and chunk lines.
      const step = (at: number) => {
        if (at >= whole.length) return;
        socket.write(whole.subarray(at, at + 7001));
        setImmediate(() => step(at + 7001));
      };
      step(0);
    });
    const client = widgetClient(server.port, 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post<{ s: string }>('start', '/s', {})),
    );
    for (const answer of answers) expect(answer.s).toBe('é'.repeat(100_000));
    expect(server.sockets).toHaveLength(2);
  });
});

describe('Connection', () => {
  const request = 'POST / HTTP/1.1\r\ncontent-length: 0\r\n\r\n';

  it('fails a call that sees no activity for its timeout, and reports the connection gone', async () => {
    const server = await rawServer(() => {});
    const gone = vi.fn();
    const connection = new Connection(server.port, 50, gone);
    closeAfterTest(() => connection.close());
    await expect(connection.send(request)).rejects.toThrow('no answer in 50 ms');
    await vi.waitFor(() => expect(gone).toHaveBeenCalledWith(connection), { interval: 5 });
  });

  it('closes a connection idle for its timeout', async () => {
    const server = await rawServer((socket) => socket.write(ok('{}')));
    const gone = vi.fn();
    const connection = new Connection(server.port, 50, gone);
    closeAfterTest(() => connection.close());
    expect(await connection.send(request)).toEqual({ status: 200, text: '{}' });
    expect(gone).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(gone).toHaveBeenCalledOnce(), { interval: 5 });
    expect(connection.alive).toBe(false);
  });
});

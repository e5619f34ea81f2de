import { createServer, type AddressInfo, type Socket } from 'node:net';

// Test support for the tests of the bench's HTTP clients: each test file runs `closeRawServers`
// after each test.

/** What each test opened, closed after it whether it passed or not. */
let cleanups: (() => unknown)[] = [];

/** Closes every server and client the test opened (`afterEach`). */
export async function closeRawServers() {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  cleanups = [];
}

/** Closes `cleanup` with the test's servers. */
export function closeAfterTest(cleanup: () => unknown) {
  cleanups.push(cleanup);
}

export interface RawServer {
  port: number;
  /** The server's side of each connection, in the order they were opened. */
  sockets: Socket[];
  /** Each request whole, head and body, as latin1 text (one byte a character). */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A bare TCP server speaking just enough HTTP to frame requests: `answer` writes what it likes
 * for each, so a test can send the malformed, split or cut-short answers node:http would not.
 */
export async function rawServer(
  answer: (socket: Socket, index: number) => void,
): Promise<RawServer> {
  const sockets: Socket[] = [];
  const requests: string[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    let buffered = '';
    socket.on('data', (data) => {
      buffered += data.toString('latin1');
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n') + 4;
        if (headEnd < 4) return;
        const length = /content-length: (\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? '0';
        const end = headEnd + Number(length);
        if (buffered.length < end) return;
        requests.push(buffered.slice(0, end));
        buffered = buffered.slice(end);
        answer(socket, requests.length - 1);
      }
    });
    // Resets the tests cause on purpose must not fail the run as unhandled.
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    for (const socket of sockets) socket.destroy();
    // Resolves also when already closed (the callback then gets an error).
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanups.push(close);
  return { port: (server.address() as AddressInfo).port, sockets, requests, close };
}

export const ok = (body: string, fields = '') =>
  `HTTP/1.1 200 OK\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${fields}\r\n${body}`;

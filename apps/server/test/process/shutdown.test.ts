import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpoints } from '@parley/contract';
import { killServer, spawnServer, type ServerProcess } from '../support/server-process';

const scratch = mkdtempSync(join(tmpdir(), 'parley-shutdown-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let server: ServerProcess | undefined;
afterEach(() => killServer(server));

const TOKEN_PATH = `${API_BASE_PATH}${endpoints.auth.exchangeToken.path}`;
const FORM = 'grant_type=refresh_token&client_id=parley-console&refresh_token=no-such-token';

/** A request whose body is still on its way: its headers and the first half of the body. */
async function startSlowRequest(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    `POST ${TOKEN_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${FORM.length}\r\n\r\n` +
      FORM.slice(0, 10),
  );
  return {
    finish: () => socket.write(FORM.slice(10)),
    closed,
    answer: () => answer,
  };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server (its data in `folder` of the scratch space, draining for at most `drainSeconds`)
 * with a request in flight, its body still on the way.
 */
async function serverWithSlowRequest(folder: string, drainSeconds: string) {
  server = await spawnServer({
    DATA_DIR: join(scratch, folder),
    SHUTDOWN_TIMEOUT_SECONDS: drainSeconds,
  });
  await server.ready();
  const request = await startSlowRequest(server.port);
  await pause(300);
  return { server, request };
}

// Each test starts a server process: minutes on a busy machine.
describe('stopping a server process (SIGTERM)', { timeout: 180_000 }, () => {
  it('stops accepting at once, finishes the request in flight, and exits 0', async () => {
    const { server, request } = await serverWithSlowRequest('drain', '30');

    server.child.kill('SIGTERM');
    await pause(500);
    expect(await refusesConnections(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    request.finish();
    await request.closed;
    expect(request.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(request.answer()).toContain('"error":"invalid_grant"');
    const answered = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(10_000);
  });

  it('cuts off a request still in flight when SHUTDOWN_TIMEOUT_SECONDS runs out, and exits 0', async () => {
    const { server, request } = await serverWithSlowRequest('bounded', '1');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await request.closed;
    expect(await server.exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(15_000);
    expect(server.output()).toContain('closing their connections');
  });
});

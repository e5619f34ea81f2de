import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE } from '../../src/db/data-dir-lock';
import { freePort, killServer, spawnServer, type ServerProcess } from '../support/server-process';

const scratch = mkdtempSync(join(tmpdir(), 'parley-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map(killServer));
  running = [];
});
const spawned = async (env: Record<string, string>) => {
  const server = await spawnServer(env);
  running.push(server);
  return server;
};
let folders = 0;
const freshDataDir = () => join(scratch, `data-${++folders}`);

/** A failed start's output: the lines it printed, and whether any was a stack frame. */
const hasStackTrace = (output: string) => /^\s+at /m.test(output);

// Each test starts server processes: minutes on a busy machine.
describe('a start with settings it cannot use', { timeout: 180_000 }, () => {
  it('stops with one line per setting, no stack trace, and nothing written', async () => {
    const dataDir = freshDataDir();
    const server = await spawned({
      DATA_DIR: dataDir,
      DATABASE_URL: 'mysql://db.example/parley',
      PUBLIC_URL: 'parley.example.com',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(server.output()).toContain('PUBLIC_URL: must be a http:// or https:// URL');
    expect(hasStackTrace(server.output())).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops before opening the database when its port is taken', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = freshDataDir();
      const server = await spawned({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`PORT: ${port} is already in use on 127.0.0.1`);
      expect(hasStackTrace(server.output())).toBe(false);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('stops with one line when PostgreSQL cannot be reached', async () => {
    const server = await spawned({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/parley' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'DATABASE_URL: cannot connect to PostgreSQL: nothing is listening there (ECONNREFUSED)',
    );
    expect(hasStackTrace(server.output())).toBe(false);
  });

  it('refuses several processes on the embedded database', async () => {
    const server = await spawned({ DATA_DIR: freshDataDir(), WEB_CONCURRENCY: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY: more than one process needs DATABASE_URL');
  });
});

describe('the embedded database folder', { timeout: 180_000 }, () => {
  it('is refused to a second server while the first runs, and freed when it stops', async () => {
    const dataDir = freshDataDir();
    const first = await spawned({ DATA_DIR: dataDir });
    await first.ready();
    const lockFile = join(dataDir, DATA_DIR_LOCK_FILE);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(first.child.pid));

    const second = await spawned({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${dataDir} is in use by another server (process ${first.child.pid})`,
    );
    expect(hasStackTrace(second.output())).toBe(false);
    // The first is untouched by the attempt.
    expect((await fetch(`http://127.0.0.1:${first.port}/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is refused when the lock names a server on another host, which cannot be asked', async () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, DATA_DIR_LOCK_FILE), '1\nother-container\n');
    const server = await spawned({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `in use by a server on other-container (process 1); if it is gone, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}`,
    );
  });

  it('is taken over from a server that died without releasing it', async () => {
    const dataDir = freshDataDir();
    const crashed = await spawned({ DATA_DIR: dataDir });
    await crashed.ready();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);

    const next = await spawned({ DATA_DIR: dataDir });
    await next.ready();
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

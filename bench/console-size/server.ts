import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  killServer,
  spawnServer,
  type ServerProcess,
} from '../../apps/server/test/support/server-process';

export const ADMIN = { email: 'admin@console-size.local', password: 'console-size-admin' };
/** The demo store's own user, for what a signed-in retailer sees (bench/lighthouse). */
export const RETAILER = { email: 'retailer@console-size.local', password: 'console-size-retailer' };

const consoleFolder = fileURLToPath(new URL('../../apps/console/', import.meta.url));

/**
 * Builds the console into a folder of its own, so that a build other work makes in
 * apps/console/dist at the same time cannot change what is measured; with the brotli and gzip
 * copies `npm run build` makes, so that what goes over the wire (Lighthouse's figures) is what a
 * deployment sends.
 */
export function buildConsole(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'parley-console-size-dist-'));
  const run = (command: string, args: string[]) => {
    const done = spawnSync(command, args, { cwd: consoleFolder, encoding: 'utf8' });
    if (done.status !== 0)
      throw new Error(`The console build failed:\n${done.stdout}\n${done.stderr}`);
  };
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']);
  run('npx', ['tsx', '../../scripts/precompress.ts', outDir]);
  return outDir;
}

export interface ConsoleServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real server (tsx, from this checkout) serving `consoleDist`, on a free port, with a fresh
 * embedded database: its demo data gives the retailer, sessions and rules the routes show.
 */
export async function startServer(consoleDist: string): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-console-size-data-'));
  const port = await freePort();
  // The console's OAuth redirect is the browser's origin: the server must name the same one.
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined;
  try {
    server = await spawnServer({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      CONSOLE_DIST: consoleDist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_EMAIL: RETAILER.email,
      DEMO_PASSWORD: RETAILER.password,
      // Enough sessions for the list and a detail, quickly made.
      DEMO_NEGOTIATIONS: '40',
    });
    await server.ready();
  } catch (error) {
    await killServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const started = server;
  return {
    baseUrl,
    async close() {
      await killServer(started);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

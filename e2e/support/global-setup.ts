import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/support/server-process';
import { startInbox } from './inbox';
import { SEARCH_INDEX_SECONDS } from './server-timing';
import { startStorePages } from './store-page';
import { ADMIN, DEMO } from './users';

/** The e2e server's window for the offer notices, in seconds: a notice comes seconds after an offer. */
const OFFER_NOTICE_WINDOW_SECONDS = 2;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

function tail(file: string, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitUntilServing(url: string, server: ChildProcess, log: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The Parley server exited during start-up. Its log (${log}):\n${tail(log)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The Parley server did not answer ${url} within 90 s. Its log (${log}):\n${tail(log)}`,
  );
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

async function stop(server: ChildProcess) {
  const pid = server.pid;
  if (server.exitCode !== null || server.signalCode !== null || !pid) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // tsx runs the server in a child process: signal the whole group this setup started.
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a local SMTP inbox, a plain shop on another origin and a Parley server (embedded database in a fresh temp folder, the
 * built console) on free loopback ports, and tells the tests where they are through the
 * environment, which the test workers inherit. Returns the teardown.
 */
export default async function globalSetup() {
  const inbox = await startInbox();
  const store = await startStorePages();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-data-'));
  const log = join(tmpdir(), `parley-e2e-server-${port}.log`);
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_EMAIL: DEMO.email,
    DEMO_PASSWORD: DEMO.password,
    SMTP_URL: `smtp://127.0.0.1:${inbox.smtpPort}`,
    // The billing test ends a billing cycle through the server's test hook (never in production).
    PARLEY_TEST_HOOKS: '1',
    // A store hears of the offers left for its review once per window (15 minutes in service):
    // seconds here, so that the notice test does not wait for it.
    OFFER_NOTICE_WINDOW_SECONDS: String(OFFER_NOTICE_WINDOW_SECONDS),
    // The widget reads its store (and the reasons its bot quotes) on every call, so that a
    // statement saved in Store Settings is quoted in the next chat.
    WIDGET_STORE_CACHE_SECONDS: '0',
    SEARCH_INDEX_SECONDS: String(SEARCH_INDEX_SECONDS),
    LOG_LEVEL: 'info',
  };
  for (const name of ['DATABASE_URL', 'CONSOLE_REDIRECT_URIS', 'IDP_ISSUER', 'JWT_SECRET'])
    delete env[name];

  const seeded = spawnSync(tsx, ['e2e/support/seed.ts'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (seeded.status !== 0)
    throw new Error(`Seeding the e2e database failed:\n${seeded.stdout}\n${seeded.stderr}`);

  const output = openSync(log, 'w');
  const server = spawn(tsx, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/status.json`, server, log);
  } catch (error) {
    await stop(server);
    await inbox.close();
    await store.close();
    throw error;
  }
  process.stdout.write(`e2e: Parley at ${baseUrl} (log ${log}), SMTP inbox on ${inbox.smtpPort}\n`);

  process.env.PARLEY_E2E_BASE_URL = baseUrl;
  process.env.PARLEY_E2E_INBOX_URL = inbox.httpUrl;
  process.env.PARLEY_E2E_STORE_URL = store.url;

  return async () => {
    await stop(server);
    await inbox.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

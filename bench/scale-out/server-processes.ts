import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { processCpuMs } from '../widget-turns/cpu-clock';

/** The compiled server (`npm run build -w @parley/server`), started as production starts it. */
export const SERVER_MAIN = fileURLToPath(
  new URL('../../apps/server/dist/main.js', import.meta.url),
);

/** How long a process may take to answer /ready: migrations are done before it starts. */
const READY_TIMEOUT_MS = 60_000;
/** SIGTERM drains within SHUTDOWN_TIMEOUT_SECONDS (set below); then it is killed. */
const STOP_TIMEOUT_MS = 15_000;
const SHUTDOWN_TIMEOUT_SECONDS = '5';

/** A free loopback port: the kernel's pick for a socket closed at once. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port was given');
  return address.port;
}

const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * What the server processes said at warn and above (LOG_LEVEL=warn, LOG_FORMAT=json), counted by
 * level and message across processes, and any other line on stderr: where several processes on
 * one database go wrong, it is said here first.
 */
export class ServerLog {
  readonly lines = new Map<string, number>();

  private count(line: string) {
    this.lines.set(line, (this.lines.get(line) ?? 0) + 1);
  }

  read(line: string, stream: 'stdout' | 'stderr') {
    if (!line.trim()) return;
    let entry: { level?: unknown; msg?: unknown };
    try {
      entry = JSON.parse(line) as { level?: unknown; msg?: unknown };
    } catch {
      // The start banner is text on stdout; text on stderr is a fault.
      if (stream === 'stderr') this.count(`stderr: ${line.slice(0, 160)}`);
      return;
    }
    const level = typeof entry.level === 'number' ? (LEVELS[entry.level] ?? null) : null;
    const message = typeof entry.msg === 'string' ? entry.msg : JSON.stringify(entry.msg);
    if (level) this.count(`${level}: ${message}`);
  }
}

/** One server process (WEB_CONCURRENCY=1) on its own port, as a balancer's upstream. */
export class ServerProcess {
  private readonly exit: Promise<string>;
  private stderrTail = '';

  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
    log: ServerLog,
  ) {
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) => log.read(line, 'stdout'));
    }
    if (child.stderr) {
      createInterface({ input: child.stderr }).on('line', (line) => {
        log.read(line, 'stderr');
        this.stderrTail = `${this.stderrTail}${line}\n`.slice(-2000);
      });
    }
    this.exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code ?? '?'}`));
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** CPU milliseconds of the whole process (every thread), NaN once it has gone. */
  cpuMs() {
    return processCpuMs(this.pid);
  }

  /** Starts the process and resolves once its GET /ready answers 200. */
  static async start(port: number, env: Record<string, string>, log: ServerLog) {
    if (!existsSync(SERVER_MAIN)) {
      throw new Error(`${SERVER_MAIN} is missing: npm run build -w @parley/server`);
    }
    const child = spawn(process.execPath, ['--max-semi-space-size=64', SERVER_MAIN], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '1',
        SHUTDOWN_TIMEOUT_SECONDS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(port, child, log);
    try {
      await server.ready();
      return server;
    } catch (error) {
      await server.kill();
      throw error;
    }
  }

  private async ready() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`server on port ${this.port} exited: ${this.stderrTail.trim()}`);
      }
      const status = await fetch(`http://127.0.0.1:${this.port}/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await sleep(100);
    }
    throw new Error(`server on port ${this.port} was not ready in ${READY_TIMEOUT_MS} ms`);
  }

  /** SIGKILL: the process dies with its requests in flight, as a crashed machine would. */
  async kill() {
    if (this.running) this.child.kill('SIGKILL');
    return this.exit;
  }

  /** SIGTERM: the server drains and exits; killed if it has not within STOP_TIMEOUT_MS. */
  async stop() {
    if (!this.running) return this.exit;
    this.child.kill('SIGTERM');
    const ended = await Promise.race([this.exit, sleep(STOP_TIMEOUT_MS, null)]);
    return ended ?? this.kill();
  }
}

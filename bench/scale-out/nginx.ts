import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX = '/usr/sbin/nginx';

const READY_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The balancer in front of the server processes, as in front of several machines. Each upstream
 * is taken out for 5 s after one failure (max_fails=1 fail_timeout=5s), and a request that could
 * not reach one (refused connection, timeout, 502) goes to the next: `proxy_next_upstream` does
 * that for a POST only while it has not been sent, since passing on a non-idempotent request
 * that a process may have acted on could do it twice. Kept-alive upstream connections (HTTP/1.1,
 * no Connection header) spare a TCP handshake on every turn, as a production balancer would.
 */
function config(dir: string, port: number, upstreams: number[]) {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `daemon off;
worker_processes 2;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream parley {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://parley;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

export interface Nginx {
  port: number;
  /** The master's process id: its workers are its children. */
  pid: number;
  /** The error log's lines by level and message ("[error] connect() failed (111: …)"). */
  errors(): Map<string, number>;
  /** SIGQUIT: the workers finish their requests and exit, then the master. */
  stop(): Promise<void>;
}

/** nginx on `port` in `dir` (its config, logs and temporary files), proxying to `upstreams`. */
export async function startNginx(dir: string, port: number, upstreams: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, config(dir, port, upstreams));
  // -e: the error log from the start, before the config names it (not /var/log/nginx).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const nginx: Nginx = {
    port,
    pid: child.pid ?? -1,
    errors: () => errorLines(join(dir, 'error.log')),
    async stop() {
      if (!running()) return;
      child.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
      if (!stopped) await stopNow(child, exited);
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`nginx exited: ${stderr.trim()}`);
    const status = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return nginx;
    await sleep(100);
  }
  await stopNow(child, exited);
  throw new Error(`nginx did not answer on port ${port} in ${READY_TIMEOUT_MS} ms: ${stderr}`);
}

/** SIGTERM (the master stops its workers at once), then SIGKILL, which would orphan them. */
async function stopNow(child: ChildProcess, exited: Promise<void>) {
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
  if (stopped) return;
  child.kill('SIGKILL');
  await exited;
}

/** "2024/01/01 00:00:00 [error] 12#12: *34 message, client: …" counted as "[error] message". */
function errorLines(path: string) {
  const counts = new Map<string, number>();
  if (!existsSync(path)) return counts;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(line);
    if (!match) continue;
    const key = `[${match[1] ?? ''}] ${match[2] ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { processCpuMs } from '../widget-turns/cpu-clock';

/**
 * Where the machine's CPU went during a run, from Linux's /proc: the server processes, the
 * PostgreSQL processes, nginx, the shoppers (this process), and the rest of the machine. On two
 * cores that shared work is the bound: turns a second follow from CPU per turn once both are busy.
 */

/** USER_HZ: /proc/stat counts in ticks of 1/100 s. */
const MS_PER_TICK = 10;

/** One process's command name and parent, or null once it has gone. */
function processInfo(pid: number): { comm: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    return { comm, ppid };
  } catch {
    return null;
  }
}

function allProcesses() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .flatMap((pid) => {
      const info = processInfo(pid);
      return info ? [{ pid, ...info }] : [];
    });
}

const sum = (values: number[]) => values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);

/** CPU milliseconds the whole machine has spent busy (every state but idle and I/O wait). */
function machineBusyMs() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal …: all but idle and iowait.
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1);
  return sum([user, nice, system, irq, softirq, steal].map(Number)) * MS_PER_TICK;
}

interface Reading {
  at: number;
  machine: number;
  servers: number;
  nginx: number;
  shoppers: number;
  postgres: Map<number, number>;
  /** Backends of other databases on the shared server: not the benchmark's work. */
  others: number[];
}

/** CPU milliseconds spent by each party between two readings, and the wall time between them. */
export interface CpuSpent {
  wallMs: number;
  machine: number;
  servers: number;
  postgres: number;
  nginx: number;
  shoppers: number;
}

export class CpuMeter {
  constructor(
    private readonly adminUrl: string,
    private readonly databaseName: string,
    private readonly serverCpuMs: () => number[],
    private readonly nginxPid: number,
  ) {}

  /** Backends of every other database (another user's tests on the same PostgreSQL). */
  private async otherBackends(): Promise<number[]> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname is not null and datname <> $1',
        [this.databaseName],
      );
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  async read(): Promise<Reading> {
    const others = await this.otherBackends();
    const processes = allProcesses();
    const usage = process.cpuUsage();
    return {
      at: performance.now(),
      machine: machineBusyMs(),
      servers: sum(this.serverCpuMs()),
      nginx: sum(
        processes
          .filter(({ pid, ppid }) => pid === this.nginxPid || ppid === this.nginxPid)
          .map(({ pid }) => processCpuMs(pid)),
      ),
      shoppers: (usage.user + usage.system) / 1000,
      postgres: new Map(
        processes
          .filter(({ comm }) => comm === 'postgres')
          .map(({ pid }) => [pid, processCpuMs(pid)]),
      ),
      others,
    };
  }

  static spent(before: Reading, after: Reading): CpuSpent {
    const excluded = new Set([...before.others, ...after.others]);
    let postgres = 0;
    // A process that started between the readings spent all its CPU in between; one that ended
    // took its last figures with it (a backend of the benchmark lives as long as its pool).
    for (const [pid, ms] of after.postgres) {
      if (!excluded.has(pid) && Number.isFinite(ms))
        postgres += ms - (before.postgres.get(pid) ?? 0);
    }
    return {
      wallMs: after.at - before.at,
      machine: after.machine - before.machine,
      servers: after.servers - before.servers,
      postgres,
      nginx: after.nginx - before.nginx,
      shoppers: after.shoppers - before.shoppers,
    };
  }
}

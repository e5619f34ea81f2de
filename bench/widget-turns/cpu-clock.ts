import { readFileSync } from 'node:fs';

/**
 * CPU time spent by one thread or process, from Linux's /proc: what a turn costs, which holds
 * when other work shares the machine, where turns per second and latency do not. Elsewhere (no
 * /proc) every reading is NaN and the table says so.
 */

/** USER_HZ: /proc counts CPU time in ticks of 1/100 s on every Linux architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU milliseconds of the /proc stat file, or NaN without one. */
function cpuMsOf(statPath: string): number {
  let stat: string;
  try {
    stat = readFileSync(statPath, 'utf8');
  } catch {
    return NaN;
  }
  // The command name may hold spaces and parentheses: the fields that follow come after the last
  // ')', from field 3 (state) on; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The calling thread's Linux thread id (for another thread to read its clock), or null. */
export function ownThreadId(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** CPU milliseconds of a thread of this process, by its Linux thread id. */
export const threadCpuMs = (threadId: number | null) =>
  threadId === null ? NaN : cpuMsOf(`/proc/self/task/${threadId}/stat`);

/** CPU milliseconds of another process (a PostgreSQL backend), by its id. */
export const processCpuMs = (processId: number) => cpuMsOf(`/proc/${processId}/stat`);

/**
 * CPU milliseconds a request or a turn costs: the server's thread, the database's processes (none
 * for PGlite, which runs in the server's thread) and the thread of the client that sends them.
 */
export interface CpuPerRequest {
  server: number;
  database: number;
  client: number;
}

/** CPU milliseconds of each of several processes (a database server's backends), by id. */
export const processesCpuMs = (processes: number[]) =>
  new Map(processes.map((id) => [id, processCpuMs(id)]));

/** CPU spent between two readings of `processesCpuMs` by the processes there at the second. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>) {
  let spent = 0;
  for (const [id, ms] of after) spent += Number.isFinite(ms) ? ms - (before.get(id) ?? ms) : 0;
  return spent;
}

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The lock file's name in DATA_DIR: it holds the process id and host name of the server using the
 * folder (host: two containers sharing a volume may both be process 1).
 */
export const DATA_DIR_LOCK_FILE = 'parley.pid';

/** Another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder, file: string) {
    const who =
      holder.host === hostname()
        ? `another server (process ${holder.pid})`
        : `a server on ${holder.host} (process ${holder.pid}); if it is gone, delete ${file}`;
    super(
      `The embedded database in ${dataDir} is in use by ${who}. ` +
        'Stop it, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
    this.name = 'DataDirInUseError';
  }
}

interface Holder {
  pid: number;
  host: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function holderOf(file: string): Holder | null {
  try {
    const [pidLine, host = hostname()] = readFileSync(file, 'utf8').trim().split('\n');
    const pid = Number.parseInt(pidLine ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, host: host.trim() } : null;
  } catch {
    return null;
  }
}

/** Whether the holder may still be running: on another host, it cannot be known, so it may. */
const mayBeRunning = (holder: Holder) =>
  holder.host !== hostname() || (holder.pid !== process.pid && isAlive(holder.pid));

/**
 * Takes the embedded database's folder for this process. PGlite is one process's database: a
 * second server on the same files would corrupt them, so it is refused here, before it opens
 * anything. A lock left by a process of this host that has died (a crash, a kill -9), or by an
 * earlier run of this very process id (a restarted container), is taken over.
 * Returns the release, which removes the file.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': created by this call or not at all, so two starts cannot both take it.
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n${hostname()}\n`);
      closeSync(fd);
      return () => {
        const holder = holderOf(file);
        if (holder?.pid === process.pid && holder.host === hostname())
          rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && mayBeRunning(holder))
        throw new DataDirInUseError(dataDir, holder, file);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock file ${file}`);
}

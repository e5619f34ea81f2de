import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name in DATA_DIR: it holds the process id of the server using the folder. */
export const DATA_DIR_LOCK_FILE = 'parley.pid';

/** Another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another server (process ${pid}). ` +
        'Stop it, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
    );
    this.name = 'DataDirInUseError';
  }
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

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database's folder for this process. PGlite is one process's database: a
 * second server on the same files would corrupt them, so it is refused here, before it opens
 * anything. A lock left by a process that has died (a crash, a kill -9) is taken over.
 * Returns the release, which removes the file.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': created by this call or not at all, so two starts cannot both take it.
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock file ${file}`);
}

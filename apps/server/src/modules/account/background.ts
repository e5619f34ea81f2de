import type { Logger } from 'pino';

/** Work a request starts but does not wait for; the server's close waits for it instead. */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  settle(): Promise<void>;
}

export function createBackgroundTasks(log: Pick<Logger, 'error'>): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const running = task()
        .catch((err: unknown) => log.error({ err }, `${label} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}

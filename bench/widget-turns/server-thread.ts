import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ServerReady, WorkerInput } from './server-worker';

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** The server in a worker thread of its own, on a loopback port, until `stop`. */
export async function startServer(input: WorkerInput) {
  // Worker threads do not inherit tsx's loader (Node 20): the worker loads its TypeScript
  // through tsx's API instead.
  const entry = new URL('./server-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { eval: true, workerData: input });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    worker.once('message', (message: ServerReady) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the server worker exited (${code})`)));
  });
  return {
    ...ready,
    /** The server thread's event loop utilisation (since an earlier reading). */
    busy: (since?: EventLoopUtilization) => worker.performance.eventLoopUtilization(since),
    async stop() {
      const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

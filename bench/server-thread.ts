import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * A benchmark's server in a worker thread of its own, on a loopback port, until `stop`: `entry`
 * is a worker module that posts what it serves once listening and closes when asked
 * (`serveUntilAsked` in bench-server.ts).
 */
export async function startServerThread<TReady extends object>(entry: URL, workerData: unknown) {
  // Worker threads do not inherit tsx's loader (Node 20): the worker loads its TypeScript
  // through tsx's API instead.
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { eval: true, workerData });
  const ready = await new Promise<TReady>((resolve, reject) => {
    worker.once('message', (message: TReady) => resolve(message));
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

import { startServerThread } from '../server-thread';
import type { ServerReady, WorkerInput } from './server-worker';

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** The server with the demo store, in a worker thread of its own (server-worker.ts). */
export const startServer = (input: WorkerInput) =>
  startServerThread<ServerReady>(new URL('./server-worker.ts', import.meta.url), input);

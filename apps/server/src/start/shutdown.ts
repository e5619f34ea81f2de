import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * Closes the server within `timeoutMs`: it stops accepting connections at once (Fastify answers
 * 503 to a new request on a kept-alive connection), lets the requests in flight finish and closes
 * each connection once it is idle, and when the time is up closes the connections still open, so that a stuck
 * client cannot hold a deployment up. Resolves with whether any connection had to be cut off.
 */
export async function closeWithin(
  app: FastifyInstance,
  timeoutMs: number,
  log: Pick<Logger, 'warn'>,
): Promise<{ cutOff: boolean }> {
  const closing = app.close();
  // Node closes the connections idle when closing starts; one whose request finishes later would
  // stay open (keep-alive) until the time runs out, so those are closed as they fall idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const first = await Promise.race([closing.then(() => 'closed' as const), timedOut]);
  clearTimeout(timer);
  clearInterval(sweeper);
  if (first === 'closed') return { cutOff: false };
  log.warn(
    { timeoutMs },
    'requests still in flight when the shutdown time ran out: closing their connections',
  );
  app.server.closeAllConnections();
  await closing;
  return { cutOff: true };
}

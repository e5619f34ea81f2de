import { createServer } from 'node:net';

/**
 * Whether the server could listen at host:port, asked before anything is opened or written: a
 * start that would fail to listen stops here, with one clear line, instead of after it has
 * migrated and seeded the database.
 */
export function portProblem(host: string, port: number): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === 'EADDRINUSE'
          ? `PORT: ${port} is already in use on ${host} (another server is listening there)`
          : error.code === 'EACCES'
            ? `PORT: ${port} may not be used by this user on ${host}`
            : `HOST/PORT: cannot listen on ${host}:${port} (${error.code ?? error.message})`,
      );
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

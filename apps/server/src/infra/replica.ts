import type { Deps } from '../deps';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Runs a read that may lag a little (statistics, search, an export) on the read replica when
 * DATABASE_REPLICA_URL is set: `read` gets the deps with the replica as their database. If the
 * replica cannot be reached the read runs on the primary instead, with a warning: a replica
 * outage slows the primary, it does not take those screens away. Never for anything a user has
 * just changed and expects to see: that is read from the primary.
 */
export async function onReplica<Read extends (replicaDeps: Deps) => Promise<unknown>>(
  deps: Deps,
  read: Read,
): Promise<Awaited<ReturnType<Read>>> {
  // A service may answer one of several shapes (a union of promises): typed from `read` itself.
  type Answer = Awaited<ReturnType<Read>>;
  if (deps.readDb === deps.db) return (await read(deps)) as Answer;
  try {
    return (await read({ ...deps, db: deps.readDb, preparedDb: deps.readDb })) as Answer;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    deps.log.warn({ err: error }, 'the read replica does not answer: reading from the primary');
    return (await read(deps)) as Answer;
  }
}

import { eq } from 'drizzle-orm';
import type { TDemoFill } from '@parley/contract';
import type { Deps } from '../../deps';
import { retailers } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { countStoreSessions, findPendingDemoFill } from './repository';

/** How far the demo store's background fill is; every other store is not being filled. */
export async function findDemoFill(
  deps: Pick<Deps, 'db' | 'config'>,
  retailerId: string,
): Promise<TDemoFill> {
  const [retailer] = await deps.db
    .select({ id: retailers.id })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  if (!retailer) throw new NotFoundError();
  const target = deps.config.demoNegotiations;
  if (target === 0 || (await findPendingDemoFill(deps.db)) !== retailerId) {
    return { filling: false };
  }
  const made = Math.min(target, await countStoreSessions(deps.db, retailerId));
  return { filling: true, made, target };
}

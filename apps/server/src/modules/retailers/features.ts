import {
  PLAN_FEATURE_NAMES,
  PLAN_FEATURES,
  RETAILER_FEATURE_INFO,
  RETAILER_FEATURES,
  type TFeatureListResponse,
  type TRetailer,
  type TRetailerFeatureChangesResponse,
  type TRetailerFeaturesRequest,
} from '@parley/contract';
import { NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import {
  insertFeatureChanges,
  listFeatureChangeRows,
  lockRetailerFeatures,
} from './feature-changes';
import { findRetailerRow, updateRetailerRow } from './repository';
import { findRetailer, type RetailerDeps } from './service';

/** Shown for a change whose administrator's account has since been deleted. */
export const DELETED_USER = '(deleted user)';

/** GET /features: what an administrator switches per retailer, and what plans include. */
export const findFeatures = (): TFeatureListResponse => ({
  retailer_features: RETAILER_FEATURES.map((code) => ({ code, ...RETAILER_FEATURE_INFO[code] })),
  plan_features: PLAN_FEATURES.map((code) => ({ code, name: PLAN_FEATURE_NAMES[code] })),
});

/**
 * PUT /retailers/{id}/features (administrators): the retailer's features become exactly the list
 * (each once, in the table's order), and every feature switched on or off is recorded.
 */
export async function updateRetailerFeatures(
  deps: RetailerDeps,
  principal: Principal,
  retailerId: string,
  request: TRetailerFeaturesRequest,
): Promise<TRetailer> {
  const wanted = RETAILER_FEATURES.filter((code) => request.available_features.includes(code));
  const id = retailerId.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const current = orNotFound(await lockRetailerFeatures(tx, id));
    const switched = [
      ...wanted.filter((code) => !current.includes(code)).map((code) => [code, true] as const),
      ...current.filter((code) => !wanted.includes(code)).map((code) => [code, false] as const),
    ];
    await updateRetailerRow(tx, id, { availableFeatures: wanted });
    await insertFeatureChanges(
      tx,
      switched.map(([feature, enabled]) => ({
        retailerId: id,
        feature,
        enabled,
        changedBy: principal.userId,
      })),
      deps.clock.now(),
    );
  });
  return findRetailer(deps, id);
}

/** GET /retailers/{id}/feature_changes (administrators): newest first, with who switched. */
export async function findRetailerFeatureChanges(
  deps: Pick<RetailerDeps, 'db'>,
  retailerId: string,
): Promise<TRetailerFeatureChangesResponse> {
  if (!(await findRetailerRow(deps.db, retailerId))) throw new NotFoundError();
  const rows = await listFeatureChangeRows(deps.db, retailerId);
  return {
    changes: rows.map((row) => ({
      feature: row.feature,
      enabled: row.enabled,
      changed_by: row.email ?? DELETED_USER,
      changed_at: row.changedAt.toISOString(),
    })),
  };
}

import { MSG, type TReasonContext, type TRetailerFeature } from '@parley/contract';
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { reachableRetailerId } from '../../plugins/access';
import { findReasonRow, findRetailerFeatures, type ReasonRecord } from './repository';

/**
 * The reasons routes name no retailer in their path, so their policy is `authenticated` and these
 * checks do the tenancy, as for rules: a retailer user reaches only their own retailer's reasons,
 * the global ones are the administrators', and anything else answers 404 like a missing reason.
 */

export interface ReasonRetailer {
  id: string;
  features: TRetailerFeature[];
}

/** The global reasons are for administrators: 403 for others. */
export function checkReasonContext(principal: Principal, context: TReasonContext) {
  if (context === 'admin:global' && !principal.isAdmin) throw new ForbiddenError();
}

/** The retailer a request names, with its features; 404 when it is missing or not the caller's. */
export async function loadReasonRetailer(
  db: Executor,
  principal: Principal,
  retailerId: string,
): Promise<ReasonRetailer> {
  const id = reachableRetailerId(principal, retailerId);
  const features = orNotFound(await findRetailerFeatures(db, id));
  return { id, features };
}

/** Whether the reason is in the context's list and the caller may reach it. */
const canReachReason = (principal: Principal, reason: ReasonRecord, context: TReasonContext) =>
  context === 'admin:global'
    ? reason.retailerId === null
    : reason.retailerId !== null &&
      (principal.isAdmin || reason.retailerId === principal.retailerId);

/** The live reason, when the caller may reach it in this context; else 403 or 404. */
export async function loadReason(
  db: Executor,
  principal: Principal,
  reasonId: string,
  context: TReasonContext,
): Promise<ReasonRecord> {
  checkReasonContext(principal, context);
  const row = await findReasonRow(db, reasonId);
  if (!row || !canReachReason(principal, row, context)) throw new NotFoundError();
  return row;
}

/**
 * A retailer's reasons are written only with its `reasons_editing` feature (administrators too,
 * as in Store Settings): reading them needs no feature, since the bot may already quote them.
 */
export async function checkReasonsEditing(db: Executor, retailerId: string | null) {
  if (retailerId === null) return;
  const features = await findRetailerFeatures(db, retailerId);
  if (!features?.includes('reasons_editing')) {
    throw new ForbiddenError(MSG.brandStatementsNotEnabled);
  }
}

import {
  MSG,
  type TDeletedResponse,
  type TReason,
  type TReasonContext,
  type TReasonListQuery,
  type TReasonListResponse,
  type TReasonSaveRequest,
  type TReasonUpdateRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { FieldError, NotFoundError, orNotFound } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { presentReason } from './present';
import {
  insertReasonRow,
  listReasonRows,
  softDeleteReasonRows,
  updateReasonRow,
  type ReasonRecord,
} from './repository';
import { checkReasonContext, checkReasonsEditing, loadReason, loadReasonRetailer } from './tenancy';
import { storedReasonText } from './text';

/** Reasons (part 2 §7): a retailer's own (context `reasons`) and the global ones (`admin:global`). */

type ReasonDeps = Pick<Deps, 'db' | 'clock'>;

/** GET /reasons: one list, newest first. */
export async function findReasons(
  deps: ReasonDeps,
  principal: Principal,
  query: TReasonListQuery,
): Promise<TReasonListResponse> {
  checkReasonContext(principal, query.context);
  let owner: string | null = null;
  if (query.context === 'reasons') {
    // The contract requires the retailer for a retailer's own list.
    if (!query.retailer_id) throw new NotFoundError();
    owner = (await loadReasonRetailer(deps.db, principal, query.retailer_id)).id;
  }
  return { reasons: (await listReasonRows(deps.db, owner)).map(presentReason) };
}

/** GET /reasons/{id}: the reason the editor loads. */
export async function findReason(
  deps: ReasonDeps,
  principal: Principal,
  reasonId: string,
  context: TReasonContext,
): Promise<TReason> {
  return presentReason(await loadReason(deps.db, principal, reasonId, context));
}

/** The retailer a new reason of context `reasons` goes to: the body's, or the user's own. */
async function ownerOfNewReason(deps: ReasonDeps, principal: Principal, save: TReasonSaveRequest) {
  if (save.context === 'admin:global') return null;
  const retailerId = save.retailer_id ?? (principal.isAdmin ? null : principal.retailerId);
  if (!retailerId) throw new FieldError({ retailer_id: MSG.required });
  return (await loadReasonRetailer(deps.db, principal, retailerId)).id;
}

/** POST /reasons: a new reason starts inactive unless `active` is true. */
export async function createReason(
  deps: ReasonDeps,
  principal: Principal,
  save: TReasonSaveRequest,
): Promise<TReason> {
  checkReasonContext(principal, save.context);
  const retailerId = await ownerOfNewReason(deps, principal, save);
  await checkReasonsEditing(deps.db, retailerId);
  const reasonText = storedReasonText(save.reason_text);
  const row = await insertReasonRow(
    deps.db,
    { retailerId, reasonText, active: save.active === true },
    deps.clock.now(),
  );
  return presentReason(row);
}

async function updated(deps: ReasonDeps, reasonId: string, values: Partial<ReasonRecord>) {
  // Deleted between the read and the write: gone, like a missing one.
  const row = orNotFound(await updateReasonRow(deps.db, reasonId, values, deps.clock.now()));
  return presentReason(row);
}

/**
 * PUT /reasons/{id} from the editor: the text, and `active` when given. A retailer's reason stays
 * with its retailer: another retailer_id answers 404, as that retailer has no such reason.
 */
export async function saveReason(
  deps: ReasonDeps,
  principal: Principal,
  reasonId: string,
  save: TReasonSaveRequest,
): Promise<TReason> {
  const row = await loadReason(deps.db, principal, reasonId, save.context);
  const retailerId = save.retailer_id?.toLowerCase();
  if (save.context === 'reasons' && retailerId && retailerId !== row.retailerId) {
    throw new NotFoundError();
  }
  await checkReasonsEditing(deps.db, row.retailerId);
  const reasonText = storedReasonText(save.reason_text);
  return updated(deps, row.id, {
    reasonText,
    ...(save.active === undefined ? {} : { active: save.active }),
  });
}

/** PUT /reasons/{id}: the editor's whole save, or the list's Active? switch. */
export async function updateReason(
  deps: ReasonDeps,
  principal: Principal,
  reasonId: string,
  update: TReasonUpdateRequest,
): Promise<TReason> {
  if ('reason_text' in update) return saveReason(deps, principal, reasonId, update);
  const row = await loadReason(deps.db, principal, reasonId, update.context);
  await checkReasonsEditing(deps.db, row.retailerId);
  return updated(deps, row.id, { active: update.active });
}

/** DELETE /reasons/{id}: a soft delete. */
export async function deleteReason(
  deps: ReasonDeps,
  principal: Principal,
  reasonId: string,
  context: TReasonContext,
): Promise<TDeletedResponse> {
  const row = await loadReason(deps.db, principal, reasonId, context);
  await checkReasonsEditing(deps.db, row.retailerId);
  const deleted = await softDeleteReasonRows(deps.db, [row.id], deps.clock.now());
  if (deleted === 0) throw new NotFoundError();
  return { deleted };
}

import {
  MSG,
  type TAccount,
  type TOkResponse,
  type TPasswordUpdateRequest,
  type TUpdateAccountRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { BusinessError, UnauthenticatedError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { findUserByEmail, findUserWithRetailer, normaliseEmail } from '../users';
import { changePassword } from './password-change';
import { resetPassword } from './password-reset';
import { presentAccount } from './present';
import { updateUserDetails } from './repository';
import { isUniqueViolation } from '../../db/constraints';

export async function findAccount(deps: Pick<Deps, 'db'>, userId: string): Promise<TAccount> {
  const row = await findUserWithRetailer(deps.db, userId);
  // A valid token for a user deleted since: they have to sign in again.
  if (!row) throw new UnauthenticatedError();
  return presentAccount(row);
}

/** My Details: name and e-mail (stored lower-case, and nobody else's). */
export async function updateAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  update: TUpdateAccountRequest,
): Promise<TAccount> {
  const email = normaliseEmail(update.email);
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== userId) throw new BusinessError(MSG.emailInUse);
  try {
    const updated = await updateUserDetails(
      deps.db,
      userId,
      { name: update.name, email },
      deps.clock.now(),
    );
    if (!updated) throw new UnauthenticatedError();
  } catch (error) {
    // Two users claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw new BusinessError(MSG.emailInUse);
    throw error;
  }
  return findAccount(deps, userId);
}

/**
 * PUT /account/password carries a reset token (public: the token is the credential) or the
 * current password (a change, which needs the signed-in user: asked for only then, so an
 * anonymous change is a 401).
 */
export async function updatePassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  request: TPasswordUpdateRequest,
  signedInUser: () => Principal,
  clientAddress: string,
): Promise<TOkResponse> {
  if ('token' in request) return resetPassword(deps, request);
  return changePassword(deps, signedInUser(), request, clientAddress);
}

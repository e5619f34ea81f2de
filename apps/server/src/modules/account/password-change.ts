import { MSG, type TChangePasswordRequest, type TOkResponse } from '@parley/contract';
import type { Deps } from '../../deps';
import { BusinessError, UnauthenticatedError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { attemptSucceeded, reserveAttempt, type ThrottlePolicy } from '../../infra/throttle';
import { findUserById, noteTokenVersion } from '../users';
import { checkNewPassword, storeNewPassword } from './new-password';

/**
 * Guessing the current password with a stolen access token is password guessing all the same:
 * back-off after a few wrong answers, per user and per client address.
 */
export const PASSWORD_CHANGE_THROTTLE: ThrottlePolicy = {
  kind: 'password_change',
  perAddress: { max: 30, windowSeconds: 60 },
  perAccount: { max: 20, windowSeconds: 3600 },
  backoff: { after: 5, baseSeconds: 15, maxSeconds: 15 * 60 },
};

/** Change Password: the signed-in user proves the current password; every session then ends. */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  principal: Principal,
  request: TChangePasswordRequest,
  clientAddress: string,
): Promise<TOkResponse> {
  checkNewPassword(request.newPassword);
  const user = await findUserById(deps.db, principal.userId);
  if (!user) throw new UnauthenticatedError();
  const attemptId = await reserveAttempt(deps, PASSWORD_CHANGE_THROTTLE, user.id, clientAddress);
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) {
    throw new BusinessError(MSG.wrongCurrentPassword);
  }
  await attemptSucceeded(deps, attemptId);
  const passwordHash = await hashPassword(request.newPassword);
  const raised = await deps.db.transaction((tx) =>
    storeNewPassword(tx, user.id, passwordHash, deps.clock.now()),
  );
  noteTokenVersion(raised, deps.clock.now());
  return { message: MSG.passwordUpdated };
}

import { MSG, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@parley/contract';
import type { Executor } from '../../db/client';
import { BusinessError } from '../../errors';
import { endUserSessions } from '../auth';
import { setUserPassword, useUpResetTokens } from './repository';

/** The server's own length rule, checked before any token is used or password compared. */
export function checkNewPassword(password: string) {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) throw new BusinessError(MSG.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) throw new BusinessError(MSG.passwordTooLong);
}

/**
 * What every password change does, inside the caller's transaction: store the new hash, make
 * earlier reset links useless and end every session (a stolen refresh or access token dies with
 * it). The caller passes the answer to `noteTokenVersion` once the transaction has committed.
 */
export async function storeNewPassword(
  tx: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
) {
  await setUserPassword(tx, userId, passwordHash, now);
  await useUpResetTokens(tx, userId, now);
  return endUserSessions(tx, userId);
}

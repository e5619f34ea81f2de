import type { z } from 'zod';
import {
  MSG,
  PRODUCT_NAME,
  type TOkResponse,
  type TResetPasswordRequest,
  type ZPasswordEmailRequest,
} from '@parley/contract';
import type { Deps } from '../../deps';
import { BusinessError, NotFoundError, UnauthenticatedError } from '../../errors';
import { addSeconds } from '../../lib/clock';
import type { Principal } from '../../lib/jwt';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import { PASSWORD_EMAIL_THROTTLE, reserveAttempt } from '../../infra/throttle';
import { findRetailerRow } from '../retailers';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  noteTokenVersion,
  type UserRow,
} from '../users';
import type { BackgroundTasks } from './background';
import { checkNewPassword, storeNewPassword } from './new-password';
import { claimResetToken, findUsableResetToken, insertResetToken } from './repository';

type MailDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;
type PasswordEmailRequest = z.infer<typeof ZPasswordEmailRequest>;

function describeLifetime(seconds: number) {
  if (seconds === 3600) return 'one hour';
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'one minute' : `${minutes} minutes`;
}

/** A fresh single-use reset token (256 random bits, stored only as its hash) sent by e-mail. */
async function sendResetLink(deps: MailDeps, user: Pick<UserRow, 'id' | 'name' | 'email'>) {
  const token = randomToken();
  const ttl = deps.config.passwordResetTtlSeconds;
  await insertResetToken(deps.db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: addSeconds(deps.clock.now(), ttl),
  });
  const link = `${deps.config.publicUrl}/#/account/forgot/${token}`;
  await deps.mailer.send({
    kind: 'password_reset',
    to: user.email,
    subject: `Set a new ${PRODUCT_NAME} password`,
    text: [
      `Hello ${user.name},`,
      '',
      `We received a request to set a new password for your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
      '',
      link,
      '',
      `The link works once and expires in ${describeLifetime(ttl)}. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  });
}

/** Each request uses up allowance whatever the address, so known and unknown ones look alike. */
async function throttlePasswordEmail(
  deps: Pick<Deps, 'db' | 'clock'>,
  account: string,
  clientAddress: string,
) {
  await reserveAttempt(deps, PASSWORD_EMAIL_THROTTLE, account, clientAddress);
}

/**
 * Forgot password: the same answer, after the same work, whether or not the address belongs to
 * anyone. Looking the user up and sending happen after the answer, so timing tells nothing.
 */
export async function requestPasswordReset(
  deps: MailDeps & { background: BackgroundTasks },
  email: string,
  clientAddress: string,
): Promise<TOkResponse> {
  const account = normaliseEmail(email);
  await throttlePasswordEmail(deps, account, clientAddress);
  deps.background.run('password reset e-mail', async () => {
    const user = await findUserByEmail(deps.db, account);
    if (user) await sendResetLink(deps, user);
  });
  return { message: MSG.forgotSent };
}

/**
 * POST /auth/password: a password link for the signed-in user (the admin "change password"
 * screen, and the plan page with its retailer id). A Shopify store's users sign in through
 * Shopify, which keeps their password: the plan page's request for one is refused (422).
 */
export async function emailPasswordLink(
  deps: MailDeps,
  principal: Principal,
  request: PasswordEmailRequest,
  clientAddress: string,
): Promise<TOkResponse> {
  if (request.retailer_id && !principal.isAdmin && request.retailer_id !== principal.retailerId) {
    throw new NotFoundError();
  }
  if (request.retailer_id) {
    const store = await findRetailerRow(deps.db, request.retailer_id);
    if (store?.retailer.storePlatform === 'shopify') {
      throw new BusinessError(MSG.shopifyPasswordChange);
    }
  }
  const user = await findUserById(deps.db, principal.userId);
  if (!user) throw new UnauthenticatedError();
  await throttlePasswordEmail(deps, user.email, clientAddress);
  await sendResetLink(deps, user);
  return { message: MSG.adminPasswordRequested };
}

/** Reset with the e-mailed token: single use, within its lifetime, then every session ends. */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  request: TResetPasswordRequest,
): Promise<TOkResponse> {
  checkNewPassword(request.newPassword);
  const tokenHash = sha256(request.token);
  // A cheap look first, so that a wrong token costs no password hashing.
  if (!(await findUsableResetToken(deps.db, tokenHash, deps.clock.now()))) {
    throw new BusinessError(MSG.resetTokenInvalid);
  }
  const passwordHash = await hashPassword(request.newPassword);
  const raised = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const claimed = await claimResetToken(tx, tokenHash, now);
    if (!claimed) throw new BusinessError(MSG.resetTokenInvalid);
    return storeNewPassword(tx, claimed.userId, passwordHash, now);
  });
  noteTokenVersion(raised, deps.clock.now());
  return { message: MSG.passwordResetDone };
}

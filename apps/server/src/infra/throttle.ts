import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../deps';
import { authAttempts } from '../db/schema';
import { TooManyRequestsError } from '../errors';
import { addSeconds } from '../lib/clock';

export interface ThrottlePolicy {
  kind: string;
  /** Attempts of any outcome from one client address. */
  perAddress: { max: number; windowSeconds: number };
  /** Failed attempts against one account. */
  perAccount: { max: number; windowSeconds: number };
  /** Exponential back-off once an account has this many failures in a row. */
  backoff?: { after: number; baseSeconds: number; maxSeconds: number };
}

/** ASVS 6.3: ~30 a minute per address, back-off after 5 failures, at most 100 an hour. */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  kind: 'login',
  perAddress: { max: 30, windowSeconds: 60 },
  perAccount: { max: 100, windowSeconds: 3600 },
  backoff: { after: 5, baseSeconds: 15, maxSeconds: 15 * 60 },
};

/** Password e-mails (forgot, change by e-mail): a few an hour per account and per address. */
export const PASSWORD_EMAIL_THROTTLE: ThrottlePolicy = {
  kind: 'password_email',
  perAddress: { max: 20, windowSeconds: 3600 },
  perAccount: { max: 5, windowSeconds: 3600 },
};

const secondsBetween = (later: Date, earlier: Date) =>
  Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));

/** The attempts of this kind that match `whose` and fall in the window ending at `now`. */
const inWindow = (kind: string, whose: SQL, window: { windowSeconds: number }, now: Date) =>
  and(
    eq(authAttempts.kind, kind),
    whose,
    gt(authAttempts.createdAt, addSeconds(now, -window.windowSeconds)),
  );

/**
 * Throws TooManyRequestsError when the address or the account is over its limit. Refused
 * attempts are not recorded, so hammering a locked account does not extend its lock: the real
 * user gets back in when the cool-down ends.
 */
export async function checkThrottle(
  deps: Pick<Deps, 'db' | 'clock'>,
  policy: ThrottlePolicy,
  account: string,
  clientAddress: string,
) {
  const now = deps.clock.now();
  const [byAddress] = await deps.db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${authAttempts.createdAt})`.mapWith(authAttempts.createdAt),
    })
    .from(authAttempts)
    .where(
      inWindow(policy.kind, eq(authAttempts.clientAddress, clientAddress), policy.perAddress, now),
    );
  if (byAddress && byAddress.count >= policy.perAddress.max && byAddress.oldest) {
    const reopens = addSeconds(byAddress.oldest, policy.perAddress.windowSeconds);
    throw new TooManyRequestsError(secondsBetween(reopens, now));
  }

  const failures = await deps.db
    .select({ createdAt: authAttempts.createdAt, succeeded: authAttempts.succeeded })
    .from(authAttempts)
    .where(inWindow(policy.kind, eq(authAttempts.account, account), policy.perAccount, now))
    .orderBy(sql`${authAttempts.createdAt} desc`, sql`${authAttempts.id} desc`);
  const failed = failures.filter((f) => !f.succeeded);
  if (failed.length >= policy.perAccount.max) {
    const oldest = failed[failed.length - 1]!.createdAt;
    const reopens = addSeconds(oldest, policy.perAccount.windowSeconds);
    throw new TooManyRequestsError(secondsBetween(reopens, now));
  }
  if (policy.backoff) {
    const inARow = failures.findIndex((f) => f.succeeded);
    const streak = inARow === -1 ? failures.length : inARow;
    if (streak >= policy.backoff.after) {
      const wait = Math.min(
        policy.backoff.maxSeconds,
        policy.backoff.baseSeconds * 2 ** (streak - policy.backoff.after),
      );
      const reopens = addSeconds(failures[0]!.createdAt, wait);
      if (reopens > now) throw new TooManyRequestsError(secondsBetween(reopens, now));
    }
  }
}

export async function recordAttempt(
  deps: Pick<Deps, 'db' | 'clock'>,
  policy: ThrottlePolicy,
  account: string,
  clientAddress: string,
  succeeded: boolean,
) {
  await deps.db.insert(authAttempts).values({
    kind: policy.kind,
    account,
    clientAddress,
    succeeded,
    createdAt: deps.clock.now(),
  });
}

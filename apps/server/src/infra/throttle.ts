import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
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
async function refuseOverLimit(
  tx: Executor,
  policy: ThrottlePolicy,
  account: string,
  clientAddress: string,
  now: Date,
) {
  const [byAddress] = await tx
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

  const failures = await tx
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

/**
 * Advisory lock classes (the two-key form, apart from the one-key locks used elsewhere): one
 * account's attempts, and one address's. Always taken in this order, so two reservations
 * never wait on each other in a cycle.
 */
const ACCOUNT_LOCK = 1;
const ADDRESS_LOCK = 2;

const lockAttempts = (tx: Executor, lockClass: number, kind: string, who: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${`${kind}:${who}`}))`);

/**
 * Reserves one attempt, recorded as failed, or throws TooManyRequestsError (recording nothing).
 * The check and the record are one step under locks on the account and the address: checked
 * first and recorded after the password was verified, 40 parallel guesses all passed a check
 * that none of them had yet counted against. Answers the attempt's id for `attemptSucceeded`.
 */
export async function reserveAttempt(
  deps: Pick<Deps, 'db' | 'clock'>,
  policy: ThrottlePolicy,
  account: string,
  clientAddress: string,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockAttempts(tx, ACCOUNT_LOCK, policy.kind, account);
    await lockAttempts(tx, ADDRESS_LOCK, policy.kind, clientAddress);
    // Counted once the locks are held: any reservation before this one has committed by then,
    // and each statement (READ COMMITTED) sees what has committed.
    const now = deps.clock.now();
    await refuseOverLimit(tx, policy, account, clientAddress, now);
    const [row] = await tx
      .insert(authAttempts)
      .values({ kind: policy.kind, account, clientAddress, succeeded: false, createdAt: now })
      .returning({ id: authAttempts.id });
    return row!.id;
  });
}

/**
 * A reserved attempt that succeeded gives its reservation back: still an attempt from its
 * address, but no failure of the account, and the end of its run of failures.
 */
export async function attemptSucceeded(deps: Pick<Deps, 'db'>, attemptId: number) {
  await deps.db.update(authAttempts).set({ succeeded: true }).where(eq(authAttempts.id, attemptId));
}

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { authAttempts, loginTokens } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { sweepExpired } from './service';

const t = await createTestApp();
afterAll(() => t.close());

const DAY = 24 * 3600;

describe('the sweep of expired rows', () => {
  it('deletes what expired more than a day ago and keeps the rest', async () => {
    const user = await t.createUser();
    const now = t.clock.now();
    const token = (expiresAt: Date) => ({
      tokenHash: randomUUID(),
      userId: user.id,
      purpose: 'login_as',
      expiresAt,
    });
    const tokens = await t.db
      .insert(loginTokens)
      .values([
        token(addSeconds(now, -2 * DAY)),
        token(addSeconds(now, -3600)),
        token(addSeconds(now, 300)),
      ])
      .returning({ id: loginTokens.id });
    const attempt = (createdAt: Date) => ({
      kind: 'login',
      account: user.email,
      clientAddress: '203.0.113.1',
      succeeded: false,
      createdAt,
    });
    const attempts = await t.db
      .insert(authAttempts)
      .values([attempt(addSeconds(now, -2 * DAY)), attempt(addSeconds(now, -60))])
      .returning({ id: authAttempts.id });

    const deleted = await sweepExpired(t.deps);
    expect(deleted).toMatchObject({ loginTokens: 1, authAttempts: 1 });
    const tokenIds = tokens.map((row) => row.id);
    const left = await t.db
      .select({ id: loginTokens.id })
      .from(loginTokens)
      .where(inArray(loginTokens.id, tokenIds));
    expect(left.map((row) => row.id).sort()).toEqual([tokens[1]!.id, tokens[2]!.id].sort());
    const attemptIds = attempts.map((row) => row.id);
    const attemptsLeft = await t.db
      .select({ id: authAttempts.id })
      .from(authAttempts)
      .where(inArray(authAttempts.id, attemptIds));
    expect(attemptsLeft.map((row) => row.id)).toEqual([attempts[1]!.id]);

    // Run again, nothing more goes.
    expect(Object.values(await sweepExpired(t.deps)).every((n) => n === 0)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOGIN_THROTTLE } from '../../infra/throttle';
import { verifyPassword } from '../../lib/passwords';
import { authorizeQuery, openLoginForm, pkce, postForm } from '../../../test/support/auth';
import type * as Passwords from '../../lib/passwords';

// Counts the password checks: a guess the throttle let through is one that was verified.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verified = () => vi.mocked(verifyPassword).mock.calls.length;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  const { cookies, fields } = await openLoginForm(t, authorizeQuery(pkce().challenge));
  return postForm(t, '/oauth/authorize', { ...fields, email, password }, { cookies, headers });
}

/** Opens every form first, then posts all the guesses at once, each from `addressOf(i)`. */
async function parallelGuesses(
  count: number,
  emailOf: (i: number) => string,
  addressOf: (i: number) => string,
) {
  const forms = [];
  for (let i = 0; i < count; i++) {
    forms.push(await openLoginForm(t, authorizeQuery(pkce().challenge)));
  }
  vi.mocked(verifyPassword).mockClear();
  const responses = await Promise.all(
    forms.map(({ cookies, fields }, i) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies,
        remoteAddress: addressOf(i),
        payload: new URLSearchParams({
          ...fields,
          email: emailOf(i),
          password: 'wrong guess',
        }).toString(),
      }),
    ),
  );
  return responses.map((response) => response.statusCode);
}

describe('hosted login throttling', () => {
  it('backs off after five failures, even for the right password, until the cool-down ends', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(user.email, 'wrong password')).statusCode).toBe(401);
    }
    const throttled = await attempt(user.email, user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toContain(MSG.tooManyRequests);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The account key is the normalised address: changing its case does not help.
    expect((await attempt(` ${user.email.toUpperCase()} `, user.password)).statusCode).toBe(429);

    t.clock.advance(LOGIN_THROTTLE.backoff!.baseSeconds + 1);
    expect((await attempt(user.email, user.password)).statusCode).toBe(302);
  });

  it('limits one address however X-Forwarded-For is rotated', async () => {
    t.clock.advance(3600);
    const { max } = LOGIN_THROTTLE.perAddress;
    for (let i = 0; i < max; i++) {
      const response = await attempt(`nobody-${i}@example.com`, 'guess', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const user = await t.createUser();
    const blocked = await attempt(user.email, user.password, { 'x-forwarded-for': '198.51.100.7' });
    expect(blocked.statusCode).toBe(429);

    t.clock.advance(LOGIN_THROTTLE.perAddress.windowSeconds + 1);
    expect((await attempt(user.email, user.password)).statusCode).toBe(302);
  });

  it('verifies at most the back-off allowance of parallel guesses on one account', async () => {
    t.clock.advance(3600);
    const user = await t.createUser();
    const statuses = await parallelGuesses(
      40,
      () => user.email,
      (i) => `192.0.2.${i + 1}`,
    );
    const { after } = LOGIN_THROTTLE.backoff!;
    // Exactly the allowance: no more slip through, and none of it is lost to the race.
    expect(verified()).toBe(after);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verified());
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verified());
  });

  it('evaluates at most the per-address allowance of parallel guesses from one address', async () => {
    t.clock.advance(3600);
    const statuses = await parallelGuesses(
      80,
      (i) => `parallel-${i}@example.com`,
      () => '198.51.100.20',
    );
    const { max } = LOGIN_THROTTLE.perAddress;
    expect(verified()).toBe(max);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verified());
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - verified());
  });
});

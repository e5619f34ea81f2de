import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOGIN_THROTTLE } from '../../infra/throttle';
import { authorizeQuery, openLoginForm, pkce, postForm } from '../../../test/support/auth';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  const { cookies, fields } = await openLoginForm(t, authorizeQuery(pkce().challenge));
  return postForm(t, '/oauth/authorize', { ...fields, email, password }, { cookies, headers });
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
});

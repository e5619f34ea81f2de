import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { authorizeQuery, openLoginForm, pkce, postForm } from '../support/auth';
import { testStore, widget } from '../support/widget';

/**
 * Limits with several server processes on one database: each process here is an app of its own
 * (its own memory, as a process has), on one database and, for the widget, one Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL;

async function processesOnOneDatabase(count: number, env: Record<string, string> = {}) {
  const first = await createTestApp(env);
  const others = await Promise.all(
    Array.from({ length: count - 1 }, () => createTestApp(env, { databaseOf: first })),
  );
  return [first, ...others];
}
const closeAll = async (apps: TestApp[]) => {
  for (const app of apps.reverse()) await app.close();
};

describe.skipIf(!redisUrl)("a store key's widget limit", () => {
  const LIMIT = 60;
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = await processesOnOneDatabase(3, {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      WIDGET_RATE_LIMIT_PER_KEY: String(LIMIT),
      WIDGET_RATE_LIMIT_PER_ADDRESS: '100000',
    });
  });
  afterAll(() => closeAll(apps));

  it('holds across three processes within 5%', async () => {
    for (const app of apps) {
      const start = Date.now();
      while (app.deps.limits.mode() !== 'shared' && Date.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const shop = await testStore(apps[0]!);
    const url = `/sessions/${randomUUID()}`;
    let answered = 0;
    for (let i = 0; i < LIMIT * 3; i++) {
      const res = await widget(apps[i % 3]!, shop.headers, 'GET', url);
      if (res.statusCode !== 429) answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(LIMIT * 0.95);
    expect(answered).toBeLessThanOrEqual(LIMIT * 1.05);
  });
});

describe('the sign-in throttle', () => {
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = await processesOnOneDatabase(2);
  });
  afterAll(() => closeAll(apps));

  async function attempt(app: TestApp, email: string, password: string) {
    const { cookies, fields } = await openLoginForm(app, authorizeQuery(pkce().challenge));
    return postForm(app, '/oauth/authorize', { ...fields, email, password }, { cookies });
  }

  it('counts the failures made on every process', async () => {
    const user = await apps[0]!.createUser();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(apps[i % 2]!, user.email, 'wrong password')).statusCode).toBe(401);
    }
    // Three failures were made on the first process and two on the second: both now refuse.
    for (const app of apps)
      expect((await attempt(app, user.email, user.password)).statusCode).toBe(429);
  });
});

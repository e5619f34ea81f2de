import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { access } from '../src/plugins/access';
import { createTestApp, type TestApp } from './test-app';
import { openApiPaths } from './support/api';

let t: TestApp;
let headers: Record<string, string>;
let retailerId: string;

/** What an error body must never show: stack frames, file paths, SQL. */
const LEAKS = [/\bat \S+ \(/, /\.ts:\d+/, /node_modules/, /select /i, /no_such_table/, /stack/i];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        const config = { access: access.public };
        const schema = { hide: true };
        app.get(`${API_BASE_PATH}/test/throws`, { config, schema }, () => {
          throw new Error(
            'select password_hash from users where id = 1 -- at boom (/src/x.ts:1:1)',
          );
        });
        app.get(`${API_BASE_PATH}/test/bad-sql`, { config, schema }, async () =>
          t.db.execute(sql`select * from no_such_table`),
        );
        app.get(
          `${API_BASE_PATH}/test/bad-response`,
          { config, schema: { ...schema, response: { 200: z.object({ id: z.string() }) } } },
          () => ({ id: 42 }) as unknown as { id: string },
        );
      },
    },
  );
  const retailer = await t.createRetailer();
  retailerId = retailer.id;
  headers = await t.bearer(await t.createUser({ retailerId }));
});
afterAll(() => t.close());

describe('error answers', () => {
  it('gives 400 with a message per field when the body fails its schema', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account',
      headers,
      payload: { name: 42, email: 'not-an-address' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errorMessage: string; fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'name']);
    expect(body.fieldErrors.email).toBe(MSG.email);
    expect(body.errorMessage).toBe(body.fieldErrors.name);
  });

  it('gives 400 for JSON that does not parse, whatever the route declares for 400', async () => {
    for (const url of ['/api/v1/account', '/api/v1/account/password']) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ errorMessage: unknown; fieldErrors: unknown }>();
      expect(typeof body.errorMessage).toBe('string');
      expect(body.fieldErrors).toEqual({});
    }
  });

  it('gives 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account',
      headers,
      payload: { name: 'x'.repeat(2 * 1024 * 1024), email: 'big@example.com' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorMessage: 'The request is too large.' });
  });

  it('gives 415 for a content type the API does not take', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account',
        headers: { ...headers, 'content-type': type },
        payload: 'name=x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ errorMessage: 'Unsupported content type.' });
    }
  });

  it('gives a JSON 404 for an unknown API path or method', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['DELETE', '/api/v1/account'],
      ['GET', '/api/nothing-here'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
  });

  it("gives the API's JSON 400 for a path that does not decode, not the framework's body", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/widget/%E0%A4%A', headers });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      errorMessage: 'The request could not be understood.',
      fieldErrors: {},
    });
  });

  it("accepts the console's cache-busting parameter on GET", async () => {
    const stamp = Date.now();
    for (const url of [
      `/api/v1/account?_=${stamp}`,
      `/api/v1/retailers/${retailerId}?context=status&_=${stamp}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('gives 400 for text PostgreSQL cannot hold (a NUL character), not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      payload: { client_id: '\u0000' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(
      'The request could not be understood.',
    );
  });

  it('gives 500 bodies that say nothing of stacks, files or SQL', async () => {
    for (const url of ['throws', 'bad-sql', 'bad-response']) {
      const res = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/test/${url}` });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ errorMessage: MSG.somethingWrong });
      for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
    }
  });
});

describe('security headers', () => {
  it('sends a CSP the console works under, nosniff and no framing', async () => {
    for (const url of ['/', '/api/v1/account', '/api/v1/no-such-thing', '/status.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('API description', () => {
  it('lists the account and retailer operations in /api/openapi.json', async () => {
    const paths = await openApiPaths(t);
    expect(Object.keys(paths['/api/v1/account'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/v1/account/password'] ?? {}).sort()).toEqual(['post', 'put']);
    expect(Object.keys(paths['/api/v1/auth/password'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/v1/retailers/{retailerId}'] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) {
      res = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    }
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

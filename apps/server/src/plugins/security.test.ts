import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The headers every answer carries; the console's pages and the APIs alike. */
const COMMON = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Helmet's order: its defaults' directives first, then the ones only this server adds. */
const policy = (upgrade: string) =>
  "default-src 'self';base-uri 'self';font-src 'self' data:;" +
  "form-action 'self' http://localhost:5173;frame-ancestors 'none';img-src 'self' data: https:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  `${upgrade}media-src 'self' https:;connect-src 'self';frame-src 'self';` +
  'report-uri /api/v1/csp-reports;report-to csp';

describe('security headers', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    const env = { CONSOLE_REDIRECT_URIS: 'http://localhost:5173/callback' };
    http = await createTestApp(env);
    https = await createTestApp({ ...env, PUBLIC_URL: 'https://parley.example' });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it('are set on every answer, found or not, without HSTS over plain http', async () => {
    for (const url of ['/api/v1/auth/me', '/no-such-page']) {
      const res = await http.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(COMMON);
      expect(res.headers['content-security-policy']).toBe(policy(''));
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Where the browser reports what the policy blocked (the report-to group's address).
      expect(res.headers['reporting-endpoints']).toBe('csp="/api/v1/csp-reports"');
    }
  });

  it('add HSTS and upgrade insecure requests when the server is published over https', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.headers).toMatchObject(COMMON);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe(policy('upgrade-insecure-requests;'));
  });
});

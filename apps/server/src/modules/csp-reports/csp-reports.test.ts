import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CSP_REPORTS_PER_MINUTE } from './service';

const URL = '/api/v1/csp-reports';

/** What the server logged at warn and above, parsed. */
const logged: Record<string, unknown>[] = [];
const logger = () =>
  pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
const violations = () => logged.filter((line) => line.msg === 'Content-Security-Policy violation');

/** What Chrome posts to `report-uri` when zod's probe is refused. */
const level2Report = {
  'csp-report': {
    'document-uri': 'http://localhost:3000/?code=secret-code#/retailers',
    referrer: '',
    'violated-directive': 'script-src',
    'effective-directive': 'script-src',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'eval',
    'line-number': 1,
    'column-number': 2048,
    'source-file': 'http://localhost:3000/assets/vendor-abc.js',
    'status-code': 200,
    'script-sample': '',
  },
};

/** What it posts to a `report-to` endpoint: a batch, of any report types. */
const reportingApiReports = [
  {
    age: 10,
    type: 'csp-violation',
    url: 'http://localhost:3000/newdashboard?session=abc',
    user_agent: 'Chrome',
    body: {
      documentURL: 'http://localhost:3000/newdashboard?session=abc',
      blockedURL: 'https://evil.example/x.js?q=1',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      originalPolicy: "default-src 'none'",
      sourceFile: null,
      lineNumber: 0,
      statusCode: 200,
      sample: '',
    },
  },
  { age: 1, type: 'deprecation', url: 'http://localhost:3000/', body: { id: 'x' } },
];

describe('CSP violation reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: logger() });
  });
  afterAll(() => t.close());

  const post = (contentType: string, payload: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': contentType, cookie: 'parley_refresh=do-not-log' },
      remoteAddress,
      payload,
    });

  it('takes a CSP Level 2 report (application/csp-report) and logs it at warn, without queries', async () => {
    logged.length = 0;
    const res = await post('application/csp-report', JSON.stringify(level2Report));
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(violations()).toHaveLength(1);
    const [line] = violations();
    expect(line).toMatchObject({
      level: 40,
      cspViolation: {
        documentUri: 'http://localhost:3000/',
        violatedDirective: 'script-src',
        blockedUri: 'eval',
        disposition: 'enforce',
        sourceFile: 'http://localhost:3000/assets/vendor-abc.js',
        lineNumber: 1,
      },
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret-code|do-not-log|cookie/);
  });

  it('takes a Reporting API batch (application/reports+json) and logs its CSP violations only', async () => {
    logged.length = 0;
    const res = await post('application/reports+json', JSON.stringify(reportingApiReports));
    expect(res.statusCode, res.body).toBe(204);
    expect(violations()).toEqual([
      expect.objectContaining({
        level: 40,
        cspViolation: {
          documentUri: 'http://localhost:3000/newdashboard',
          violatedDirective: 'script-src-elem',
          blockedUri: 'https://evil.example/x.js',
          disposition: 'enforce',
          lineNumber: 0,
        },
      }),
    ]);
  });

  it('refuses a body over 16 KB with 413, before logging anything', async () => {
    logged.length = 0;
    const padded = {
      'csp-report': { ...level2Report['csp-report'], 'script-sample': 'x'.repeat(17 * 1024) },
    };
    const res = await post('application/csp-report', JSON.stringify(padded));
    expect(res.statusCode).toBe(413);
    expect(violations()).toEqual([]);
  });

  it('refuses any other content type with 415, JSON and forms included', async () => {
    logged.length = 0;
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await post(type, JSON.stringify(level2Report));
      expect(res.statusCode, type).toBe(415);
    }
    expect(violations()).toEqual([]);
  });

  it('refuses a body that is not a report with 400', async () => {
    for (const payload of ['{not json', '{"csp-report": 3}', '"just text"']) {
      const res = await post('application/csp-report', payload);
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('is rate-limited per client address', async () => {
    const body = JSON.stringify(level2Report);
    const from = '203.0.113.7';
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i++) {
      expect((await post('application/csp-report', body, from)).statusCode).toBe(204);
    }
    const refused = await post('application/csp-report', body, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held back by this one.
    expect((await post('application/csp-report', body, '203.0.113.8')).statusCode).toBe(204);
  });

  it('is named by the server’s policy and its Reporting-Endpoints header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`report-uri ${URL}`);
    expect(policy).toContain('report-to csp');
    expect(res.headers['reporting-endpoints']).toBe(`csp="${URL}"`);
  });
});

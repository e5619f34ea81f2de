import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_CLIENT_ID,
  MSG,
  type TLoginTokenResponse,
  type TStatusFeed,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postToken } from '../../../test/support/auth';
import { startV1, storeWithRule, widget } from '../../../test/support/widget';

let t: TestApp;
let adminHeaders: Record<string, string>;
let retailerId: string;
let ownerHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminHeaders = await t.bearer(await t.createUser({ isAdmin: true }));
  retailerId = (await t.createRetailer()).id;
  ownerHeaders = await t.bearer(await t.createUser({ retailerId }));
});
afterAll(() => t.close());

const setStatus = (status: string, headers = adminHeaders) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/status',
    headers,
    payload: { 'admin-site': status },
  });
const feed = async () =>
  (await t.app.inject({ method: 'GET', url: '/status.json' })).json<TStatusFeed>();
const rename = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/retailers/${retailerId}`,
    headers,
    payload: { admin_site_banner_type: 'persistent_book_call' },
  });

describe('maintenance', () => {
  it('refuses changes with 503 while the admin site is down, and takes them once it is up', async () => {
    expect(await feed()).toEqual({ 'admin-site': 'up' });
    const down = await setStatus('down');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ 'admin-site': 'down' });
    expect(await feed()).toEqual({ 'admin-site': 'down' });

    for (const headers of [ownerHeaders, adminHeaders]) {
      const refused = await rename(headers);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ errorMessage: MSG.maintenance });
    }
    const uplift = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${retailerId}/uplift_test`,
      headers: adminHeaders,
      payload: { control_cohort_percentage: 10 },
    });
    expect(uplift.statusCode).toBe(503);

    // Reads keep working.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailerId}`,
      headers: ownerHeaders,
    });
    expect(read.statusCode).toBe(200);
    // The status page shows while the site is down.
    const page = await t.app.inject({ method: 'GET', url: '/status.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(MSG.maintenance);

    expect((await setStatus('up')).json()).toEqual({ 'admin-site': 'up' });
    expect((await rename(ownerHeaders)).statusCode).toBe(200);
    // Back up, the status page sends the browser back to the console.
    const back = await t.app.inject({ method: 'GET', url: '/status.html' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
  });

  it('lets an administrator sign in and bring the site back, and shoppers keep negotiating', async () => {
    const store = await storeWithRule(t);
    await t.createUser({ retailerId: store.id });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${store.id}/login_tokens`,
      headers: adminHeaders,
    });
    const { token } = issued.json<TLoginTokenResponse>();
    await setStatus('down');
    // Issuing a new log-in link changes data: refused.
    const another = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${store.id}/login_tokens`,
      headers: adminHeaders,
    });
    expect(another.statusCode).toBe(503);
    // Signing in is not: the token endpoint keeps working.
    const signedIn = await postToken(t, {
      grant_type: 'login_token',
      client_id: CONSOLE_CLIENT_ID,
      token,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const opened = await widget(t, store.headers, 'POST', '/sessions', startV1());
    expect(opened.statusCode, opened.body).toBe(200);
    // A browser's policy-violation report stores nothing: it is still logged.
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/v1/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
    });
    expect(report.statusCode, report.body).toBe(204);
    expect((await setStatus('up')).statusCode).toBe(200);
  });

  it('is set by administrators only', async () => {
    expect((await setStatus('down', ownerHeaders)).statusCode).toBe(403);
    expect((await setStatus('down', {})).statusCode).toBe(401);
    expect((await setStatus('sideways')).statusCode).toBe(400);
    expect(await feed()).toEqual({ 'admin-site': 'up' });
  });
});

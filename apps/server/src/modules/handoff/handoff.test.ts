import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOFF_TTL_SECONDS, NEW_DASHBOARD_PATH } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { handoffs } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { call, type Headers } from '../../../test/support/api';
import { adminHeaders, testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { handoff, openFrame, pathOf } from '../../../test/support/handoff';
import { insertTheme } from '../../../test/support/themes';
import { snapshotTables } from '../../../test/db-snapshot';

let t: TestApp;
let shop: TestRetailer;
let other: TestRetailer;
let admin: Headers;

beforeAll(async () => {
  t = await createTestApp({ CONSOLE_REDIRECT_URIS: 'http://localhost:5173/callback' });
  shop = await testRetailer(t, { name: 'Harbour Coats' });
  other = await testRetailer(t, { name: 'Other Shop' });
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

const page = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: NEW_DASHBOARD_PATH,
    headers: cookie ? { cookie } : {},
  });

describe('POST /auth/handoff', () => {
  it('refuses without credentials (401) and an unknown destination (400)', async () => {
    const anonymous = await call(t, {}, 'POST', '/auth/handoff', { destination: 'newdashboard' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(t, shop.headers, 'POST', '/auth/handoff', {
      destination: 'nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('fieldErrors.destination');
  });

  it('answers a URL on this server, valid for a minute, whose token is stored only hashed', async () => {
    const before = t.clock.now();
    const { url, expires_at } = await handoff(t, shop.headers);
    expect(url.startsWith(`${t.config.publicUrl}${NEW_DASHBOARD_PATH}/open/`)).toBe(true);
    expect(Date.parse(expires_at) - before.getTime()).toBe(HANDOFF_TTL_SECONDS * 1000);
    const token = url.split('/').at(-1)!;
    const rows = await t.db
      .select()
      .from(handoffs)
      .where(eq(handoffs.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.retailerId).toBe(shop.id);
    const stored = await t.db.select().from(handoffs);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('keeps a retailer user to their own retailer: another one answers 404', async () => {
    const own = await call(t, shop.headers, 'POST', '/auth/handoff', {
      destination: 'newdashboard',
      retailer_id: shop.id,
    });
    expect(own.statusCode).toBe(200);
    const foreign = await call(t, shop.headers, 'POST', '/auth/handoff', {
      destination: 'newdashboard',
      retailer_id: other.id,
    });
    expect(foreign.statusCode).toBe(404);
    const orphan = await t.bearer(await t.createUser({ retailerId: null }));
    const none = await call(t, orphan, 'POST', '/auth/handoff', { destination: 'newdashboard' });
    expect(none.statusCode).toBe(404);
  });

  it('lets an administrator name any existing retailer, or none for all retailers', async () => {
    const named = await handoff(t, admin, { retailer_id: other.id });
    const all = await handoff(t, admin);
    const rowOf = async (url: string) =>
      (
        await t.db
          .select()
          .from(handoffs)
          .where(eq(handoffs.tokenHash, sha256(url.split('/').at(-1)!)))
      )[0]!;
    expect((await rowOf(named.url)).retailerId).toBe(other.id);
    expect((await rowOf(all.url)).retailerId).toBeNull();
    const missing = await call(t, admin, 'POST', '/auth/handoff', {
      destination: 'newdashboard',
      retailer_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /auth/handoff items', () => {
  const ask = (headers: Headers, body: object) => call(t, headers, 'POST', '/auth/handoff', body);

  it('answers 404 for an item of another retailer, as for a missing one', async () => {
    const foreign = await insertTheme(t.db, { retailerId: other.id });
    const before = await snapshotTables(t.db);
    // The New dashboard opens no item: whatever id comes names nothing there.
    for (const headers of [shop.headers, admin]) {
      const res = await ask(headers, { destination: 'newdashboard', id: foreign });
      expect(res.statusCode, res.body).toBe(404);
    }
    const theirs = await ask(admin, {
      destination: 'app-react',
      where: 'theme',
      retailer_id: shop.id,
      id: foreign,
    });
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('opens a retailer’s own theme or one of all retailers’ in its context, any without one', async () => {
    const own = await insertTheme(t.db, { retailerId: shop.id });
    const everyone = await insertTheme(t.db, { retailerId: null, assigned: false });
    const foreign = await insertTheme(t.db, { retailerId: other.id, languageCode: 'fr' });
    const configurator = { destination: 'app-react', where: 'theme' };
    for (const id of [own, everyone]) {
      await handoff(t, admin, { ...configurator, retailer_id: shop.id, id });
    }
    await handoff(t, admin, { ...configurator, id: foreign });
  });
});

describe('opening a handoff URL', () => {
  it('works once: the page session starts, and a second opening is refused', async () => {
    const { url } = await handoff(t, shop.headers);
    const { cookie, response } = await openFrame(t, url);
    expect(response.headers.location).toBe(NEW_DASHBOARD_PATH);
    const set = response.cookies.find((c) => c.name === 'parley_frame')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: NEW_DASHBOARD_PATH });
    expect(set.maxAge).toBe(t.config.accessTokenTtlSeconds);

    const shown = await page(cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Harbour Coats');

    const again = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This dashboard link has already been used');
    expect(again.cookies).toHaveLength(0);
  });

  it('expires after a minute unopened', async () => {
    const { url } = await handoff(t, shop.headers);
    t.clock.advance(HANDOFF_TTL_SECONDS + 1);
    const late = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This dashboard link has expired');
  });

  it('knows no made-up or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', '<script>']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${NEW_DASHBOARD_PATH}/open/${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This dashboard link is not valid');
    }
  });

  it('ends the page session after the access token lifetime; no cookie, no page', async () => {
    const { cookie } = await openFrame(t, (await handoff(t, shop.headers)).url);
    expect((await page(cookie)).statusCode).toBe(200);
    t.clock.advance(t.config.accessTokenTtlSeconds + 1);
    const ended = await page(cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.body).toContain('This dashboard session has ended');
    expect((await page()).statusCode).toBe(401);
    expect((await page('parley_frame=forged')).statusCode).toBe(401);
    const data = await t.app.inject({ method: 'GET', url: `${NEW_DASHBOARD_PATH}/data.json` });
    expect(data.statusCode).toBe(401);
  });

  it('may be framed only by the console that asked, which alone hears its messages', async () => {
    // Earlier tests moved the clock past the first access tokens' lifetime.
    const headers = await t.bearer(await t.createUser({ retailerId: shop.id }));
    const dev = 'http://localhost:5173';
    const res = await call(t, { ...headers, origin: dev }, 'POST', '/auth/handoff', {
      destination: 'newdashboard',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { cookie } = await openFrame(t, res.json<{ url: string }>().url);
    const shown = await page(cookie);
    expect(shown.headers['x-frame-options']).toBeUndefined();
    const policy = String(shown.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${dev}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(shown.body).toContain(`data-console-origin="${dev}"`);

    // An origin the server does not serve the console from gets this server's own.
    const foreign = await call(
      t,
      { ...headers, origin: 'https://evil.example' },
      'POST',
      '/auth/handoff',
      { destination: 'newdashboard' },
    );
    const framed = await page((await openFrame(t, foreign.json<{ url: string }>().url)).cookie);
    expect(String(framed.headers['content-security-policy'])).toContain(
      `frame-ancestors ${new URL(t.config.publicUrl).origin}`,
    );
    expect(framed.body).not.toContain('evil.example');
  });
});

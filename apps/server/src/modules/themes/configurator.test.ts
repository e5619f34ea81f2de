import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  THEME_CONFIGURATOR_PATH,
  THEME_DEFAULTS,
  THEME_PREVIEW_MESSAGES,
  THEME_PREVIEW_PATH,
  type THandoffResponse,
  type TTheme,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, type Headers } from '../../../test/support/api';
import { openFrame, pathOf } from '../../../test/support/handoff';
import { adminHeaders, testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { buttonTheme, createTheme, insertLogo } from '../../../test/support/themes';
import { CONFIGURATOR_COOKIE } from './configurator';
import { CONFIGURATOR_TEXT } from './configurator-page';

const CONSOLE = 'http://localhost:5173';
let t: TestApp;
let admin: Headers;
let shop: TestRetailer;
let theme: TTheme;
beforeAll(async () => {
  t = await createTestApp({ CONSOLE_REDIRECT_URIS: `${CONSOLE}/callback` });
  admin = { ...(await adminHeaders(t)), origin: CONSOLE };
  shop = await testRetailer(t, { name: 'Harbour Coats' });
  theme = await createTheme(t, admin, {
    name: 'Autumn',
    retailer_id: shop.id,
    logo_image_id: await insertLogo(t.db),
    theme_configuration: buttonTheme('Make an offer', '#AA0000'),
  });
});
afterAll(() => t.close());

const configurator = (headers: Headers, body: object = {}) =>
  call(t, headers, 'POST', '/auth/handoff', { destination: 'app-react', where: 'theme', ...body });

async function configuratorUrl(body: object = { id: theme.theme_id }) {
  const res = await configurator(admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<THandoffResponse>().url;
}

const page = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: THEME_CONFIGURATOR_PATH, headers: cookie ? { cookie } : {} });

/** The theme and logo the page hands the preview. */
function handedOver(body: string) {
  const json = /<script type="application\/json" id="parley-theme">([^<]*)<\/script>/.exec(body);
  expect(json).not.toBeNull();
  return JSON.parse(json![1]!) as { theme: typeof THEME_DEFAULTS; logoUrl: string | null };
}

describe('POST /auth/handoff to the theme configurator (app-react)', () => {
  it('is for administrators only, at where theme, naming a theme that exists', async () => {
    const before = await snapshotTables(t.db);
    const retailer = await configurator(shop.headers, { id: theme.theme_id });
    expect(retailer.statusCode).toBe(403);
    expect(retailer.json()).toEqual({ errorMessage: MSG.forbidden });
    const nowhere = await configurator(admin, { where: undefined, id: theme.theme_id });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ fieldErrors: { where: MSG.required } });
    const elsewhere = await configurator(admin, { where: 'rules', id: theme.theme_id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toHaveProperty('fieldErrors.where');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-theme']) {
      expect((await configurator(admin, { id })).statusCode, id).toBe(404);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers a single-use URL of the configurator page on this server', async () => {
    const url = await configuratorUrl();
    expect(url.startsWith(`${t.config.publicUrl}${THEME_CONFIGURATOR_PATH}/open/`)).toBe(true);
  });
});

describe('the theme configurator page', () => {
  it('works once: it frames the widget’s preview and hands it the saved theme', async () => {
    const url = await configuratorUrl();
    const { cookie, response } = await openFrame(t, url, CONFIGURATOR_COOKIE);
    expect(response.headers.location).toBe(THEME_CONFIGURATOR_PATH);
    const set = response.cookies.find((c) => c.name === CONFIGURATOR_COOKIE)!;
    expect(set).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: THEME_CONFIGURATOR_PATH,
    });

    const shown = await page(cookie);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain(`<iframe id="parley-preview"`);
    expect(shown.body).toContain(`src="${THEME_PREVIEW_PATH}"`);
    expect(shown.body).toContain(THEME_PREVIEW_MESSAGES.theme);
    expect(shown.body).toContain(THEME_PREVIEW_MESSAGES.ready);
    const handed = handedOver(shown.body);
    expect(handed.theme).toEqual({
      ...THEME_DEFAULTS,
      button: { ...THEME_DEFAULTS.button, text: 'Make an offer', backgroundColor: '#AA0000' },
    });
    expect(handed.logoUrl).toBe(theme.logo_image!.image_url);

    // A second opening is refused, and starts no session.
    const again = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(CONFIGURATOR_TEXT.closed.used[0]);
    expect(again.cookies).toHaveLength(0);
  });

  it('shows the theme as saved now, and says so when it has gone', async () => {
    const { cookie } = await openFrame(t, await configuratorUrl(), CONFIGURATOR_COOKIE);
    const saved = await call(t, admin, 'PUT', `/admin/themes/${theme.theme_id}`, {
      name: theme.name,
      language_code: theme.language_code,
      retailer_id: theme.retailer_id,
      logo_image_id: null,
      theme_configuration: buttonTheme('Changed', '#00AA00'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = handedOver((await page(cookie)).body);
    expect(shown.theme.button.text).toBe('Changed');
    expect(shown.logoUrl).toBeNull();

    const copy = (
      await call(t, admin, 'POST', `/admin/themes/${theme.theme_id}/clone`)
    ).json<TTheme>();
    const { cookie: copyCookie } = await openFrame(
      t,
      await configuratorUrl({ id: copy.theme_id }),
      CONFIGURATOR_COOKIE,
    );
    await call(t, admin, 'DELETE', `/admin/themes/${copy.theme_id}`);
    const gone = await page(copyCookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(CONFIGURATOR_TEXT.closed.gone[0]);
  });

  it('without a theme, shows the one that applies to the retailer, else the defaults', async () => {
    const own = await openFrame(
      t,
      await configuratorUrl({ retailer_id: shop.id }),
      CONFIGURATOR_COOKIE,
    );
    expect(handedOver((await page(own.cookie)).body).theme.button.text).toBe('Changed');
    const all = await openFrame(t, await configuratorUrl({}), CONFIGURATOR_COOKIE);
    expect(handedOver((await page(all.cookie)).body)).toEqual({
      theme: THEME_DEFAULTS,
      logoUrl: null,
    });
  });

  it('may be framed only by the console that asked; its one script and style run by hash', async () => {
    const { cookie } = await openFrame(t, await configuratorUrl(), CONFIGURATOR_COOKIE);
    const shown = await page(cookie);
    expect(shown.headers['x-frame-options']).toBeUndefined();
    const policy = String(shown.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${CONSOLE}`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const script = /<script>([\s\S]*?)<\/script>/.exec(shown.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
  });

  it('ends with its session, knows no made-up token, and expires unopened', async () => {
    expect((await page()).statusCode).toBe(401);
    expect((await page(`${CONFIGURATOR_COOKIE}=forged`)).body).toContain(
      CONFIGURATOR_TEXT.closed.ended[0],
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${THEME_CONFIGURATOR_PATH}/open/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(CONFIGURATOR_TEXT.closed.unknown[0]);
    // A New dashboard URL opens nothing here.
    const dashboard = await call(t, admin, 'POST', '/auth/handoff', {
      destination: 'newdashboard',
    });
    const token = dashboard.json<THandoffResponse>().url.split('/').at(-1)!;
    const crossed = await t.app.inject({
      method: 'GET',
      url: `${THEME_CONFIGURATOR_PATH}/open/${token}`,
    });
    expect(crossed.statusCode).toBe(404);

    const late = await configuratorUrl();
    const { cookie } = await openFrame(t, await configuratorUrl(), CONFIGURATOR_COOKIE);
    t.clock.advance(t.config.accessTokenTtlSeconds + 1);
    expect((await page(cookie)).statusCode).toBe(401);
    const expired = await t.app.inject({ method: 'GET', url: pathOf(late) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(CONFIGURATOR_TEXT.closed.expired[0]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type TTheme } from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/support/api';
import { adminHeaders } from '../../../test/support/retailers';
import { buttonTheme, createTheme, insertLogo, themePayload } from '../../../test/support/themes';
import { storeWithRule, type TestStore } from '../../../test/support/widget';
import { displayJacket } from '../../../test/support/widget-calls';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

const display = (app: TestApp, store: TestStore, language?: string) =>
  displayJacket(app, store, language ? { language } : {});

describe('the theme the widget shows', () => {
  it('is the store’s French theme for a French shopper, and the default for an English one', async () => {
    const store = await storeWithRule(t, { availableFeatures: ['multi_language'] });
    const logo = await insertLogo(t.db, { width: 100 });
    await createTheme(t, admin, {
      name: 'Boutique',
      language_code: 'fr',
      retailer_id: store.id,
      logo_image_id: logo,
      theme_configuration: buttonTheme('Faites une offre', '#C62828'),
    });
    const french = await display(t, store, 'fr');
    expect(french).toMatchObject({ show: true, language: 'fr' });
    expect(french.theme).toEqual({
      ...THEME_DEFAULTS,
      button: { ...THEME_DEFAULTS.button, text: 'Faites une offre', backgroundColor: '#C62828' },
    });
    expect(french.logo_url).toBe(`${t.config.publicUrl}/uploads/${logo}.png`);

    const english = await display(t, store, 'en-GB');
    expect(english.language).toBe('en-GB');
    expect(english.theme).toEqual(THEME_DEFAULTS);
    expect(english.logo_url).toBeNull();
    expect((await display(t, store)).theme).toEqual(THEME_DEFAULTS);
  });

  it('falls back on the all-retailers theme, and speaks en-GB in a store without multi_language', async () => {
    const all = await createTheme(t, admin, {
      name: 'Everyone',
      theme_configuration: buttonTheme('Negotiate now', '#2E7D32'),
    });
    const multi = await storeWithRule(t, { availableFeatures: ['multi_language'] });
    expect((await display(t, multi, 'de')).theme).toMatchObject({
      button: { text: 'Negotiate now', backgroundColor: '#2E7D32' },
    });
    const plain = await storeWithRule(t);
    await createTheme(t, admin, {
      language_code: 'fr',
      retailer_id: plain.id,
      theme_configuration: buttonTheme('Faites une offre', '#C62828'),
    });
    const shown = await display(t, plain, 'fr');
    expect(shown.language).toBe('en-GB');
    expect(shown.theme).toMatchObject({ button: { text: 'Negotiate now' } });
    await call(t, admin, 'DELETE', `/admin/themes/${all.theme_id}`);
    expect((await display(t, multi, 'de')).theme).toEqual(THEME_DEFAULTS);
  });

  it('is kept with the cached store: a change reaches shoppers within the store cache time', async () => {
    const cached = await createTestApp({ WIDGET_STORE_CACHE_SECONDS: '30' });
    try {
      const cachedAdmin = await adminHeaders(cached);
      const store = await storeWithRule(cached, { availableFeatures: ['multi_language'] });
      expect((await display(cached, store, 'fr')).theme).toEqual(THEME_DEFAULTS);
      const res = await call(
        cached,
        cachedAdmin,
        'POST',
        '/admin/themes',
        themePayload({
          language_code: 'fr',
          retailer_id: store.id,
          theme_configuration: buttonTheme('Faites une offre', '#C62828'),
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TTheme>().assigned).toBe(true);
      // Still the store as cached, until the cache time has passed.
      expect((await display(cached, store, 'fr')).theme).toEqual(THEME_DEFAULTS);
      cached.clock.advance(31);
      expect((await display(cached, store, 'fr')).theme).toMatchObject({
        button: { text: 'Faites une offre' },
      });
    } finally {
      await cached.close();
    }
  });
});

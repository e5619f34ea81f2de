import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LANGUAGE_NAMES,
  MSG,
  THEME_DEFAULTS,
  THEME_INFO_POPUP_MAX_LENGTH,
  THEME_LOGO_HEIGHT,
  THEME_LOGO_MAX_WIDTH,
  type TEffectiveThemeResponse,
  type TTheme,
  type TThemeListResponse,
} from '@parley/contract';
import { isUniqueViolation } from '../../db/constraints';
import { retailers, themes } from '../../db/schema';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, getJson, type Headers } from '../../../test/support/api';
import { insertImage } from '../../../test/support/images';
import { testRetailer } from '../../../test/support/retailers';
import { startWithAdminAndShops } from '../../../test/support/start';
import {
  buttonTheme,
  createTheme,
  insertLogo,
  insertTheme,
  themePayload,
} from '../../../test/support/themes';
import { ONE_ASSIGNED_INDEX } from './repository';
import { createTheme as createThemeService } from './service';

const { t, admin, shop, other } = await startWithAdminAndShops({ name: 'Harbour Coats' });
afterAll(() => t.close());

const NIL = '00000000-0000-4000-8000-000000000000';
const FRENCH = CHAT_LANGUAGE_NAMES.fr;
const ENGLISH = CHAT_LANGUAGE_NAMES['en-GB'];

/** A fresh retailer for a test that assigns themes, so that tests do not hold each other's. */
const freshRetailer = (name?: string) => testRetailer(t, name ? { name } : {});

const save = (themeId: string, payload: object) =>
  call(t, admin, 'PUT', `/admin/themes/${themeId}`, payload);

type Config = ReturnType<typeof themePayload>['theme_configuration'];
/** The configuration with the value at `path` (group.field or group.sub.field) replaced. */
function withValue(path: string, value: unknown): Config {
  const configuration = structuredClone(THEME_DEFAULTS) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let group = configuration;
  for (const key of keys.slice(0, -1)) group = group[key] as Record<string, unknown>;
  group[keys.at(-1)!] = value;
  return configuration as unknown as Config;
}

const effective = (headers: Headers, retailerId: string, language?: string) =>
  call(
    t,
    headers,
    'GET',
    `/admin/themes/0?retailer_id=${retailerId}${language ? `&language_code=${language}` : ''}`,
  );

describe('the theme configuration, checked field by field through the API', () => {
  let themeId: string;
  beforeAll(async () => {
    const retailer = await freshRetailer();
    themeId = (await createTheme(t, admin, { retailer_id: retailer.id })).theme_id;
  });
  const payloadWith = async (path: string, value: unknown) =>
    themePayload({
      retailer_id: (await getJson<TTheme>(t, admin, `/admin/themes/${themeId}`)).retailer_id,
      theme_configuration: withValue(path, value),
    });

  // Each kind of value, with values it takes and values it refuses.
  const KINDS: [kind: string, path: string, valid: unknown[], invalid: unknown[]][] = [
    ['colour', 'button.backgroundColor', ['#000', 'rgb(1, 2, 3)', 'transparent'], ['#12', 'red!']],
    ['length', 'container.maxWidth', ['320px', '50%', 'auto'], ['12 px', 'calc(100% - 2px)']],
    ['spacing', 'button.padding', ['0 20px', '1px 2px 3px 4px'], ['1px 2px 3px 4px 5px']],
    ['border radius', 'button.borderRadius', ['8px', '4px 0'], ['round']],
    ['border', 'infoText.border', ['1px solid #ccc', 'none'], ['1px solid #ccc #ddd #eee']],
    ['box shadow', 'button.hover.boxShadow', ['0 1px 2px rgba(0, 0, 0, 0.2)'], ['big']],
    ['transition', 'button.transition', ['all 200ms linear'], ['background-color fast']],
    ['font weight', 'button.fontWeight', ['700', 'bold'], ['750', 'heavy']],
    ['font style', 'button.fontStyle', ['italic'], ['slanted']],
    ['font smoothing', 'button.fontSmoothing', ['grayscale'], ['smooth']],
    ['font stretch', 'button.fontStretch', ['semi-condensed', '90%'], ['narrow']],
    ['font family', 'infoText.fontFamily', ["'Helvetica Neue', Arial, sans-serif"], ['Arial!']],
    ['text transform', 'button.textTransform', ['uppercase'], ['shout']],
    ['float', 'container.float', ['right'], ['centre']],
    ['effect', 'button.effect', ['pulse', 'shine'], ['explode']],
    ['switch', 'infoText.enabled', ['false', 'true'], [true, 'yes']],
    ['switch', 'window.marketing.enabled', ['true'], [false]],
    ['text', 'button.text', ['Faites une offre'], ['<b>Offer</b>', '', 'x'.repeat(41)]],
    [
      'text',
      'infoPopup.text',
      ['y'.repeat(THEME_INFO_POPUP_MAX_LENGTH)],
      ['y'.repeat(THEME_INFO_POPUP_MAX_LENGTH + 1)],
    ],
    ['optional text', 'signposting.dealHeaderSuffix', ['', 'now'], ['a\u0007b']],
    ['boolean', 'signposting.showPopupOnRecommendedProduct', [true], ['true', null]],
  ];

  it.each(KINDS)(
    'takes a valid %s (%s) and refuses an invalid one, naming the field',
    async (_kind, path, valid, invalid) => {
      for (const value of valid) {
        const res = await save(themeId, await payloadWith(path, value));
        expect(res.statusCode, `${path} = ${String(value)}: ${res.body}`).toBe(200);
        const stored = path
          .split('.')
          .reduce<unknown>(
            (group, key) => (group as Record<string, unknown>)[key],
            res.json<TTheme>().theme_configuration,
          );
        expect(stored).toEqual(typeof value === 'string' ? value.trim() : value);
      }
      for (const value of invalid) {
        const before = await snapshotTables(t.db);
        const res = await save(themeId, await payloadWith(path, value));
        expect(res.statusCode, `${path} = ${String(value)}`).toBe(400);
        expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
          `theme_configuration.${path}`,
        ]);
        expect(await snapshotTables(t.db)).toEqual(before);
      }
    },
  );

  it('refuses CSS of its own in every CSS-like value, and markup in texts, with 400 naming the field', async () => {
    const hostile = [
      'red; background: url(https://evil.example/x.png)',
      '#fff}body{display:none',
      'expression(alert(1))',
      'url(javascript:alert(1))',
      '</style><script>alert(1)</script>',
      '1px solid red /* comment */',
      '@import "x.css"',
      'red\\3b',
    ];
    const paths = [
      'button.color',
      'button.fontSize',
      'container.margin',
      'button.borderRadius',
      'button.border',
      'button.boxShadow',
      'button.transition',
      'button.fontFamily',
      'button.fontWeight',
    ];
    const before = await snapshotTables(t.db);
    for (const path of paths) {
      for (const value of hostile) {
        const res = await save(themeId, await payloadWith(path, value));
        expect(res.statusCode, `${path} = ${value}`).toBe(400);
        expect(res.json()).toHaveProperty(['fieldErrors', `theme_configuration.${path}`]);
      }
    }
    // Words the shopper reads are shown as text, never as markup: no tags, no control characters.
    for (const path of ['button.text', 'infoPopup.text', 'dwellTimePopup.headingText']) {
      for (const value of ['</style><script>alert(1)</script>', 'Offer\u0000']) {
        const res = await save(themeId, await payloadWith(path, value));
        expect(res.statusCode, `${path} = ${value}`).toBe(400);
        expect(res.json()).toHaveProperty(['fieldErrors', `theme_configuration.${path}`]);
      }
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('requires every field and the main settings', async () => {
    const partial: Record<string, unknown> = { ...THEME_DEFAULTS };
    delete partial.dwellTimePopup;
    const missing = await save(themeId, { ...themePayload(), theme_configuration: partial });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty(['fieldErrors', 'theme_configuration.dwellTimePopup']);
    const noName = await call(t, admin, 'POST', '/admin/themes', themePayload({ name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ fieldErrors: { name: MSG.required } });
    const language = await call(t, admin, 'POST', '/admin/themes', {
      ...themePayload(),
      language_code: 'xx',
    });
    expect(language.json()).toHaveProperty(['fieldErrors', 'language_code']);
  });
});

describe('saving a theme', () => {
  it('assigns it, with its retailer’s name, and answers it merged over the defaults', async () => {
    const retailer = await freshRetailer('Marsh & Daughters');
    const created = await createTheme(t, admin, {
      name: '  Marsh  ',
      language_code: 'fr',
      retailer_id: retailer.id.toUpperCase(),
      theme_configuration: buttonTheme('Faites une offre', '#AA0000'),
    });
    expect(created).toMatchObject({
      theme_type: 'button',
      name: 'Marsh',
      language_code: 'fr',
      retailer_id: retailer.id,
      retailer_name: 'Marsh & Daughters',
      assigned: true,
      logo_image: null,
    });
    expect(created.theme_configuration.button).toEqual({
      ...THEME_DEFAULTS.button,
      text: 'Faites une offre',
      backgroundColor: '#AA0000',
    });
    expect(await getJson<TTheme>(t, admin, `/admin/themes/${created.theme_id}`)).toEqual(created);
  });

  it('answers 404 for a retailer that does not exist, and for a missing theme', async () => {
    const before = await snapshotTables(t.db);
    const res = await call(t, admin, 'POST', '/admin/themes', themePayload({ retailer_id: NIL }));
    expect(res.statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', `/admin/themes/${NIL}`, undefined],
      ['PUT', `/admin/themes/${NIL}`, themePayload()],
      ['DELETE', `/admin/themes/${NIL}`, undefined],
      ['POST', `/admin/themes/${NIL}/clone`, undefined],
    ] as const) {
      const missing = await call(t, admin, method, url, payload);
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(missing.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('answers a theme whose stored configuration lacks fields with the defaults filled in', async () => {
    const retailer = await freshRetailer();
    const id = await insertTheme(t.db, {
      retailerId: retailer.id,
      configuration: { button: { text: 'Old theme' } },
    });
    const theme = await getJson<TTheme>(t, admin, `/admin/themes/${id}`);
    expect(theme.theme_configuration).toEqual({
      ...THEME_DEFAULTS,
      button: { ...THEME_DEFAULTS.button, text: 'Old theme' },
    });
  });
});

describe('one assigned theme per retailer (or all retailers) and language', () => {
  it('refuses a second with 422 and a message naming the language and the retailer', async () => {
    const retailer = await freshRetailer('Quay Outfitters');
    await createTheme(t, admin, { retailer_id: retailer.id, language_code: 'fr' });
    const before = await snapshotTables(t.db);
    const second = await call(
      t,
      admin,
      'POST',
      '/admin/themes',
      themePayload({ name: 'Second', retailer_id: retailer.id, language_code: 'fr' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ errorMessage: MSG.themeExists(FRENCH, 'Quay Outfitters') });
    expect(await snapshotTables(t.db)).toEqual(before);
    // Another language, or all retailers in French, is another place.
    await createTheme(t, admin, { retailer_id: retailer.id, language_code: 'de' });
  });

  it('says "all retailers" for the all-retailers theme, and lets a theme be saved again', async () => {
    const first = await createTheme(t, admin, { name: 'All Spanish', language_code: 'es' });
    const again = await save(
      first.theme_id,
      themePayload({ name: 'Renamed', language_code: 'es' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TTheme>().name).toBe('Renamed');
    const second = await call(
      t,
      admin,
      'POST',
      '/admin/themes',
      themePayload({ language_code: 'es' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ errorMessage: MSG.themeExists(CHAT_LANGUAGE_NAMES.es, null) });
    // Moving another theme onto the place is refused the same way.
    const german = await createTheme(t, admin, { language_code: 'de' });
    const moved = await save(german.theme_id, themePayload({ language_code: 'es' }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toEqual({ errorMessage: MSG.themeExists(CHAT_LANGUAGE_NAMES.es, null) });
  });

  it('gives the same 422 to the loser of two saves racing for one place', async () => {
    const retailer = await freshRetailer('Racing Stores');
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        call(t, admin, 'POST', '/admin/themes', themePayload({ name, retailer_id: retailer.id })),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    for (const res of results.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toEqual({ errorMessage: MSG.themeExists(ENGLISH, 'Racing Stores') });
    }
  });

  it('maps the index’s refusal to the same 422 when another save lands after the check', async () => {
    const retailer = await freshRetailer('Late Stores');
    // A database on which another save's theme lands just before this save's insert.
    const racing = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'insert') return Reflect.get(target, key, receiver) as unknown;
        return (table: typeof themes) => ({
          values: (values: typeof themes.$inferInsert) => ({
            returning: async (columns: { id: typeof themes.id }) => {
              await insertTheme(t.db, { retailerId: retailer.id, languageCode: 'fr' });
              return target.insert(table).values(values).returning(columns);
            },
          }),
        });
      },
    });
    const refused = createThemeService(
      { ...t.deps, db: racing },
      themePayload({ retailer_id: retailer.id, language_code: 'fr' }) as Parameters<
        typeof createThemeService
      >[1],
    );
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      message: MSG.themeExists(FRENCH, 'Late Stores'),
    });
  });

  it('is kept by the database: a partial unique index over (retailer or all, language)', async () => {
    const retailer = await freshRetailer();
    await insertTheme(t.db, { retailerId: retailer.id, languageCode: 'es' });
    const twice = insertTheme(t.db, { retailerId: retailer.id, languageCode: 'es' });
    await expect(twice).rejects.toSatisfy((error) => isUniqueViolation(error, ONE_ASSIGNED_INDEX));
    // Unassigned themes (clones) are not held to it.
    await insertTheme(t.db, { retailerId: retailer.id, languageCode: 'es', assigned: false });
    await insertTheme(t.db, { retailerId: retailer.id, languageCode: 'es', assigned: false });
    // Nulls compare equal: all retailers have one place per language too.
    const allGerman = (await getJson<TThemeListResponse>(t, admin, '/admin/themes')).themes.some(
      (theme) => theme.retailer_id === null && theme.language_code === 'de' && theme.assigned,
    );
    if (!allGerman) await insertTheme(t.db, { retailerId: null, languageCode: 'de' });
    await insertTheme(t.db, { retailerId: null, languageCode: 'de', assigned: false });
    await expect(insertTheme(t.db, { retailerId: null, languageCode: 'de' })).rejects.toSatisfy(
      (error) => isUniqueViolation(error, ONE_ASSIGNED_INDEX),
    );
  });
});

describe('the list, clone and delete', () => {
  it('lists every theme by name, then language, with its retailer’s name', async () => {
    const retailer = await freshRetailer('Zephyr Bikes');
    await createTheme(t, admin, { name: 'Zz list', retailer_id: retailer.id, language_code: 'fr' });
    await createTheme(t, admin, { name: 'Zz list', retailer_id: retailer.id });
    const listed = (await getJson<TThemeListResponse>(t, admin, '/admin/themes')).themes;
    const names = listed.map((theme) => theme.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(
      listed
        .filter((theme) => theme.name === 'Zz list')
        .map((theme) => [theme.language_code, theme.retailer_name]),
    ).toEqual([
      ['en-GB', 'Zephyr Bikes'],
      ['fr', 'Zephyr Bikes'],
    ]);
  });

  it('clones: named ‘(copy)’, unassigned, with the language, retailer and logo kept', async () => {
    const retailer = await freshRetailer();
    const logo = await insertLogo(t.db);
    const original = await createTheme(t, admin, {
      name: 'Autumn',
      language_code: 'fr',
      retailer_id: retailer.id,
      logo_image_id: logo,
      theme_configuration: buttonTheme('Automne', '#884400'),
    });
    const res = await call(t, admin, 'POST', `/admin/themes/${original.theme_id}/clone`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<TTheme>();
    expect(copy.theme_id).not.toBe(original.theme_id);
    expect(copy).toMatchObject({
      name: 'Autumn (copy)',
      assigned: false,
      language_code: 'fr',
      retailer_id: retailer.id,
      logo_image: original.logo_image,
      theme_configuration: original.theme_configuration,
    });
    // A clone applies to no store: the original still does.
    const applied = await getJson<TEffectiveThemeResponse>(
      t,
      admin,
      `/admin/themes/0?retailer_id=${retailer.id}&language_code=fr`,
    );
    expect(applied.theme_id).toBe(original.theme_id);
    // Saved from the editor it is assigned, so it needs a place of its own.
    const taken = await save(
      copy.theme_id,
      themePayload({ retailer_id: retailer.id, language_code: 'fr' }),
    );
    expect(taken.statusCode).toBe(422);
    const moved = await save(
      copy.theme_id,
      themePayload({ retailer_id: retailer.id, language_code: 'de' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TTheme>().assigned).toBe(true);
  });

  it('keeps a copy’s name within the editor’s longest', async () => {
    const id = await insertTheme(t.db, { name: 'n'.repeat(120), assigned: false });
    const copy = await call(t, admin, 'POST', `/admin/themes/${id}/clone`);
    expect(copy.json<TTheme>().name).toBe(`${'n'.repeat(113)} (copy)`);
  });

  it('deletes one theme, then answers 404 for it', async () => {
    const id = await insertTheme(t.db, { assigned: false });
    const res = await call(t, admin, 'DELETE', `/admin/themes/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await call(t, admin, 'GET', `/admin/themes/${id}`)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `/admin/themes/${id}`)).statusCode).toBe(404);
  });

  it('deletes several: all of the ids or none', async () => {
    const a = await insertTheme(t.db, { assigned: false });
    const b = await insertTheme(t.db, { assigned: false });
    const before = await snapshotTables(t.db);
    const partly = await call(t, admin, 'DELETE', '/admin/themes', { ids: [a, b, NIL] });
    expect(partly.statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
    const res = await call(t, admin, 'DELETE', '/admin/themes', { ids: [a, b.toUpperCase(), b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    for (const id of [a, b]) {
      expect((await call(t, admin, 'GET', `/admin/themes/${id}`)).statusCode).toBe(404);
    }
    const empty = await call(t, admin, 'DELETE', '/admin/themes', { ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('goes with its retailer', async () => {
    const retailer = await t.createRetailer();
    const id = await insertTheme(t.db, { retailerId: retailer.id });
    await t.db.delete(retailers).where(eq(retailers.id, retailer.id));
    expect((await call(t, admin, 'GET', `/admin/themes/${id}`)).statusCode).toBe(404);
  });
});

describe('the logo', () => {
  const withLogo = async (logoImageId: string) => {
    const retailer = await freshRetailer();
    return call(
      t,
      admin,
      'POST',
      '/admin/themes',
      themePayload({ retailer_id: retailer.id, logo_image_id: logoImageId }),
    );
  };

  it(`takes an uploaded theme logo ${THEME_LOGO_HEIGHT} px high and at most ${THEME_LOGO_MAX_WIDTH} px wide`, async () => {
    for (const width of [1, 120, THEME_LOGO_MAX_WIDTH]) {
      const logo = await insertLogo(t.db, { width });
      const res = await withLogo(logo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TTheme>().logo_image).toEqual({
        image_id: logo,
        image_url: `${t.config.publicUrl}/uploads/${logo}.png`,
        width,
        height: THEME_LOGO_HEIGHT,
      });
    }
  });

  it('refuses, never scales, a logo of another size', async () => {
    for (const size of [
      { width: THEME_LOGO_MAX_WIDTH + 1 },
      { height: THEME_LOGO_HEIGHT + 1 },
      { height: THEME_LOGO_HEIGHT - 1 },
      { width: 600, height: 200 },
    ]) {
      const logo = await insertLogo(t.db, size);
      const retailer = await freshRetailer();
      const before = await snapshotTables(t.db);
      const res = await call(
        t,
        admin,
        'POST',
        '/admin/themes',
        themePayload({ retailer_id: retailer.id, logo_image_id: logo }),
      );
      expect(res.statusCode, JSON.stringify(size)).toBe(422);
      expect(res.json()).toEqual({
        errorMessage: MSG.themeLogoSize(THEME_LOGO_HEIGHT, THEME_LOGO_MAX_WIDTH),
      });
      expect(await snapshotTables(t.db)).toEqual(before);
    }
  });

  it('refuses a logo not uploaded yet, or not a theme logo (422), and another’s or none (404)', async () => {
    const waiting = await withLogo(await insertLogo(t.db, { uploaded: false }));
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json()).toEqual({ errorMessage: MSG.themeLogoNotUploaded });
    const banner = await insertImage(t.db, null, { width: 100, height: THEME_LOGO_HEIGHT });
    const wrongType = await withLogo(banner);
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ errorMessage: MSG.themeLogoNotUploaded });
    const retailers = await withLogo(await insertLogo(t.db, { retailerId: shop.id }));
    expect(retailers.statusCode).toBe(404);
    for (const id of [NIL, 'not-an-id']) expect((await withLogo(id)).statusCode).toBe(404);
  });
});

describe('the theme that applies to a retailer (GET /admin/themes/0)', () => {
  it('falls back from the retailer’s language, to its en-GB, to all retailers’, to the defaults', async () => {
    const retailer = await freshRetailer();
    const ids = { en: '', fr: '' };
    const applies = async (language: 'fr' | 'de' | 'en-GB') => {
      const res = await effective(admin, retailer.id, language);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TEffectiveThemeResponse>();
    };
    // Whatever all-retailers themes other tests made, in German none: the defaults apply there
    // once the all-retailers German theme is gone, as here before one is made.
    const allGerman = (await getJson<TThemeListResponse>(t, admin, '/admin/themes')).themes.find(
      (theme) => theme.retailer_id === null && theme.language_code === 'de' && theme.assigned,
    );
    if (allGerman) await call(t, admin, 'DELETE', `/admin/themes/${allGerman.theme_id}`);
    const allEnglish = (await getJson<TThemeListResponse>(t, admin, '/admin/themes')).themes.find(
      (theme) => theme.retailer_id === null && theme.language_code === 'en-GB' && theme.assigned,
    );
    expect(allEnglish).toBeUndefined();
    expect(await applies('de')).toEqual({ theme_id: null, theme: THEME_DEFAULTS, logo_url: null });

    const allEn = await createTheme(t, admin, {
      theme_configuration: buttonTheme('All English', '#000001'),
    });
    expect((await applies('de')).theme_id).toBe(allEn.theme_id);
    const allFr = await createTheme(t, admin, {
      language_code: 'fr',
      theme_configuration: buttonTheme('Tous', '#000002'),
    });
    expect((await applies('fr')).theme_id).toBe(allFr.theme_id);
    expect((await applies('de')).theme_id).toBe(allEn.theme_id);

    ids.en = (
      await createTheme(t, admin, {
        retailer_id: retailer.id,
        theme_configuration: buttonTheme('Own English', '#000003'),
      })
    ).theme_id;
    // The retailer's en-GB theme comes before all retailers' French one.
    expect((await applies('fr')).theme_id).toBe(ids.en);
    expect((await applies('de')).theme_id).toBe(ids.en);
    ids.fr = (
      await createTheme(t, admin, {
        retailer_id: retailer.id,
        language_code: 'fr',
        theme_configuration: buttonTheme('Le nôtre', '#000004'),
      })
    ).theme_id;
    const french = await applies('fr');
    expect(french.theme_id).toBe(ids.fr);
    expect(french.theme.button).toMatchObject({ text: 'Le nôtre', backgroundColor: '#000004' });
    expect((await applies('en-GB')).theme_id).toBe(ids.en);
    // Without a language, en-GB.
    const plain = await effective(admin, retailer.id);
    expect(plain.json<TEffectiveThemeResponse>().theme_id).toBe(ids.en);

    // Another retailer's themes never apply; deleting falls back to the next.
    const elsewhere = await freshRetailer();
    expect((await effective(admin, elsewhere.id, 'fr')).json()).toMatchObject({
      theme_id: allFr.theme_id,
    });
    await call(t, admin, 'DELETE', `/admin/themes/${ids.fr}`);
    expect((await applies('fr')).theme_id).toBe(ids.en);
    await call(t, admin, 'DELETE', '/admin/themes', {
      ids: [ids.en, allEn.theme_id, allFr.theme_id],
    });
    expect(await applies('fr')).toEqual({ theme_id: null, theme: THEME_DEFAULTS, logo_url: null });
  });

  it('is merged over the defaults and carries the logo’s URL', async () => {
    const retailer = await freshRetailer();
    const logo = await insertLogo(t.db);
    const id = await insertTheme(t.db, {
      retailerId: retailer.id,
      configuration: { button: { text: 'Partial' } },
    });
    await t.db.update(themes).set({ logoImageId: logo }).where(eq(themes.id, id));
    const res = await effective(admin, retailer.id);
    expect(res.json()).toEqual({
      theme_id: id,
      theme: { ...THEME_DEFAULTS, button: { ...THEME_DEFAULTS.button, text: 'Partial' } },
      logo_url: `${t.config.publicUrl}/uploads/${logo}.png`,
    });
  });

  it('is read by the retailer’s own users; another retailer answers 404 like a missing one', async () => {
    const own = await effective(shop.headers, shop.id, 'fr');
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await effective(shop.headers, other.id);
    const missing = await effective(shop.headers, NIL);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual({ errorMessage: MSG.notFound });
    expect((await effective(admin, NIL)).statusCode).toBe(404);
    expect((await effective({}, shop.id)).statusCode).toBe(401);
    expect((await call(t, admin, 'GET', '/admin/themes/0')).statusCode).toBe(400);
    expect((await effective(admin, shop.id, 'xx')).statusCode).toBe(400);
  });
});

describe('administrators only', () => {
  it('answers 403 to retailer users on every other theme route, and changes nothing', async () => {
    const id = await insertTheme(t.db, { retailerId: shop.id, languageCode: 'es' });
    const before = await snapshotTables(t.db);
    for (const [method, url, payload] of [
      ['GET', '/admin/themes', undefined],
      ['POST', '/admin/themes', themePayload({ retailer_id: shop.id, language_code: 'de' })],
      ['DELETE', '/admin/themes', { ids: [id] }],
      ['GET', `/admin/themes/${id}`, undefined],
      ['PUT', `/admin/themes/${id}`, themePayload({ retailer_id: shop.id })],
      ['DELETE', `/admin/themes/${id}`, undefined],
      ['POST', `/admin/themes/${id}/clone`, undefined],
    ] as const) {
      const res = await call(t, shop.headers, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ errorMessage: MSG.forbidden });
      expect((await call(t, {}, method, url, payload)).statusCode).toBe(401);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

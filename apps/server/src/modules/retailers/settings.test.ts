import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_STATEMENTS_MAX,
  CHAT_LANGUAGES,
  MSG,
  REASON_TEXT_MAX_LENGTH,
  ZRetailer,
  type TRetailer,
} from '@parley/contract';
import { reasons, retailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, getJson, type Headers } from '../../../test/support/api';
import { insertImage } from '../../../test/support/images';
import { insertReason } from '../../../test/support/reasons';
import { settingsPayload, testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { refusedFields } from '../../../test/support/rules';
import { startWithAdmin } from '../../../test/support/start';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const editor = () => testRetailer(t, { availableFeatures: ['reasons_editing'] });
const readRetailer = async (retailer: TestRetailer, as = retailer.headers) =>
  ZRetailer.parse(await getJson(t, as, `/retailers/${retailer.id}`));
const save = (retailer: TestRetailer, payload: object, as = retailer.headers) =>
  call(t, as, 'PUT', `/retailers/${retailer.id}/settings`, payload);
async function saved(retailer: TestRetailer, payload: object, as = retailer.headers) {
  const res = await save(retailer, payload, as);
  expect(res.statusCode, res.body).toBe(200);
  return ZRetailer.parse(res.json());
}
const liveReasons = async (retailerId: string) =>
  (await t.db.select().from(reasons).where(eq(reasons.retailerId, retailerId))).filter(
    (row) => row.deletedAt === null,
  );
const emailBanner = (retailerId: string | null, values = {}) =>
  insertImage(t.db, retailerId, { imageType: 'email_banner', ...values });

describe('the settings view of a retailer', () => {
  it('starts empty, in English only', async () => {
    const shop = await testRetailer(t);
    expect(await readRetailer(shop)).toMatchObject({
      notifications_email: null,
      email_banner_image: null,
      terms_url: null,
      terms_enabled: false,
      reasons: [],
      languages: ['en-GB'],
    } satisfies Partial<TRetailer>);
  });

  it('speaks all four languages with multi_language', async () => {
    const shop = await testRetailer(t, { availableFeatures: ['multi_language'] });
    expect((await readRetailer(shop)).languages).toEqual([...CHAT_LANGUAGES]);
  });

  it('shows the live brand statements, oldest first, at most five', async () => {
    const shop = await testRetailer(t);
    const ids: string[] = [];
    for (let i = 0; i < BRAND_STATEMENTS_MAX + 2; i++) {
      ids.push(await insertReason(t.db, shop.id, { reasonText: `Statement ${i}` }));
    }
    await t.db.update(reasons).set({ deletedAt: new Date() }).where(eq(reasons.id, ids[1]!));
    await insertReason(t.db, (await testRetailer(t)).id, { reasonText: 'Not theirs' });
    await insertReason(t.db, null, { reasonText: 'Global' });
    expect((await readRetailer(shop)).reasons).toEqual(
      [0, 2, 3, 4, 5].map((i) => ({ reason_id: ids[i], text: `Statement ${i}` })),
    );
  });

  it('shows terms as enabled exactly when a URL is set, and the e-mail', async () => {
    const shop = await testRetailer(t, {
      termsUrl: 'https://shop.example/terms',
      notificationsEmail: 'alerts@shop.example',
    });
    expect(await readRetailer(shop)).toMatchObject({
      terms_url: 'https://shop.example/terms',
      terms_enabled: true,
      notifications_email: 'alerts@shop.example',
    });
  });

  it('shows the e-mail banner as the images module does', async () => {
    const shop = await testRetailer(t);
    const imageId = await emailBanner(shop.id);
    await t.db
      .update(retailers)
      .set({ emailBannerImageId: imageId })
      .where(eq(retailers.id, shop.id));
    const image = await getJson<{ image: unknown }>(
      t,
      shop.headers,
      `/retailers/${shop.id}/images/${imageId}`,
    );
    expect((await readRetailer(shop)).email_banner_image).toEqual(image.image);
    expect(image.image).toMatchObject({
      image_url: `http://localhost:3000/uploads/${imageId}.png`,
      uploaded: true,
      upload: null,
    });
  });
});

describe('PUT /retailers/:retailerId/settings', () => {
  it('saves the name, the notification e-mail and the terms, and answers the whole retailer', async () => {
    const shop = await testRetailer(t);
    const body = await saved(
      shop,
      settingsPayload({
        name: '  Hartley & Sons  ',
        notifications_email: 'alerts@hartley.example',
        terms_enabled: true,
        terms_url: 'https://hartley.example/terms',
      }),
    );
    expect(body).toMatchObject({
      id: shop.id,
      name: 'Hartley & Sons',
      notifications_email: 'alerts@hartley.example',
      terms_url: 'https://hartley.example/terms',
      terms_enabled: true,
    });
    expect(await readRetailer(shop)).toEqual(body);
    // Empty fields are cleared; terms off clears the URL.
    const cleared = await saved(
      shop,
      settingsPayload({
        notifications_email: '',
        terms_enabled: false,
        terms_url: 'https://hartley.example/terms',
      }),
    );
    expect(cleared).toMatchObject({
      notifications_email: null,
      terms_url: null,
      terms_enabled: false,
    });
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.id));
    expect(row!.termsUrl).toBeNull();
  });

  it('names every refused field with its message, and changes nothing', async () => {
    const shop = await editor();
    const long = 'x'.repeat(REASON_TEXT_MAX_LENGTH + 1);
    const statements = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ reason_id: null, text: `Statement ${i}` }));
    const before = await snapshotTables(t.db);
    for (const [payload, errors] of [
      [settingsPayload({ name: '' }), { name: MSG.required }],
      [settingsPayload({ name: '   ' }), { name: MSG.required }],
      [settingsPayload({ name: 'x'.repeat(256) }), { name: MSG.maxLength(255) }],
      [
        settingsPayload({ notifications_email: 'not an e-mail' }),
        { notifications_email: MSG.email },
      ],
      [settingsPayload({ terms_enabled: true }), { terms_url: MSG.required }],
      [settingsPayload({ terms_enabled: true, terms_url: '  ' }), { terms_url: MSG.required }],
      [settingsPayload({ terms_enabled: true, terms_url: 'not a url' }), { terms_url: MSG.url }],
      [
        settingsPayload({ terms_enabled: true, terms_url: 'javascript:alert(1)' }),
        { terms_url: MSG.url },
      ],
      [
        settingsPayload({ reasons: statements(BRAND_STATEMENTS_MAX + 1) }),
        { reasons: MSG.brandStatementsTooMany(BRAND_STATEMENTS_MAX) },
      ],
      [
        settingsPayload({ reasons: [{ reason_id: null, text: long }] }),
        { 'reasons.0.text': MSG.maxLength(REASON_TEXT_MAX_LENGTH) },
      ],
    ] as const) {
      const fields = await refusedFields(
        t,
        shop.headers,
        'PUT',
        `/retailers/${shop.id}/settings`,
        payload,
      );
      expect(fields, JSON.stringify(payload).slice(0, 100)).toEqual(errors);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  describe('the e-mail banner', () => {
    it("links an uploaded email_banner image of the retailer's own, and unlinks it", async () => {
      const shop = await testRetailer(t);
      const imageId = await emailBanner(shop.id);
      const linked = await saved(
        shop,
        settingsPayload({ email_banner_image_id: imageId.toUpperCase() }),
      );
      expect(linked.email_banner_image).toMatchObject({ image_id: imageId, uploaded: true });
      const unlinked = await saved(shop, settingsPayload());
      expect(unlinked.email_banner_image).toBeNull();
      await saved(shop, settingsPayload({ email_banner_image_id: imageId }));
      const emptied = await saved(shop, settingsPayload({ email_banner_image_id: '' }));
      expect(emptied.email_banner_image).toBeNull();
    });

    it('refuses an image not uploaded, or of another type (422), and changes nothing', async () => {
      const shop = await testRetailer(t);
      const pending = await emailBanner(shop.id, { uploadedAt: null, contentType: null });
      const addon = await insertImage(t.db, shop.id);
      const before = await snapshotTables(t.db);
      for (const imageId of [pending, addon]) {
        const res = await save(
          shop,
          settingsPayload({ name: 'Changed', email_banner_image_id: imageId }),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ errorMessage: MSG.bannerImageNotUploaded });
      }
      expect(await snapshotTables(t.db)).toEqual(before);
    });

    it("answers 404 for another retailer's image, a missing one or a malformed id", async () => {
      const shop = await testRetailer(t);
      const theirs = await emailBanner((await testRetailer(t)).id);
      const unowned = await emailBanner(null);
      const before = await snapshotTables(t.db);
      for (const imageId of [theirs, unowned, randomUUID(), 'not-an-id', "1' or '1'='1"]) {
        for (const as of [shop.headers, admin]) {
          const res = await save(
            shop,
            settingsPayload({ name: 'Changed', email_banner_image_id: imageId }),
            as,
          );
          expect(res.statusCode, imageId).toBe(404);
          expect(res.json()).toEqual({ errorMessage: MSG.notFound });
        }
      }
      expect(await snapshotTables(t.db)).toEqual(before);
    });
  });

  describe('the brand statements', () => {
    it('need the reasons_editing feature (403), for administrators too, and change nothing', async () => {
      const shop = await testRetailer(t, { availableFeatures: ['reasons_generation'] });
      const before = await snapshotTables(t.db);
      for (const as of [shop.headers, admin]) {
        const res = await save(
          shop,
          settingsPayload({
            name: 'Changed',
            reasons: [{ reason_id: null, text: 'Made by hand.' }],
          }),
          as,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ errorMessage: MSG.brandStatementsNotEnabled });
      }
      expect(await snapshotTables(t.db)).toEqual(before);
    });

    it('are left as they are when the save does not send them', async () => {
      const shop = await testRetailer(t);
      const kept = await insertReason(t.db, shop.id, { reasonText: 'Kept.' });
      const body = await saved(shop, settingsPayload({ name: 'Renamed' }));
      expect(body.reasons).toEqual([{ reason_id: kept, text: 'Kept.' }]);
    });

    it('update, add, drop empty ones and delete the unlisted, as the list says', async () => {
      const shop = await editor();
      const [first, second, third] = [
        await insertReason(t.db, shop.id, { reasonText: 'First.', active: false }),
        await insertReason(t.db, shop.id, { reasonText: 'Second.', active: true }),
        await insertReason(t.db, shop.id, { reasonText: 'Third.' }),
      ];
      const theirs = await insertReason(t.db, (await editor()).id, { reasonText: 'Theirs.' });
      t.clock.advance(60);
      const body = await saved(
        shop,
        settingsPayload({
          reasons: [
            { reason_id: second, text: '<b>Second</b>, edited &amp; cleaned.' },
            { reason_id: null, text: '' },
            { reason_id: null, text: 'New <i>one</i>.' },
            { reason_id: first.toUpperCase(), text: 'First.' },
            { reason_id: null, text: 'Newer one.' },
          ],
        }),
      );
      expect(body.reasons.map((r) => r.text)).toEqual([
        'First.',
        'Second, edited & cleaned.',
        'New one.',
        'Newer one.',
      ]);
      const rows = await liveReasons(shop.id);
      expect(rows.map((row) => row.id)).not.toContain(third);
      const byText = new Map(rows.map((row) => [row.reasonText, row]));
      // Existing statements keep their switch; new ones are on.
      expect(byText.get('First.')!.active).toBe(false);
      expect(byText.get('Second, edited & cleaned.')!.active).toBe(true);
      expect(byText.get('New one.')!.active).toBe(true);
      expect(byText.get('Newer one.')!.active).toBe(true);
      const [deleted] = await t.db.select().from(reasons).where(eq(reasons.id, third));
      expect(deleted!.deletedAt).toBeInstanceOf(Date);
      // Another retailer's reasons are untouched.
      const [other] = await t.db.select().from(reasons).where(eq(reasons.id, theirs));
      expect(other!.deletedAt).toBeNull();
      // An empty list deletes them all.
      expect((await saved(shop, settingsPayload({ reasons: [] }))).reasons).toEqual([]);
      expect(await liveReasons(shop.id)).toEqual([]);
    });

    it('delete only the statements the form showed: reasons past the fifth are left alone', async () => {
      const shop = await editor();
      const ids: string[] = [];
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        ids.push(await insertReason(t.db, shop.id, { reasonText: `Reason ${n}.` }));
      }
      // The form showed the oldest five; the retailer dropped the second.
      const shown = ids.slice(0, 5).filter((_, index) => index !== 1);
      await saved(
        shop,
        settingsPayload({
          reasons: shown.map((id, index) => ({ reason_id: id, text: `Reason ${index}.` })),
        }),
      );
      const live = (await liveReasons(shop.id)).map((row) => row.id);
      expect(live).not.toContain(ids[1]);
      expect(live).toEqual(expect.arrayContaining([...shown, ids[5]!, ids[6]!]));
      expect(live).toHaveLength(6);
    });

    it('are saved in one transaction with the rest: a refusal changes nothing', async () => {
      const shop = await editor();
      const kept = await insertReason(t.db, shop.id, { reasonText: 'Kept.' });
      const deleted = await insertReason(t.db, shop.id, { deletedAt: new Date() });
      const theirs = await insertReason(t.db, (await editor()).id);
      const global = await insertReason(t.db, null);
      const banner = await emailBanner(shop.id);
      const change = (statements: { reason_id: string | null; text: string }[]) =>
        settingsPayload({
          name: 'Changed',
          notifications_email: 'changed@shop.example',
          email_banner_image_id: banner,
          terms_enabled: true,
          terms_url: 'https://shop.example/terms',
          reasons: [
            { reason_id: null, text: 'A new statement.' },
            { reason_id: kept, text: 'Kept, edited.' },
            ...statements,
          ],
        });
      const before = await snapshotTables(t.db);
      for (const [statements, status, message] of [
        [[{ reason_id: theirs, text: 'Mine now.' }], 404, MSG.notFound],
        [[{ reason_id: global, text: 'Mine now.' }], 404, MSG.notFound],
        [[{ reason_id: deleted, text: 'Back.' }], 404, MSG.notFound],
        [[{ reason_id: randomUUID(), text: 'Unknown.' }], 404, MSG.notFound],
        [[{ reason_id: 'not-an-id', text: 'Malformed.' }], 404, MSG.notFound],
        [[{ reason_id: null, text: '<b></b>' }], 422, MSG.reasonTextEmptyAfterCleaning],
        [[{ reason_id: null, text: '<script>x</script>' }], 422, MSG.reasonTextEmptyAfterCleaning],
      ] as const) {
        const res = await save(shop, change([...statements]));
        expect(res.statusCode, JSON.stringify(statements)).toBe(status);
        expect(res.json()).toEqual({ errorMessage: message });
      }
      expect(await snapshotTables(t.db)).toEqual(before);
      // The same save without the refused statement goes through whole.
      const body = await saved(shop, change([]));
      expect(body).toMatchObject({
        name: 'Changed',
        notifications_email: 'changed@shop.example',
        email_banner_image: { image_id: banner },
        terms_url: 'https://shop.example/terms',
      });
      expect(body.reasons.map((r) => r.text).sort()).toEqual(['A new statement.', 'Kept, edited.']);
    });

    it('may be saved by an administrator for a store that has the feature', async () => {
      const shop = await editor();
      const body = await saved(
        shop,
        settingsPayload({ reasons: [{ reason_id: null, text: 'Written by an administrator.' }] }),
        admin,
      );
      expect(body.reasons).toEqual([
        { reason_id: expect.any(String) as string, text: 'Written by an administrator.' },
      ]);
    });
  });
});

describe('the settings view with images in S3', () => {
  it('shows the banner at its S3 address', async () => {
    const s3 = await createTestApp({
      S3_BUCKET: 'parley-images',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example',
    });
    try {
      const retailer = await s3.createRetailer();
      const imageId = randomUUID();
      await insertImage(s3.db, retailer.id, {
        id: imageId,
        imageType: 'email_banner',
        storage: 's3',
        storageKey: `images/${imageId}.png`,
      });
      await s3.db
        .update(retailers)
        .set({ emailBannerImageId: imageId })
        .where(eq(retailers.id, retailer.id));
      const headers = await s3.bearer(await s3.createUser({ retailerId: retailer.id }));
      const res = await s3.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${retailer.id}`,
        headers,
      });
      const image = await s3.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${retailer.id}/images/${imageId}`,
        headers,
      });
      expect(res.json<TRetailer>().email_banner_image).toEqual(
        image.json<{ image: unknown }>().image,
      );
      expect(res.json<TRetailer>().email_banner_image?.image_url).toBe(
        `https://cdn.example/images/${imageId}.png`,
      );
    } finally {
      await s3.close();
    }
  });
});

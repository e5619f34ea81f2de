import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CHAT_LANGUAGES,
  MSG,
  PLAN_FEATURE_NAMES,
  PLAN_FEATURES,
  RETAILER_FEATURE_INFO,
  RETAILER_FEATURES,
  ZFeatureListResponse,
  ZRetailer,
  ZRetailerFeatureChangesResponse,
} from '@parley/contract';
import { retailerFeatureChanges, retailers, users } from '../../db/schema';
import { snapshotTables } from '../../../test/db-snapshot';
import { call, getJson } from '../../../test/support/api';
import { startWithAdminAndShops } from '../../../test/support/start';
import { DELETED_USER } from './features';

const { t, admin, shop, other } = await startWithAdminAndShops();
afterAll(() => t.close());

const switchFeatures = (retailerId: string, available_features: string[], as = admin) =>
  call(t, as, 'PUT', `/retailers/${retailerId}/features`, { available_features });
const changesOf = async (retailerId: string) =>
  ZRetailerFeatureChangesResponse.parse(
    await getJson(t, admin, `/retailers/${retailerId}/feature_changes`),
  ).changes;

describe('GET /features', () => {
  it('lists the retailer features with their names and descriptions, and the plan features', async () => {
    for (const as of [admin, shop.headers]) {
      const body = ZFeatureListResponse.parse(await getJson(t, as, '/features'));
      expect(body.retailer_features).toEqual(
        RETAILER_FEATURES.map((code) => ({ code, ...RETAILER_FEATURE_INFO[code] })),
      );
      expect(body.plan_features).toEqual(
        PLAN_FEATURES.map((code) => ({ code, name: PLAN_FEATURE_NAMES[code] })),
      );
    }
    expect((await call(t, {}, 'GET', '/features')).statusCode).toBe(401);
  });
});

describe('PUT /retailers/:retailerId/features', () => {
  it('sets exactly the features given, each once, and answers the whole retailer', async () => {
    const res = await switchFeatures(shop.id, [
      'multi_language',
      'reasons_editing',
      'multi_language',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZRetailer.parse(res.json());
    expect(body.available_features).toEqual(['multi_language', 'reasons_editing']);
    expect(body.languages).toEqual([...CHAT_LANGUAGES]);
    const [row] = await t.db.select().from(retailers).where(eq(retailers.id, shop.id));
    expect(row!.availableFeatures).toEqual(['multi_language', 'reasons_editing']);
    const off = ZRetailer.parse((await switchFeatures(shop.id, [])).json());
    expect(off.available_features).toEqual([]);
    expect(off.languages).toEqual(['en-GB']);
  });

  it('records each feature switched on or off, with who and when, newest first', async () => {
    const retailer = await t.createRetailer({ availableFeatures: ['user_cohorts', 'chat_export'] });
    const first = await t.createUser({
      isAdmin: true,
      email: `first-${randomUUID()}@parley.example`,
    });
    const second = await t.createUser({
      isAdmin: true,
      email: `second-${randomUUID()}@parley.example`,
    });

    const switchedAt = t.clock.now().toISOString();
    const res = await switchFeatures(
      retailer.id,
      ['user_cohorts', 'reasons_editing', 'reasons_generation'],
      await t.bearer(first),
    );
    expect(res.statusCode).toBe(200);
    t.clock.advance(60);
    const laterAt = t.clock.now().toISOString();
    await switchFeatures(retailer.id, ['reasons_editing'], await t.bearer(second));
    // Nothing switched: nothing recorded.
    t.clock.advance(60);
    await switchFeatures(retailer.id, ['reasons_editing'], await t.bearer(second));

    expect(await changesOf(retailer.id)).toEqual([
      {
        feature: 'reasons_generation',
        enabled: false,
        changed_by: second.email,
        changed_at: laterAt,
      },
      { feature: 'user_cohorts', enabled: false, changed_by: second.email, changed_at: laterAt },
      { feature: 'chat_export', enabled: false, changed_by: first.email, changed_at: switchedAt },
      {
        feature: 'reasons_editing',
        enabled: true,
        changed_by: first.email,
        changed_at: switchedAt,
      },
      {
        feature: 'reasons_generation',
        enabled: true,
        changed_by: first.email,
        changed_at: switchedAt,
      },
    ]);
    // Another retailer's changes are its own.
    expect(await changesOf(other.id)).toEqual([]);
  });

  it("keeps the record when the administrator's account is gone", async () => {
    const retailer = await t.createRetailer();
    const leaver = await t.createUser({ isAdmin: true });
    await switchFeatures(retailer.id, ['chat_export'], await t.bearer(leaver));
    await t.db.delete(users).where(eq(users.id, leaver.id));
    expect(await changesOf(retailer.id)).toMatchObject([
      { feature: 'chat_export', enabled: true, changed_by: DELETED_USER },
    ]);
  });

  it('refuses an unknown feature, and a retailer that is not there', async () => {
    const before = await snapshotTables(t.db);
    const unknown = await switchFeatures(shop.id, ['user_cohorts', 'teleportation']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('fieldErrors');
    const missing = randomUUID();
    for (const res of [
      await switchFeatures(missing, ['chat_export']),
      await call(t, admin, 'GET', `/retailers/${missing}/feature_changes`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("are the administrators': 403 to retailer users, even for their own store, and 401 to nobody", async () => {
    await switchFeatures(shop.id, ['chat_export']);
    const before = await snapshotTables(t.db);
    for (const retailerId of [shop.id, other.id]) {
      for (const res of [
        await switchFeatures(retailerId, [...RETAILER_FEATURES], shop.headers),
        await call(t, shop.headers, 'GET', `/retailers/${retailerId}/feature_changes`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ errorMessage: MSG.forbidden });
      }
      expect((await switchFeatures(retailerId, [], {})).statusCode).toBe(401);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    const rows = await t.db
      .select()
      .from(retailerFeatureChanges)
      .where(eq(retailerFeatureChanges.retailerId, other.id));
    expect(rows).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBotTestResponse,
  type TBotTestResponse,
  type TSessionTurnResponse,
  type TWidgetSessionResponse,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { snapshotTables } from '../../../test/db-snapshot';
import { retailers } from '../../db/schema';
import type { Headers } from '../../../test/support/api';
import { adminHeaders, retailerWithUser } from '../../../test/support/retailers';
import { sessionRow } from '../../../test/support/sessions';

let t: TestApp;
let admin: Headers;
let retailerUser: Headers;
beforeAll(async () => {
  ({ t, admin } = await startWithAdmin());
  retailerUser = (await retailerWithUser(t)).headers;
});
afterAll(() => t.close());

const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('GET /bot_test', () => {
  it('answers the tester’s form with the defaults of part 1 §9', async () => {
    const res = await call(admin, 'GET', '/bot_test');
    expect(res.statusCode, res.body).toBe(200);
    const body = ZBotTestResponse.parse(res.json());
    expect(body).toMatchObject({
      widget_urls: {
        script: 'http://localhost:3000/widget.js',
        api: 'http://localhost:3000/api/v1/widget',
      },
      api_version: 'v1',
      language: 'en-GB',
      negotiation_direction: 'down',
      objective: 'increase_conversion',
      negotiation_type: 'product',
    });
    expect(body.available_languages.map((l) => l.code)).toEqual(['en-GB', 'fr', 'de', 'es']);
    const baseline = body.available_features.find((f) => f.code === 'a_baseline');
    expect(baseline?.default_hyper_parameters?.tolerance).toBe(0.15);
    for (const profile of body.available_contract_profiles) {
      expect(profile.offering.contract_name).not.toBe('');
      expect(profile.initial_bot_offer).toBeGreaterThan(0);
    }
  });

  it('creates the internal Bot Tester store once, even when asked twice at once', async () => {
    const fresh = await createTestApp();
    try {
      const headers = await adminHeaders(fresh);
      const get = () => fresh.app.inject({ method: 'GET', url: '/api/v1/bot_test', headers });
      const [a, b] = await Promise.all([get(), get()]);
      const key = a.json<TBotTestResponse>().api_key;
      expect(b.json<TBotTestResponse>().api_key).toBe(key);
      const stores = await fresh.db
        .select()
        .from(retailers)
        .where(eq(retailers.name, 'Bot Tester'));
      expect(stores.map((store) => store.apiKey)).toEqual([key]);
      // A real store may carry the same name without being taken for it.
      await fresh.createRetailer({ name: 'Bot Tester' });
      expect((await get()).json<TBotTestResponse>().api_key).toBe(key);
    } finally {
      await fresh.close();
    }
  });

  it('offers only en-GB when the tester store cannot speak other languages', async () => {
    const key = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>().api_key;
    await t.db.update(retailers).set({ availableFeatures: [] }).where(eq(retailers.apiKey, key));
    try {
      const body = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>();
      expect(body.available_languages.map((l) => l.code)).toEqual(['en-GB']);
    } finally {
      await t.db
        .update(retailers)
        .set({ availableFeatures: ['multi_language'] })
        .where(eq(retailers.apiKey, key));
    }
  });

  it('refuses a v1 contract negotiation, and writes nothing', async () => {
    const form = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>();
    const profile = form.available_contract_profiles[0]!;
    const before = await snapshotTables(t.db);
    const res = await call(admin, 'POST', '/bot_test', {
      apiVersion: 'v1',
      negotiationType: 'contract',
      offering: profile.offering,
      initialOffer: profile.initial_bot_offer,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('A contract negotiation needs API version v2');
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('is for administrators only', async () => {
    const before = await snapshotTables(t.db);
    for (const [method, url, payload] of [
      ['GET', '/bot_test', undefined],
      ['POST', '/bot_test', { negotiationType: 'product', productPrice: 100 }],
      [
        'POST',
        '/bot_test/purchase',
        {
          apiVersion: 'v1',
          productId: 'BOT-TEST-PRODUCT',
          parleyId: '00000000-0000-4000-8000-000000000000',
          orderNumber: '1',
        },
      ],
    ] as const) {
      expect((await call(retailerUser, method, url, payload)).statusCode, url).toBe(403);
      expect((await call({}, method, url, payload)).statusCode, url).toBe(401);
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('POST /bot_test and /bot_test/purchase', () => {
  /** Starts a test negotiation as the administrator: its id and the session it stored. */
  async function startBotTest(body: object) {
    const started = await call(admin, 'POST', '/bot_test', body);
    expect(started.statusCode, started.body).toBe(200);
    const { parleyId } = started.json<{ parleyId: string }>();
    return { parleyId, row: await sessionRow(t, parleyId) };
  }

  it('starts a test negotiation the widget continues, and records its purchase', async () => {
    const form = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>();
    const { parleyId, row } = await startBotTest({
      negotiationType: 'product',
      productId: form.product_id,
      productPrice: form.product_price,
      walkawayPrice: form.walkaway_price,
    });
    expect(row).toMatchObject({
      apiVersion: 'v1',
      objective: 'increase_conversion',
      language: 'en-GB',
      direction: 'down',
      walkawayPercentage: 16,
      productPrice: 100,
    });
    const widget = { 'x-api-key': form.api_key };
    const session = await call(widget, 'GET', `/widget/sessions/${parleyId}`);
    expect(session.statusCode).toBe(200);
    expect(session.json<TWidgetSessionResponse>().messages).toHaveLength(1);

    const record = {
      apiVersion: 'v1',
      productId: form.product_id,
      parleyId,
      orderNumber: 'TEST-1',
    };
    expect((await call(admin, 'POST', '/bot_test/purchase', record)).statusCode).toBe(422);
    // Below the walkaway the bot never agrees: it counters, and that offer can be taken.
    const turn = await call(widget, 'POST', `/widget/sessions/${parleyId}/messages`, {
      text: 'I can pay £80',
    });
    expect(turn.json<TSessionTurnResponse>().session.can_accept).toBe(true);
    await call(widget, 'POST', `/widget/sessions/${parleyId}/accept`);
    const bought = await call(admin, 'POST', '/bot_test/purchase', record);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({ parleyId, orderNumber: 'TEST-1', summary_status: 'sold' });
  });

  it('buys back on a contract whose bands rise: the bot raises its offer toward red', async () => {
    const form = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>();
    const buyback = form.available_contract_profiles.find(
      (profile) => profile.offering.contract_name === 'Phone trade-in (buyback)',
    )!;
    const terms = {
      apiVersion: 'v2',
      negotiationType: 'contract',
      offering: buyback.offering,
      initialOffer: buyback.initial_bot_offer,
      rag: buyback.rag,
    };
    const selling = await call(admin, 'POST', '/bot_test', {
      ...terms,
      negotiationDirection: 'down',
    });
    expect(selling.statusCode).toBe(400);
    expect(selling.body).toContain('rag.red must be at most the opening price');

    const { parleyId, row } = await startBotTest({ ...terms, negotiationDirection: 'up' });
    expect(row).toMatchObject({ direction: 'up', productPrice: 200, walkawayPrice: 250 });
    // Beyond red the bot never agrees: it counters, upwards.
    const turn = await call(
      { 'x-api-key': form.api_key },
      'POST',
      `/widget/sessions/${parleyId}/messages`,
      {
        text: 'I want £260 for it',
      },
    );
    const price = turn.json<TSessionTurnResponse>().session.current_price;
    expect(price).toBeGreaterThan(200);
    expect(price).toBeLessThanOrEqual(250);
  });

  it('negotiates a contract profile in the chosen language', async () => {
    const form = (await call(admin, 'GET', '/bot_test')).json<TBotTestResponse>();
    const profile = form.available_contract_profiles[0]!;
    const { row } = await startBotTest({
      apiVersion: 'v2',
      negotiationType: 'contract',
      offering: profile.offering,
      initialOffer: profile.initial_bot_offer,
      rag: profile.rag,
      language: 'fr',
      featureSettings: [{ name: 'b_tit_for_tat', enabled: true }],
    });
    expect(row).toMatchObject({
      apiVersion: 'v2',
      negotiationType: 'contract',
      language: 'fr',
      algorithmVersion: 'b_tit_for_tat',
      productName: profile.offering.contract_name,
    });
  });
});

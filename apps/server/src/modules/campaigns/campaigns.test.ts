import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TYPES,
  MAGIC_LINK_PATH,
  MSG,
  ZCampaign,
  ZCampaignList,
  type TCampaign,
  type TSaveCampaignInput,
} from '@parley/contract';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { rules } from '../../db/schema';
import { insertCampaign, validCampaignPayload } from '../../../test/support/campaigns';
import { insertRule } from '../../../test/support/rules';

let t: TestApp;
let retailerId: string;
let headers: Record<string, string>;
let ruleId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parley.example' });
  retailerId = (await t.createRetailer()).id;
  headers = await t.bearer(await t.createUser({ retailerId }));
  ruleId = await insertRule(t.db, retailerId, { name: 'Winter sale' });
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object, as = headers) {
  return t.app.inject({
    method,
    url: `/api/v1/retailers/${retailerId}/campaigns${path}`,
    headers: as,
    ...(payload ? { payload } : {}),
  });
}

async function create(payload: TSaveCampaignInput): Promise<TCampaign> {
  const res = await api('POST', '', payload);
  expect(res.statusCode, res.body).toBe(200);
  return ZCampaign.parse(res.json());
}

/** A retailer of its own, so that its list starts empty. */
async function freshRetailer() {
  const retailer = await t.createRetailer();
  return {
    id: retailer.id,
    headers: await t.bearer(await t.createUser({ retailerId: retailer.id })),
  };
}

describe('POST /retailers/:retailerId/campaigns', () => {
  it.each(CAMPAIGN_TYPES)('creates a %s link with a short unguessable URL', async (type) => {
    const link = await create(validCampaignPayload(type, ruleId));
    expect(link).toMatchObject({ retailer_id: retailerId, campaign_type: type, visit_count: 0 });
    const code = link.campaign_url.slice(`https://parley.example${MAGIC_LINK_PATH}/`.length);
    expect(link.campaign_url).toBe(`https://parley.example${MAGIC_LINK_PATH}/${code}`);
    // At least 64 random bits, in characters that need no escaping in a URL.
    expect(code).toMatch(/^[A-Za-z0-9_-]{11,}$/);
    expect((await api('GET', `/${link.campaign_id}`)).json()).toEqual(link);
  });

  it('stores each type with only the settings it uses', async () => {
    const rule = await create({
      ...validCampaignPayload('link_to_rule', ruleId),
      objective: 'preserve_margin',
      discount_treshold: 30,
      walkaway_percentage: 40,
    });
    expect(rule).toMatchObject({
      rule_id: ruleId,
      rule: { rule_id: ruleId, name: 'Winter sale' },
      objective: null,
      discount_treshold: null,
      walkaway_percentage: null,
      target_discount_percentage: null,
      start_date: null,
      end_date: null,
    });
    const product = await create({
      ...validCampaignPayload('single_product'),
      rule_id: ruleId,
      starts_at: '2030-01-01T00:00:00Z',
    });
    expect(product).toMatchObject({
      rule_id: null,
      rule: null,
      objective: 'balance_performance',
      discount_treshold: 12,
      walkaway_percentage: 12,
      target_discount_percentage: null,
      start_date: null,
    });
    const cart = await create(validCampaignPayload('negotiation_on_cart'));
    expect(cart).toMatchObject({
      objective: 'none',
      discount_treshold: null,
      target_discount_percentage: 5,
      walkaway_percentage: 15,
      start_date: '2020-01-01T00:00:00.000Z',
      end_date: '2100-01-01T00:00:00.000Z',
    });
  });

  it('gives every missing or wrong field its message and saves nothing', async () => {
    const product = validCampaignPayload('single_product');
    const cart = validCampaignPayload('negotiation_on_cart');
    const without = (payload: TSaveCampaignInput, key: keyof TSaveCampaignInput) =>
      Object.fromEntries(Object.entries(payload).filter(([k]) => k !== key));
    const cases: [object, Record<string, string>][] = [
      [{}, { name: MSG.required, campaign_type: MSG.required, duration: MSG.required }],
      [{ ...product, name: '   ' }, { name: MSG.required }],
      [{ ...product, name: 42 }, { name: MSG.required }],
      [{ ...product, campaign_type: 'coupon' }, { campaign_type: MSG.required }],
      [without(product, 'product_url'), { product_url: MSG.required }],
      [{ ...product, product_url: 'javascript:alert(1)' }, { product_url: MSG.url }],
      [{ ...product, product_url: 'ftp://shop.example/boot' }, { product_url: MSG.url }],
      [{ ...product, product_url: '/products/boot' }, { product_url: MSG.url }],
      [{ ...product, duration: 'forever' }, { duration: MSG.required }],
      [without(validCampaignPayload('link_to_rule'), 'rule_id'), { rule_id: MSG.required }],
      [
        { ...validCampaignPayload('link_to_rule'), rule_id: 'rule-1' },
        { rule_id: 'Not a valid id' },
      ],
      [without(product, 'objective'), { objective: MSG.required }],
      [{ ...product, objective: 'maximise' }, { objective: MSG.required }],
      [without(product, 'discount_treshold'), { discount_treshold: MSG.required }],
      [{ ...product, discount_treshold: '12' }, { discount_treshold: MSG.double }],
      [
        { ...product, discount_treshold: 101 },
        { discount_treshold: MSG.notValid('Discount Threshold') },
      ],
      [without(cart, 'target_discount_percentage'), { target_discount_percentage: MSG.required }],
      [without(cart, 'walkaway_percentage'), { walkaway_percentage: MSG.required }],
      [
        { ...cart, walkaway_percentage: -1 },
        { walkaway_percentage: MSG.notValid('Walkaway Threshold') },
      ],
      [without(cart, 'starts_at'), { starts_at: MSG.required }],
      [
        { ...validCampaignPayload('link_to_rule', ruleId), duration: 'limited' },
        { starts_at: MSG.required, ends_at: MSG.required },
      ],
      [without(cart, 'ends_at'), { ends_at: MSG.required }],
      [{ ...cart, starts_at: '1 January 2030' }, { starts_at: MSG.isoDate }],
      [{ ...cart, ends_at: cart.starts_at }, { ends_at: MSG.endBeforeBegin }],
    ];
    const before = await snapshotTables(t.db);
    for (const [payload, fieldErrors] of cases) {
      const res = await api('POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ fieldErrors });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it("links only to the retailer's own ruleset rules that are neither archived nor deleted", async () => {
    const other = await t.createRetailer();
    const refused = [
      await insertRule(t.db, other.id),
      await insertRule(t.db, retailerId, { archived: true }),
      await insertRule(t.db, retailerId, { deletedAt: new Date() }),
      await insertRule(t.db, retailerId, { kind: 'algorithm' }),
      await insertRule(t.db, null, { kind: 'algorithm' }),
      randomUUID(),
    ];
    const before = await snapshotTables(t.db);
    for (const id of refused) {
      const res = await api('POST', '', validCampaignPayload('link_to_rule', id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: MSG.magicLinkRuleUnavailable,
        fieldErrors: { rule_id: MSG.magicLinkRuleUnavailable },
      });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    // An inactive rule is fine: switching a rule on for one shopper is what the link is for.
    const inactive = await insertRule(t.db, retailerId, { active: false });
    await create(validCampaignPayload('link_to_rule', inactive));
  });
});

describe('PUT /retailers/:retailerId/campaigns/:campaignId', () => {
  it('refuses to change a magic link, and changes nothing', async () => {
    const link = await create(validCampaignPayload('single_product'));
    const before = await snapshotTables(t.db);
    for (const payload of [validCampaignPayload('negotiation_on_cart'), { name: 'Renamed' }, {}]) {
      const res = await api('PUT', `/${link.campaign_id}`, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorMessage: MSG.magicLinkReadOnly });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    expect((await api('GET', `/${link.campaign_id}`)).json()).toEqual(link);
    expect((await api('PUT', `/${randomUUID()}`, {})).statusCode).toBe(404);
  });
});

describe('DELETE /retailers/:retailerId/campaigns', () => {
  it('deletes one link', async () => {
    const link = await create(validCampaignPayload('single_product'));
    const res = await api('DELETE', `/${link.campaign_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await api('GET', `/${link.campaign_id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/${link.campaign_id}`)).statusCode).toBe(404);
  });

  it('deletes a batch all or nothing', async () => {
    const a = (await insertCampaign(t.db, retailerId)).id;
    const b = (await insertCampaign(t.db, retailerId)).id;
    const before = await snapshotTables(t.db);
    const refused = await api('DELETE', '', { ids: [a, b, randomUUID()] });
    expect(refused.statusCode).toBe(404);
    expect(await snapshotTables(t.db)).toEqual(before);
    const res = await api('DELETE', '', { ids: [a, b, a.toUpperCase()] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    for (const id of [a, b]) expect((await api('GET', `/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', '', { ids: [] })).statusCode).toBe(400);
  });

  it('keeps the link when its rule is deleted, without the rule', async () => {
    const doomed = await insertRule(t.db, retailerId);
    const link = await create(validCampaignPayload('link_to_rule', doomed));
    await t.db.delete(rules).where(eq(rules.id, doomed));
    expect((await api('GET', `/${link.campaign_id}`)).json()).toMatchObject({
      rule_id: null,
      rule: null,
    });
  });
});

describe('GET /retailers/:retailerId/campaigns', () => {
  it('pages newest first and searches by name', async () => {
    const own = await freshRetailer();
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i++) {
      await insertCampaign(t.db, own.id, {
        name: `Link ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    await insertCampaign(t.db, (await t.createRetailer()).id, { name: 'Link 99' });
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${own.id}/campaigns${query}`,
        headers: own.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZCampaignList.parse(res.json());
    };
    const first = await list('');
    expect(first.total).toBe(25);
    expect(first.campaigns.map((c) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Link ${String(24 - i).padStart(2, '0')}`),
    );
    const second = await list('?offset=20&_=123');
    expect(second.campaigns.map((c) => c.name)).toEqual([
      'Link 04',
      'Link 03',
      'Link 02',
      'Link 01',
      'Link 00',
    ]);
    const small = await list('?offset=2&limit=3');
    expect(small.campaigns.map((c) => c.name)).toEqual(['Link 22', 'Link 21', 'Link 20']);
    const found = await list('?search=link%201');
    expect(found.total).toBe(10);
    expect((await list('?search=%25')).total).toBe(0);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${own.id}/campaigns?limit=0`,
      headers: own.headers,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("another retailer's magic links", () => {
  it('answer 404 and change nothing', async () => {
    const other = await freshRetailer();
    const theirs = (await insertCampaign(t.db, other.id, { name: 'Theirs' })).id;
    const mine = (await insertCampaign(t.db, retailerId)).id;
    const before = await snapshotTables(t.db);
    const calls = [
      api('GET', `/${theirs}`),
      api('PUT', `/${theirs}`, validCampaignPayload()),
      api('DELETE', `/${theirs}`),
      api('DELETE', '', { ids: [theirs] }),
      api('DELETE', '', { ids: [mine, theirs] }),
      t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${other.id}/campaigns`,
        headers,
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${other.id}/campaigns`,
        headers,
        payload: validCampaignPayload(),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    const list = ZCampaignList.parse((await api('GET', '?limit=100')).json());
    expect(list.campaigns.map((c) => c.name)).not.toContain('Theirs');
  });
});

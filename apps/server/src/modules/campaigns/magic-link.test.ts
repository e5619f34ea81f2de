import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAGIC_LINK_PARAM,
  MAGIC_LINK_RULE_TTL_SECONDS,
  MSG,
  ZSaveCampaignRequest,
} from '@parley/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { campaigns, rules } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { createCampaign } from './service';
import { insertCampaign, validCampaignPayload } from '../../../test/support/campaigns';
import { insertRule } from '../../../test/support/rules';

let t: TestApp;
let retailerId: string;
beforeAll(async () => {
  t = await createTestApp();
  retailerId = (await t.createRetailer({ name: 'Secret Boutique' })).id;
});
afterAll(() => t.close());

const open = (code: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/m/${code}` });
const settings = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/magic_links/${code}` });
async function visits(id: string) {
  const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!.visitCount;
}

describe('GET /m/:code', () => {
  it('counts the visit and redirects to the page with the code added', async () => {
    const link = await insertCampaign(t.db, retailerId, {
      productUrl: 'https://shop.example/products/boot?colour=red&size=42#reviews',
    });
    const res = await open(link.code);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://shop.example/products/boot?colour=red&size=42&${MAGIC_LINK_PARAM}=${link.code}#reviews`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await visits(link.id)).toBe(1);
    await open(link.code);
    expect(await visits(link.id)).toBe(2);
    // A link checker's HEAD sees the redirect without counting a visit.
    const head = await open(link.code, 'HEAD');
    expect(head.statusCode).toBe(302);
    expect(await visits(link.id)).toBe(2);
  });

  it('keeps the stored query exactly and adds only its own parameter', async () => {
    const cases: [string, (code: string) => string][] = [
      ['https://shop.example/cart', (c) => `https://shop.example/cart?${MAGIC_LINK_PARAM}=${c}`],
      [
        'https://shop.example/p?q=red%20boot&tag=a+b&empty=&flag',
        (c) => `https://shop.example/p?q=red%20boot&tag=a+b&empty=&flag&${MAGIC_LINK_PARAM}=${c}`,
      ],
      [
        `http://shop.example:8080/p?${MAGIC_LINK_PARAM}=forged&x=1#top`,
        (c) => `http://shop.example:8080/p?x=1&${MAGIC_LINK_PARAM}=${c}#top`,
      ],
    ];
    for (const [productUrl, expected] of cases) {
      const link = await insertCampaign(t.db, retailerId, { productUrl });
      expect((await open(link.code)).headers.location).toBe(expected(link.code));
    }
  });

  it('answers a plain 404 to an unknown or malformed code', async () => {
    const link = await insertCampaign(t.db, retailerId);
    for (const code of ['AAAAAAAAAAAA', 'a', 'x'.repeat(33), '%3Cscript%3E', `${link.code}!`]) {
      const res = await open(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Not found');
    }
    expect(await visits(link.id)).toBe(0);
  });

  it('shows a friendly page outside its dates, counting nothing', async () => {
    const now = t.clock.now();
    const ended = await insertCampaign(t.db, retailerId, {
      startsAt: addSeconds(now, -7200),
      endsAt: addSeconds(now, -1),
    });
    const res = await open(ended.code);
    expect(res.statusCode).toBe(410);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<h1>${MSG.magicLinkExpired}</h1>`);
    const early = await insertCampaign(t.db, retailerId, { startsAt: addSeconds(now, 3600) });
    const notYet = await open(early.code);
    expect(notYet.statusCode).toBe(410);
    expect(notYet.body).toContain(MSG.magicLinkNotStarted);
    expect(await visits(ended.id)).toBe(0);
    expect(await visits(early.id)).toBe(0);
  });

  it('expires when the clock passes its end', async () => {
    const link = await insertCampaign(t.db, retailerId, {
      startsAt: t.clock.now(),
      endsAt: addSeconds(t.clock.now(), 60),
    });
    expect((await open(link.code)).statusCode).toBe(302);
    t.clock.advance(60);
    expect((await open(link.code)).statusCode).toBe(410);
    expect(await visits(link.id)).toBe(1);
  });
});

describe('GET /api/v1/magic_links/:code', () => {
  it("answers a live link's settings to anyone, and nothing about the retailer", async () => {
    const ruleId = await insertRule(t.db, retailerId);
    const link = await insertCampaign(t.db, retailerId, {
      campaignType: 'link_to_rule',
      ruleId,
      objective: null,
      walkawayPercentage: null,
    });
    const res = await settings(link.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      campaign_type: 'link_to_rule',
      rule_id: ruleId,
      objective: null,
      target_discount_percentage: null,
      walkaway_percentage: null,
      expires_in_seconds: MAGIC_LINK_RULE_TTL_SECONDS,
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).not.toContain(retailerId);
    expect(res.body).not.toContain('Secret Boutique');
    expect(await visits(link.id)).toBe(0);

    // Archived since: the link still lands, but switches no rule on.
    await t.db.update(rules).set({ archived: true }).where(eq(rules.id, ruleId));
    expect((await settings(link.code)).json()).toMatchObject({ rule_id: null });
  });

  it('tells the widget how long it may keep the link', async () => {
    const now = t.clock.now();
    const soon = await insertCampaign(t.db, retailerId, {
      campaignType: 'link_to_rule',
      ruleId: await insertRule(t.db, retailerId),
      endsAt: addSeconds(now, 100),
    });
    expect((await settings(soon.code)).json()).toMatchObject({ expires_in_seconds: 100 });
    const legacy = await insertCampaign(t.db, retailerId, {
      campaignType: 'negotiation_on_cart',
      objective: 'none',
      targetDiscountPercentage: 5,
      walkawayPercentage: 15.5,
      endsAt: addSeconds(now, 86_400),
    });
    expect((await settings(legacy.code)).json()).toEqual({
      campaign_type: 'negotiation_on_cart',
      rule_id: null,
      objective: 'none',
      target_discount_percentage: 5,
      walkaway_percentage: 15.5,
      expires_in_seconds: 86_400,
    });
    const forever = await insertCampaign(t.db, retailerId);
    expect((await settings(forever.code)).json()).toMatchObject({
      objective: 'balance_performance',
      walkaway_percentage: 12,
      expires_in_seconds: null,
    });
  });

  it('answers 404 for an unknown, ended or not yet started link', async () => {
    const now = t.clock.now();
    const ended = await insertCampaign(t.db, retailerId, { endsAt: addSeconds(now, -1) });
    const early = await insertCampaign(t.db, retailerId, { startsAt: addSeconds(now, 10) });
    for (const code of ['AAAAAAAAAAAA', ended.code, early.code]) {
      const res = await settings(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorMessage: MSG.notFound });
    }
    expect((await settings('bad!')).statusCode).toBe(400);
  });
});

describe('magic link codes', () => {
  it('draws another code on the rare collision, and gives up after a few', async () => {
    const taken = (await insertCampaign(t.db, retailerId)).code;
    const save = ZSaveCampaignRequest.parse(validCampaignPayload('single_product'));
    const codes = [taken, taken, 'FreshCode123'];
    const link = await createCampaign(t.deps, retailerId, save, () => codes.shift()!);
    expect(link.campaign_url).toMatch(/\/m\/FreshCode123$/);
    await expect(createCampaign(t.deps, retailerId, save, () => taken)).rejects.toThrow();
  });

  it("answers 404 to an administrator creating one for a retailer that doesn't exist", async () => {
    const admin = await t.bearer(await t.createUser({ isAdmin: true }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${randomUUID()}/campaigns`,
      headers: admin,
      payload: validCampaignPayload('single_product'),
    });
    expect(res.statusCode).toBe(404);
  });

  it('are unique and at least 64 bits long', async () => {
    const save = ZSaveCampaignRequest.parse(validCampaignPayload('single_product'));
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const url = (await createCampaign(t.deps, retailerId, save)).campaign_url;
      const code = url.split('/').at(-1)!;
      // 12 base64url characters carry 72 bits.
      expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
      seen.add(code);
    }
    expect(seen.size).toBe(20);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG, ZRetailer } from '@parley/contract';
import { retailers } from '../../db/schema';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const retailerRow = async (id: string) =>
  (await t.db.select().from(retailers).where(eq(retailers.id, id)))[0]!;

/** A retailer that has just signed up: terms not agreed, questionnaire pending. */
async function newcomer() {
  const retailer = await t.createRetailer({
    termsAgreed: false,
    incompleteOnboardingTasks: ['market_questionnaire'],
  });
  const user = await t.createUser({ retailerId: retailer.id });
  return { retailer, headers: await t.bearer(user) };
}

const put = (id: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/retailers/${id}`,
    headers,
    payload: payload as object,
  });

const questionnaire = {
  objectives: ['Clear stock', 'Increase conversion', 'Clear stock'],
  market_sector: 'Books',
  stock_type: 'Both',
  monthly_orders: '100 to 1,000',
};

describe('GET /api/v1/retailers/:retailerId', () => {
  it('gives the retailer with its plan, in either context, with the cache-busting parameter', async () => {
    const { retailer, headers } = await newcomer();
    for (const query of ['', '?context=status', `?context=admin&_=${Date.now()}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/retailers/${retailer.id}${query}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      const body = ZRetailer.parse(res.json());
      expect(body).toMatchObject({
        id: retailer.id,
        retailer_id: retailer.id,
        name: retailer.name,
        terms_agreed: false,
        incomplete_onboarding_tasks: ['market_questionnaire'],
        billing_scheme: { name: 'PROFESSIONAL', pricing_plan: { identifier: 'professional' } },
      });
    }
  });

  it('refuses an unknown context and a malformed id', async () => {
    const { retailer, headers } = await newcomer();
    const context = await t.app.inject({
      method: 'GET',
      url: `/api/v1/retailers/${retailer.id}?context=everything`,
      headers,
    });
    expect(context.statusCode).toBe(400);
    expect(context.json()).toHaveProperty('fieldErrors.context');
    const admin = await t.createUser({ isAdmin: true });
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/retailers/not-a-uuid',
      headers: await t.bearer(admin),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /api/v1/retailers/:retailerId', () => {
  it('records agreement to the terms once, and GET /account shows it', async () => {
    const { retailer, headers } = await newcomer();
    const res = await put(retailer.id, headers, { terms_agreed: true });
    expect(res.statusCode).toBe(200);
    expect(ZRetailer.parse(res.json()).terms_agreed).toBe(true);
    const agreedAt = (await retailerRow(retailer.id)).termsAgreedAt;
    expect(agreedAt).toBeInstanceOf(Date);

    t.clock.advance(60);
    await put(retailer.id, headers, { terms_agreed: true });
    expect((await retailerRow(retailer.id)).termsAgreedAt).toEqual(agreedAt);

    const account = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers });
    expect(account.json()).toMatchObject({ retailer: { retailer_terms_agreed: true } });
  });

  it('refuses an unticked terms box with the spec message', async () => {
    const { retailer, headers } = await newcomer();
    for (const payload of [{ terms_agreed: false }, {}]) {
      const res = await put(retailer.id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: MSG.termsRequired,
        fieldErrors: { terms_agreed: MSG.termsRequired },
      });
    }
    expect((await retailerRow(retailer.id)).termsAgreed).toBe(false);
  });

  it('stores the questionnaire and completes its onboarding task', async () => {
    const { retailer, headers } = await newcomer();
    const res = await put(retailer.id, headers, questionnaire);
    expect(res.statusCode).toBe(200);
    expect(ZRetailer.parse(res.json())).toMatchObject({
      objectives: ['Clear stock', 'Increase conversion'],
      market_sector: 'Books',
      stock_type: 'Both',
      monthly_orders: '100 to 1,000',
      incomplete_onboarding_tasks: [],
    });
    const account = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers });
    expect(account.json()).toMatchObject({ retailer: { incomplete_onboarding_tasks: [] } });
  });

  it('takes objectives and a market sector alone: stock type and monthly orders are optional', async () => {
    const { retailer, headers } = await newcomer();
    const res = await put(retailer.id, headers, {
      objectives: ['Pricing insights'],
      market_sector: 'Toys',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRetailer.parse(res.json())).toMatchObject({
      objectives: ['Pricing insights'],
      market_sector: 'Toys',
      stock_type: null,
      monthly_orders: null,
      incomplete_onboarding_tasks: [],
    });
  });

  it('refuses an incomplete questionnaire with the spec message and keeps the task', async () => {
    const { retailer, headers } = await newcomer();
    const incomplete = [
      { ...questionnaire, objectives: [] },
      { ...questionnaire, market_sector: undefined },
      { ...questionnaire, market_sector: 'Not a sector' },
      { objectives: ['Clear stock'] },
    ];
    for (const payload of incomplete) {
      const res = await put(retailer.id, headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorMessage: MSG.questionnaireIncomplete });
    }
    const row = await retailerRow(retailer.id);
    expect(row.incompleteOnboardingTasks).toEqual(['market_questionnaire']);
    expect(row.marketSector).toBeNull();
  });

  it('moves the admin-site banner on', async () => {
    const { retailer, headers } = await newcomer();
    const res = await put(retailer.id, headers, { admin_site_banner_type: 'initial_book_call' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ admin_site_banner_type: 'initial_book_call' });
    const bad = await put(retailer.id, headers, { admin_site_banner_type: 'fireworks' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('fieldErrors.admin_site_banner_type');
    expect((await retailerRow(retailer.id)).adminSiteBannerType).toBe('initial_book_call');
  });
});

import { expect } from 'vitest';
import type { TDashboardStats } from '@parley/contract';
import type { SessionValues } from '../../src/modules/widget/repository';
import type { TestApp } from '../test-app';
import { call, type Headers } from './api';
import { insertAddonItem } from './catalogue';
import { insertMessage, insertSession } from './sessions';

/**
 * The hand-computed fixture of the statistics tests: a retailer in New York (UTC-5 in January)
 * with thirteen sessions in 2024-01-10..16 covering every status, both negotiation types,
 * add-ons and recoveries, and two in the previous seven days. The expected figures are worked
 * out in stats.sections.test.ts.
 */
export const RANGE = { startDate: '2024-01-10', endDate: '2024-01-16' } as const;
/** The rule the two sold sessions (s6, s7) negotiated under. */
export const SOLD_RULE = '0c8f5a52-3a51-4c1e-9a55-7d3f0d7c2b11';
/** Noon in New York on 2024-01-12. */
const MID_RANGE = new Date('2024-01-12T17:00:00Z');

export async function post<T>(t: TestApp, headers: Headers, body: object, status = 200) {
  const res = await call(t, headers, 'POST', '/stats', body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

export const dashboard = (t: TestApp, headers: Headers, body: object = {}) =>
  post<TDashboardStats>(t, headers, { action: 'stats', ...RANGE, ...body });

export async function seedFixture(t: TestApp, retailerId: string) {
  const addon = await insertAddonItem(t.db, retailerId, {
    name: 'Gift wrap',
    retailerProductId: 'wrap-1',
    addonType: 'sweetener',
    localizedName: { 'en-GB': 'Gift wrap' },
    localizedShortDescription: {},
  });
  const at = (values: Partial<SessionValues>) =>
    insertSession(t, retailerId, { createdAt: MID_RANGE, productPrice: 100, ...values });
  const returning = 'shopper-returning';

  const s = {
    // On 2024-01-16 at 23:30 in New York, which is already the 17th in UTC: inside the range.
    s1: await at({ createdAt: new Date('2024-01-17T04:30:00Z') }),
    s2: await at({
      lastUserBid: 70,
      shopperIdHash: returning,
      chattiness: 3,
      engagementCategory: 'high',
      zoneWalk: [1, 2],
    }),
    s3: await at({
      negotiationStatus: 'ended',
      summaryStatus: 'abandoned_reached_final_offer',
      lastUserBid: 60,
      shopperIdHash: returning,
      // The widget marks the second negotiation of the product by the same shopper.
      reopens: true,
      chattiness: 4,
      zoneWalk: [2, 5, 6],
    }),
    s4: await at({
      negotiationStatus: 'deal_agreed',
      summaryStatus: 'abandoned_deal_agreed',
      lastUserBid: 85,
      dealPrice: 90,
      addonItemId: addon.id,
    }),
    s5: await at({
      negotiationType: 'cart',
      retailerProductId: null,
      negotiationStatus: 'added_to_basket',
      summaryStatus: 'added_to_basket',
      productPrice: 200,
      lastUserBid: 170,
      dealPrice: 180,
    }),
    s6: await at({
      negotiationStatus: 'purchased',
      summaryStatus: 'sold',
      lastUserBid: 85,
      dealPrice: 90,
      quantity: 2,
      addonItemId: addon.id,
      ruleIds: [SOLD_RULE],
    }),
    s7: await at({
      negotiationType: 'cart',
      retailerProductId: null,
      negotiationStatus: 'purchased',
      summaryStatus: 'sold',
      productPrice: 250.5,
      lastUserBid: 220,
      dealPrice: 225.45,
      ruleIds: [SOLD_RULE],
    }),
    s8: await at({
      negotiationStatus: 'ended',
      summaryStatus: 'user_offer_available',
      lastUserBid: 65,
    }),
    s9: await at({
      negotiationStatus: 'ended',
      summaryStatus: 'user_offer_rejected',
      lastUserBid: 50,
      zoneWalk: [3, 5],
    }),
    s10: await at({
      negotiationStatus: 'recovered_purchased',
      summaryStatus: 'recovered_purchased',
      lastUserBid: 70,
      dealPrice: 75,
    }),
    s11: await at({
      negotiationStatus: 'checkout',
      summaryStatus: 'checkout',
      lastUserBid: 85,
      dealPrice: 92,
    }),
    s12: await at({
      negotiationStatus: 'ended',
      summaryStatus: 'user_offer_accepted',
      lastUserBid: 72,
      dealPrice: 72,
    }),
    s13: await at({
      negotiationStatus: 'ended',
      summaryStatus: 'user_offer_countered',
      lastUserBid: 60,
      dealPrice: 80,
    }),
    // The previous seven days (2024-01-03..09): one purchase at 5% off, one without an offer.
    p1: await at({
      createdAt: new Date('2024-01-05T17:00:00Z'),
      negotiationStatus: 'purchased',
      summaryStatus: 'sold',
      lastUserBid: 90,
      dealPrice: 95,
    }),
    // 2024-01-09 at 23:59 in New York (the 10th in UTC): the previous period, not the range.
    p2: await at({ createdAt: new Date('2024-01-10T04:59:00Z') }),
  };

  const second = (n: number) => new Date(MID_RANGE.getTime() + n * 1000);
  await insertMessage(t, s.s2, { createdAt: second(0), userReaction: 'sad' });
  await insertMessage(t, s.s2, { createdAt: second(60), userMessage: '£70?' });
  await insertMessage(t, s.s3, { createdAt: second(0), userReaction: 'heart' });
  await insertMessage(t, s.s3, { createdAt: second(120), userMessage: '£60' });
  await insertMessage(t, s.s9, {
    createdAt: second(30),
    userReaction: 'angry',
    userMessage: 'Too expensive for me',
    intents: [{ name: 'feedback', confidence: 0.9 }],
  });
  // A deal: its reaction and its words are not a failed negotiation's.
  await insertMessage(t, s.s6, {
    createdAt: second(40),
    userReaction: 'heart',
    userMessage: 'Lovely, thanks',
    intents: [{ name: 'feedback', confidence: 0.9 }],
  });
  return s;
}

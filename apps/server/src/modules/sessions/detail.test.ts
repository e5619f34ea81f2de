import { afterAll, describe, expect, it } from 'vitest';
import { MSG, SESSION_DATA_TAGS, type TChatMessage, type TSessionDetail } from '@parley/contract';
import { startWithAdmin } from '../../../test/support/start';
import { call } from '../../../test/support/api';
import { testRetailer } from '../../../test/support/retailers';
import { insertAddonItem } from '../../../test/support/catalogue';
import { insertRule } from '../../../test/support/rules';
import { detail, insertMessage, insertTimedSession } from '../../../test/support/sessions';
import type { SessionValues } from '../widget/repository';

const { t, admin } = await startWithAdmin();
afterAll(() => t.close());

describe('GET /sessions/{id}', () => {
  it('answers part 1 §3 Session detail, admin extras only for administrators', async () => {
    const retailer = await testRetailer(t, { termsUrl: 'https://shop.example/terms' });
    const rule = await insertRule(t.db, retailer.id, { name: 'Summer sale', active: true });
    const algorithm = await insertRule(t.db, null, {
      kind: 'algorithm',
      name: 'Baseline',
      algorithmVersion: 'a_baseline',
    });
    const addon = await insertAddonItem(t.db, retailer.id, {
      name: 'Tote bag',
      retailerProductId: 'TOTE',
      addonType: 'sweetener',
      localizedName: { 'en-GB': 'Canvas tote' },
      localizedShortDescription: { 'en-GB': 'A free tote bag' },
    });
    const session = await insertTimedSession(t, retailer.id, {
      ruleIds: [rule, algorithm],
      addonItemId: addon.id,
      targetDiscountPercentage: 10,
      lastUserBid: 151.2,
      dataQuality: 4,
      dataTag: 'edge_case',
      shopperIdHash: 'shopper-1',
      // The chat carried the store's terms link (has_terms_url is the session's, not the store's).
      conversationSetup: {
        recoveredParleysActive: false,
        termsUrl: 'https://shop.example/terms',
      } as SessionValues['conversationSetup'],
    });
    await insertMessage(t, session, { kind: 'opening', messages: ['Hi! £170?'] });
    await insertMessage(t, session, {
      userMessage: 'No',
      messages: ['<Terms|https://shop.example/terms>'],
      understandingIssues: ['no_offer'],
      interactionData: { zone: 3 },
    });
    const later = await insertTimedSession(t, retailer.id, { shopperIdHash: 'shopper-1' });
    await insertMessage(t, later, { userMessage: 'Back again' });

    const full = await detail(t, admin, session.id);
    expect(full).toMatchObject({
      session_id: session.id,
      retailer_id: retailer.id,
      retailer_name: retailer.name,
      product: { retailer_product_id: 'DEMO-JACKET', name: 'Waxed Cotton Jacket', cost: null },
      current_price_percentage: 84.66,
      target_discount_percentage: 10,
      target_discount_amount: 18.9,
      last_user_bid_discount_percentage: 20,
      data_quality: 4,
      data_tag: 'edge_case',
      has_terms_url: true,
      retailer_terms_agreed: true,
      addon_item: { name: 'Canvas tote', short_description: 'A free tote bag', synthetic_value: 0 },
      algorithm: { version: 'a_baseline' },
      recovered_parley: null,
      available_tags: [...SESSION_DATA_TAGS],
      is_recoverable: false,
      is_limited_data: false,
    });
    expect(full.rules.map((r) => [r.name, r.visibility, r.activated])).toEqual(
      expect.arrayContaining([
        ['Summer sale', 'retailer', true],
        ['Baseline', 'admin', false],
      ]),
    );
    expect(full.messages.map((m) => [m.user_message, m.meta.understandingFailed])).toEqual([
      [null, false],
      ['No', true],
    ]);
    expect(full.messages[1]!.interaction_data).toEqual({ zone: 3 });
    expect(full.followup_sessions).toEqual([
      expect.objectContaining({ session_id: later.id, messages: [expect.anything()] }),
    ]);

    const own = await detail(t, retailer.headers, session.id);
    expect(own.rules.map((r) => r.name)).toEqual(['Summer sale']);
    expect([own.data_quality, own.data_tag, own.available_tags]).toEqual([null, null, []]);
    expect(own.messages[1]!.interaction_data).toEqual({});
  });

  it('gives the neighbours within the same filters and order', async () => {
    const retailer = await testRetailer(t);
    const at = new Date('2024-06-01T12:00:00Z');
    // Two at the same moment: the id decides their order.
    const [x, y] = [
      await insertTimedSession(t, retailer.id, { createdAt: at }),
      await insertTimedSession(t, retailer.id, { createdAt: at, summaryStatus: 'sold' }),
    ].sort((a, b) => a.id.localeCompare(b.id));
    const newest = await insertTimedSession(t, retailer.id, {
      createdAt: new Date('2024-06-02T00:00:00Z'),
      summaryStatus: 'sold',
    });
    const oldest = await insertTimedSession(t, retailer.id, {
      createdAt: new Date('2024-05-01T00:00:00Z'),
    });
    // List order: newest, x, y, oldest.
    const walk = async (id: string, query = '') => {
      const d = await detail(t, retailer.headers, id, query);
      return [d.session_prev_id, d.session_next_id];
    };
    expect(await walk(newest.id)).toEqual([null, x!.id]);
    expect(await walk(x!.id)).toEqual([newest.id, y!.id]);
    expect(await walk(y!.id)).toEqual([x!.id, oldest.id]);
    expect(await walk(oldest.id)).toEqual([y!.id, null]);
    const sold = [x, y].find((s) => s!.summaryStatus === 'sold')!;
    expect(await walk(sold.id, 'summaryStatus=sold')).toEqual([newest.id, null]);
    expect(await walk(newest.id, 'summaryStatus=sold')).toEqual([null, sold.id]);
  });

  it('answers 404 for another retailer’s session, and for a non-recovery one to limited data', async () => {
    const mine = await testRetailer(t, { availableFeatures: ['limited_data'] });
    const other = await testRetailer(t);
    const theirs = await insertTimedSession(t, other.id);
    const sold = await insertTimedSession(t, mine.id, { summaryStatus: 'sold' });
    const waiting = await insertTimedSession(t, mine.id, { summaryStatus: 'user_offer_available' });
    expect((await call(t, mine.headers, 'GET', `/sessions/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(t, mine.headers, 'GET', `/sessions/${sold.id}`)).statusCode).toBe(404);
    const seen = await detail(t, mine.headers, waiting.id);
    expect(seen.is_limited_data).toBe(true);
    expect(seen.session_next_id).toBeNull();
    const crossed = await call(t, admin, 'GET', `/sessions/${theirs.id}?retailer_id=${mine.id}`);
    expect(crossed.statusCode).toBe(404);
    expect((await call(t, admin, 'GET', `/sessions/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('PUT /sessions/{id}: annotation', () => {
  it('stores quality, tag and note; empty tag and note become null', async () => {
    const retailer = await testRetailer(t);
    const session = await insertTimedSession(t, retailer.id);
    const put = (payload: object, headers = admin) =>
      call(t, headers, 'PUT', `/sessions/${session.id}`, payload);
    let res = await put({ data_quality: 5, data_tag: 'good_example', data_note: 'Model answer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TSessionDetail>()).toMatchObject({
      data_quality: 5,
      data_tag: 'good_example',
      data_note: 'Model answer',
    });
    res = await put({ data_quality: 1, data_tag: '', data_note: '' });
    expect(res.json<TSessionDetail>()).toMatchObject({
      data_quality: 1,
      data_tag: null,
      data_note: null,
    });
    res = await put({ data_quality: 1, data_tag: 'not-a-tag' });
    expect(res.statusCode).toBe(400);
    res = await put({ data_quality: 9 });
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      data_quality: MSG.between(0, 5),
    });
    expect((await put({ data_quality: 2 }, retailer.headers)).statusCode).toBe(403);
    const stranger = await testRetailer(t);
    expect((await put({ data_quality: 2 }, stranger.headers)).statusCode).toBe(404);
  });
});

describe('chat messages', () => {
  it('lets an administrator read and flag a message; only the two flags are applied', async () => {
    const retailer = await testRetailer(t);
    const session = await insertTimedSession(t, retailer.id);
    const message = await insertMessage(t, session, { userMessage: '£100' });
    const url = `/sessions/${session.id}/chat_messages/${message.id}`;
    const read = await call(t, admin, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    const original = read.json<TChatMessage>();
    const res = await call(t, admin, 'PUT', url, {
      ...original,
      user_message: 'rewritten',
      incorrect_intent_inference: true,
      incorrect_entity_inference: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TChatMessage>()).toMatchObject({
      user_message: '£100',
      incorrect_intent_inference: true,
      incorrect_entity_inference: true,
    });
    expect((await call(t, retailer.headers, 'GET', url)).statusCode).toBe(403);
    const stranger = await testRetailer(t);
    expect((await call(t, stranger.headers, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, stranger.headers, 'PUT', url, original)).statusCode).toBe(404);
    const elsewhere = await insertTimedSession(t, retailer.id);
    const wrongSession = `/sessions/${elsewhere.id}/chat_messages/${message.id}`;
    expect((await call(t, admin, 'GET', wrongSession)).statusCode).toBe(404);
  });
});

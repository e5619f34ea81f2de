import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type TSessionList } from '@parley/contract';
import type { TestApp } from '../../../test/test-app';
import { startWithAdmin } from '../../../test/support/start';
import { call, getJson, type Headers } from '../../../test/support/api';
import { testRetailer, type TestRetailer } from '../../../test/support/retailers';
import { insertRule } from '../../../test/support/rules';
import { insertMessage, insertTimedSession, listIds } from '../../../test/support/sessions';
import { sealRollups } from '../stats/rollups/sealer';

let t: TestApp;
let admin: Headers;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** A retailer of its own per test, and its sessions' ids in list order (newest first). */
async function world(build: (r: TestRetailer) => Promise<{ id: string }[]>) {
  const retailer = await testRetailer(t);
  const made = await build(retailer);
  const ids = made.map((s) => s.id).reverse();
  const list = (query = '') => listIds(t, retailer.headers, query);
  return { retailer, ids, list };
}

describe('GET /sessions filters', () => {
  it('lists the retailer’s sessions newest first with the row fields', async () => {
    const { retailer, ids } = await world(async (r) => [
      await insertTimedSession(t, r.id),
      await insertTimedSession(t, r.id, { quoteReferenceId: 'Q-1', zoneWalk: [3, 2] }),
    ]);
    const page = await getJson<TSessionList>(t, retailer.headers, '/sessions');
    expect(page.total).toBe(2);
    expect(page.sessions.map((s) => s.session_id)).toEqual(ids);
    expect(page.sessions[0]).toMatchObject({
      retailer_id: retailer.id,
      retailer_name: retailer.name,
      product: { name: 'Waxed Cotton Jacket', retailer_product_id: 'DEMO-JACKET' },
      negotiation_type: 'product',
      quote: { reference_id: 'Q-1' },
      product_price: 189,
      current_price: 160,
      summary_status: 'abandoned_negotiated',
      negotiation_status: 'negotiating',
      zone_walk: [3, 2],
      currency_symbol: '£',
    });
  });

  it('filters by data quality (that or better, unjudged kept) and chattiness', async () => {
    const { ids, list } = await world(async (r) => [
      await insertTimedSession(t, r.id, { dataQuality: 2 }),
      await insertTimedSession(t, r.id, { dataQuality: 4, chattinessCategory: 'chatty' }),
      await insertTimedSession(t, r.id),
    ]);
    const [unjudged, four, two] = ids;
    expect(await list('dataQuality=3')).toEqual([unjudged, four]);
    expect(await list('dataQuality=all')).toEqual([unjudged, four, two]);
    expect(await list('chattinessCategory=chatty')).toEqual([four]);
  });

  it('filters by summary status, objective and cohort', async () => {
    const { ids, list } = await world(async (r) => [
      await insertTimedSession(t, r.id, { summaryStatus: 'sold', objective: 'preserve_margin' }),
      await insertTimedSession(t, r.id, { cohortIds: ['staff', 'vip'] }),
    ]);
    const [vip, sold] = ids;
    expect(await list('summaryStatus=sold')).toEqual([sold]);
    expect(await list('objective=preserve_margin')).toEqual([sold]);
    expect(await list('cohort=vip')).toEqual([vip]);
  });

  it('filters by rule', async () => {
    const retailer = await testRetailer(t);
    const rule = await insertRule(t.db, retailer.id);
    const other = await insertRule(t.db, retailer.id);
    const ruled = await insertTimedSession(t, retailer.id, { ruleIds: [rule] });
    const both = await insertTimedSession(t, retailer.id, { ruleIds: [other, rule] });
    await insertTimedSession(t, retailer.id, { ruleIds: [other] });
    expect(await listIds(t, retailer.headers, `rule=${rule}`)).toEqual([both.id, ruled.id]);
  });

  it('filters by experiment and by cohort, an experiment’s or a user cohort, past the roll-ups', async () => {
    const retailer = await testRetailer(t);
    const experiment = randomUUID();
    const [cohort, otherCohort] = [randomUUID(), randomUUID()];
    const inCohort = await insertTimedSession(t, retailer.id, {
      experimentId: experiment,
      experimentCohortId: cohort,
    });
    const inControl = await insertTimedSession(t, retailer.id, { experimentId: experiment });
    const userCohort = await insertTimedSession(t, retailer.id, { cohortIds: [cohort] });
    await insertTimedSession(t, retailer.id, {
      experimentId: randomUUID(),
      experimentCohortId: otherCohort,
    });
    await insertTimedSession(t, retailer.id, { cohortIds: ['vip'] });
    // The roll-ups count these sessions now, but know neither experiments nor their cohorts.
    await sealRollups(t.db);
    const page = async (query: string) => {
      const found = await getJson<TSessionList>(t, retailer.headers, `/sessions?${query}`);
      return [found.sessions.map((s) => s.session_id), found.total] as const;
    };
    expect(await page(`experiment=${experiment}`)).toEqual([[inControl.id, inCohort.id], 2]);
    expect(await page(`experiment=${experiment.toUpperCase()}`)).toEqual([
      [inControl.id, inCohort.id],
      2,
    ]);
    expect(await page(`cohort=${cohort}`)).toEqual([[userCohort.id, inCohort.id], 2]);
    expect(await page(`cohort=${otherCohort}&timeRange=all`)).toEqual([[expect.any(String)], 1]);
    expect(await page('cohort=vip')).toEqual([[expect.any(String)], 1]);
  });

  it('filters zero-length sessions and wrong inferences; generative filters match nothing', async () => {
    const { ids, list } = await world(async (r) => {
      const silent = await insertTimedSession(t, r.id);
      await insertMessage(t, silent, { kind: 'opening' });
      const talked = await insertTimedSession(t, r.id);
      await insertMessage(t, talked, { kind: 'opening' });
      await insertMessage(t, talked, { userMessage: '£120?', incorrectIntentInference: true });
      const entity = await insertTimedSession(t, r.id);
      await insertMessage(t, entity, { userMessage: 'hi', incorrectEntityInference: true });
      return [silent, talked, entity];
    });
    const [entity, talked, silent] = ids;
    expect(await list('zeroLength=true')).toEqual([silent]);
    expect(await list('zeroLength=false')).toEqual([entity, talked]);
    expect(await list('incorrectIntentInference=true')).toEqual([talked]);
    expect(await list('incorrectIntentInference=false')).toEqual([entity, silent]);
    expect(await list('incorrectEntityInference=true')).toEqual([entity]);
    for (const name of ['hasGenerativeAtoms', 'hasGenerativeComposer', 'incorrectGptOutput']) {
      expect(await list(`${name}=true`)).toEqual([]);
      expect(await list(`${name}=false`)).toHaveLength(3);
    }
  });

  it('reads custom dates as whole days in the retailer’s time zone', async () => {
    const retailer = await testRetailer(t, { timezoneCode: 'America/New_York' });
    // 03:00 UTC on the 10th is still the 9th in New York (UTC-5).
    const ninth = await insertTimedSession(t, retailer.id, {
      createdAt: new Date('2024-03-10T03:00:00Z'),
    });
    const tenth = await insertTimedSession(t, retailer.id, {
      createdAt: new Date('2024-03-10T06:00:00Z'),
    });
    const list = (query: string) => listIds(t, retailer.headers, query);
    expect(await list('timeRange=custom&startDate=2024-03-10&endDate=2024-03-10')).toEqual([
      tenth.id,
    ]);
    expect(await list('timeRange=custom&endDate=2024-03-09')).toEqual([ninth.id]);
    expect(await list('timeRange=all&startDate=2024-03-10&endDate=2024-03-10')).toHaveLength(2);
  });

  it('counts a preset range back from today, today included', async () => {
    const now = t.clock.now().getTime();
    const day = 24 * 3600 * 1000;
    const { ids, list } = await world(async (r) => [
      await insertTimedSession(t, r.id, { createdAt: new Date(now - 10 * day) }),
      await insertTimedSession(t, r.id, { createdAt: new Date(now - 3 * day) }),
      await insertTimedSession(t, r.id, { createdAt: new Date(now) }),
    ]);
    const [today, threeDaysAgo] = ids;
    expect(await list('timeRange=1d')).toEqual([today]);
    expect(await list('timeRange=7d')).toEqual([today, threeDaysAgo]);
    expect(await list('timeRange=30d')).toHaveLength(3);
  });

  it('pages by 20 with the total', async () => {
    const { retailer, ids } = await world(async (r) => {
      const made = [];
      for (let i = 0; i < 25; i++) made.push(await insertTimedSession(t, r.id));
      return made;
    });
    const first = await getJson<TSessionList>(t, retailer.headers, '/sessions');
    const second = await getJson<TSessionList>(t, retailer.headers, '/sessions?offset=20');
    expect([first.total, second.total]).toEqual([25, 25]);
    expect(first.sessions.map((s) => s.session_id)).toEqual(ids.slice(0, 20));
    expect(second.sessions.map((s) => s.session_id)).toEqual(ids.slice(20));
  });

  it('refuses a day the calendar has not (2026-02-30) with a field error, not a 500', async () => {
    for (const [field, day] of [
      ['startDate', '2026-02-30'],
      ['endDate', '2026-04-31'],
      ['startDate', '0000-01-01'],
    ]) {
      const res = await call(t, admin, 'GET', `/sessions?timeRange=custom&${field}=${day}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toEqual({
        [field!]: MSG.calendarDate,
      });
    }
  });

  it('refuses unknown filter values', async () => {
    const res = await call(t, admin, 'GET', '/sessions?zeroLength=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['zeroLength']);
  });
});

describe('GET /sessions scope', () => {
  it('keeps a retailer user to their own sessions and answers 404 for another retailer', async () => {
    const mine = await testRetailer(t);
    const other = await testRetailer(t);
    const own = await insertTimedSession(t, mine.id);
    await insertTimedSession(t, other.id);
    expect(await listIds(t, mine.headers)).toEqual([own.id]);
    expect(await listIds(t, mine.headers, `retailer_id=${mine.id}`)).toEqual([own.id]);
    for (const query of [`retailer_id=${other.id}`, `retailerId=${other.id}`]) {
      expect((await call(t, mine.headers, 'GET', `/sessions?${query}`)).statusCode).toBe(404);
    }
  });

  it('lets an administrator see every retailer, or one', async () => {
    const one = await testRetailer(t);
    const two = await testRetailer(t);
    const a = await insertTimedSession(t, one.id, { createdAt: new Date('2099-01-01T00:00:00Z') });
    const b = await insertTimedSession(t, two.id, { createdAt: new Date('2099-01-02T00:00:00Z') });
    expect((await listIds(t, admin)).slice(0, 2)).toEqual([b.id, a.id]);
    expect(await listIds(t, admin, `retailer_id=${one.id}`)).toEqual([a.id]);
    expect(await listIds(t, admin, `retailerId=${two.id}`)).toEqual([b.id]);
    const unknown = await call(t, admin, 'GET', `/sessions?retailerId=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a limited-data user only recoverable sessions, whatever the status filter', async () => {
    const limited = await testRetailer(t, { availableFeatures: ['limited_data'] });
    const waiting = await insertTimedSession(t, limited.id, {
      summaryStatus: 'user_offer_available',
    });
    await insertTimedSession(t, limited.id, { summaryStatus: 'sold' });
    await insertTimedSession(t, limited.id, { summaryStatus: 'user_offer_accepted' });
    expect(await listIds(t, limited.headers)).toEqual([waiting.id]);
    expect(await listIds(t, limited.headers, 'summaryStatus=sold')).toEqual([waiting.id]);
    expect(await listIds(t, admin, `retailer_id=${limited.id}`)).toHaveLength(3);
  });
});

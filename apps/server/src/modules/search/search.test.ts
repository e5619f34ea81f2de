import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type TSearchResult } from '@parley/contract';
import { queryRows } from '../../db/client';
import { startWithAdminAndShops } from '../../../test/support/start';
import { call, getJson } from '../../../test/support/api';
import type { TestRetailer } from '../../../test/support/retailers';
import { insertMessage, insertTimedSession } from '../../../test/support/sessions';
import { INDEX_MESSAGES_JOB, indexQueuedMessages } from './indexer';
import { prefixQuery } from './repository';

const { t, admin, shop, other } = await startWithAdminAndShops();
afterAll(() => t.close());

const search = (query: string) => getJson<TSearchResult>(t, admin, `/admin/search?${query}`);
const texts = (result: TSearchResult) => result.messages.map((m) => m.user_message);

let minute = 0;
/** A message of its own session, each a minute later than the last (newest last), not indexed. */
async function write(retailer: TestRetailer, userMessage: string, bot = ['OK'], feedback = false) {
  const session = await insertTimedSession(t, retailer.id);
  return insertMessage(t, session, {
    userMessage,
    messages: bot,
    createdAt: new Date(Date.UTC(2024, 5, 1) + ++minute * 60_000),
    intents: feedback ? [{ name: 'feedback', confidence: 0.9 }] : [],
  });
}

/** A message written and indexed for search, as the indexing job would within seconds. */
async function say(...args: Parameters<typeof write>) {
  const message = await write(...args);
  await indexQueuedMessages(t.db);
  return message;
}

describe('prefixQuery', () => {
  it('keeps letters and digits only, each word as a prefix', () => {
    expect(prefixQuery("Free ship' & | !x")).toBe('free:* & ship:* & x:*');
    expect(prefixQuery('&|!')).toBeNull();
  });
});

describe('GET /admin/search', () => {
  it('finds words, prefixes and parts of words, newest first or best match first', async () => {
    const most = await say(shop, 'wombat wombat wombat, wombat?');
    await say(other, 'Is the wombat friendly?', ['The wombat is friendly'], true);
    const newest = await say(shop, 'I want a wombatish thing');

    const recent = await search('userMessage=wombat');
    expect(recent.total).toBe(3);
    expect(texts(recent)[0]).toBe(newest.userMessage);
    const best = await search('userMessage=wombat&sortOrder=match');
    expect(texts(best)[0]).toBe(most.userMessage);

    expect((await search('userMessage=mbati')).total).toBe(1);
    expect((await search('userMessage=wo')).total).toBe(3);
    expect((await search('userMessage=WOMBAT%20friendly')).total).toBe(1);
    expect(texts(await search('botMessage=friendly'))).toEqual(['Is the wombat friendly?']);
  });

  it('filters by retailer and by feedback, and answers the row fields', async () => {
    await say(shop, 'quokka smiles');
    const feedback = await say(other, 'quokka feedback: lovely bot', ['Thank you', 'Bye'], true);
    const only = await search(`userMessage=quokka&retailerId=${other.id}`);
    expect(only.messages).toEqual([
      {
        parley_id: feedback.sessionId,
        message_id: feedback.id,
        created_at: feedback.createdAt.toISOString(),
        retailer_name: other.name,
        user_message: 'quokka feedback: lovely bot',
        bot_message: 'Thank you Bye',
      },
    ]);
    expect(texts(await search('userMessage=quokka&feedbackOnly=true'))).toEqual([
      feedback.userMessage,
    ]);
  });

  it('pages by 20 and counts no further than the cap', async () => {
    const session = await insertTimedSession(t, shop.id);
    await t.db.execute(sql`
      insert into session_messages (session_id, retailer_id, position, kind, user_message, messages, interaction_data, created_at)
      select ${session.id}, ${shop.id}, i, 'message', 'platypus number ' || i, '{}', '{}'::jsonb,
        timestamptz '2020-01-01Z'
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) as i`);
    // Newer than all of them, and matched by a part of a word only.
    const newest = await say(shop, 'Two platypuses, please');
    const first = await search('userMessage=platypus');
    expect(first.total).toBe(SEARCH_COUNT_CAP);
    expect(first.messages).toHaveLength(20);
    expect(texts(first)[0]).toBe(newest.userMessage);
    const second = await search('userMessage=platypus&offset=20&sortOrder=match');
    expect(second.messages).toHaveLength(20);
    expect(second.total).toBe(SEARCH_COUNT_CAP);
    expect(texts(second).every((text) => /^platypus number \d+$/.test(text ?? ''))).toBe(true);
    const past = await search(`userMessage=platypus&offset=${SEARCH_COUNT_CAP}&sortOrder=match`);
    expect([past.total, past.messages.length]).toEqual([SEARCH_COUNT_CAP, 0]);
    for (const query of [
      'userMessage=number%20platypus',
      `userMessage=platypus&retailerId=${shop.id}`,
    ]) {
      for (const order of ['recent', 'match']) {
        const page = await search(`${query}&sortOrder=${order}`);
        expect([page.total, page.messages.length]).toEqual([SEARCH_COUNT_CAP, 20]);
      }
    }
    expect((await search(`userMessage=platypus&retailerId=${other.id}`)).total).toBe(0);
  });

  it('counts the matches on every page, and past the last one', async () => {
    for (const n of [1, 2, 3]) await say(shop, `numbat ${n}`);
    for (const order of ['recent', 'match']) {
      const page = await search(`userMessage=numbat&sortOrder=${order}`);
      expect([page.total, page.messages.length]).toEqual([3, 3]);
      const past = await search(`userMessage=numbat&sortOrder=${order}&offset=20`);
      expect([past.total, past.messages.length]).toEqual([3, 0]);
    }
    expect(await search('userMessage=nothingmatchesthis')).toEqual({ messages: [], total: 0 });
  });

  it('finds a message once the indexing job has copied it, and no longer once it is deleted', async () => {
    const message = await write(shop, 'echidna spines');
    expect((await search('userMessage=echidna')).total).toBe(0);
    await t.deps.jobs.send(INDEX_MESSAGES_JOB, {});
    await t.deps.jobs.runDue();
    expect(texts(await search('userMessage=echidna'))).toEqual(['echidna spines']);
    expect(await queryRows(t.db, sql`select 1 from message_search_queue`)).toEqual([]);

    await t.db.execute(sql`delete from session_messages where message_id = ${message.id}`);
    expect((await search('userMessage=echidna')).total).toBe(0);
  });

  it('copies a large queue in batches, each message once', async () => {
    const session = await insertTimedSession(t, other.id);
    await t.db.execute(sql`
      insert into session_messages (session_id, retailer_id, position, kind, user_message, messages, interaction_data, created_at)
      select ${session.id}, ${other.id}, i, 'message', 'bilby ' || i, '{}', '{}'::jsonb, now()
      from generate_series(1, 12000) as i`);
    expect(await indexQueuedMessages(t.db)).toBe(12000);
    expect(await indexQueuedMessages(t.db)).toBe(0);
    expect((await search(`userMessage=bilby&retailerId=${other.id}`)).total).toBe(SEARCH_COUNT_CAP);
  });

  it('is for administrators only', async () => {
    expect((await call(t, shop.headers, 'GET', '/admin/search')).statusCode).toBe(403);
    expect((await call(t, admin, 'GET', '/admin/search?sortOrder=oldest')).statusCode).toBe(400);
  });
});

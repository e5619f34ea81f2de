import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { snapshotTables } from '../../../test/db-snapshot';
import { call } from '../../../test/support/api';
import { testRetailer } from '../../../test/support/retailers';
import { insertMessage, insertTimedSession } from '../../../test/support/sessions';

const t = await createTestApp();
afterAll(() => t.close());

describe('another retailer’s sessions', () => {
  it('answer 404 on every session route, and nothing changes', async () => {
    const mine = await testRetailer(t, { availableFeatures: ['session_export'] });
    const theirs = await testRetailer(t);
    const session = await insertTimedSession(t, theirs.id, {
      summaryStatus: 'user_offer_available',
      userEmail: 'shopper@example.com',
      lastUserBid: 150,
    });
    const message = await insertMessage(t, session, { userMessage: 'hello' });
    const messageUrl = `/sessions/${session.id}/chat_messages/${message.id}`;
    const requests: [method: 'GET' | 'PUT' | 'POST', url: string, payload?: object][] = [
      ['GET', `/sessions?retailer_id=${theirs.id}`],
      ['GET', `/sessions?retailerId=${theirs.id}`],
      ['GET', `/sessions/${session.id}`],
      ['PUT', `/sessions/${session.id}`, { data_quality: 3 }],
      [
        'PUT',
        `/sessions/${session.id}`,
        { recovered_parley: { offer_type: 'accept', reason: 'exception', user_offer: 150 } },
      ],
      [
        'PUT',
        `/sessions/${session.id}`,
        { recovered_parley: { offer_type: 'reject', user_offer: 150 } },
      ],
      ['GET', messageUrl],
      [
        'POST',
        '/sessions/export',
        { action: 'download', format: 'simple_list', retailerId: theirs.id },
      ],
      ['POST', '/stats', { action: 'options', retailerId: theirs.id }],
    ];
    const before = await snapshotTables(t.db);
    for (const [method, url, payload] of requests) {
      const res = await call(t, mine.headers, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const original = (
      await call(t, await t.bearer(await t.createUser({ isAdmin: true })), 'GET', messageUrl)
    ).json<object>();
    const put = await call(t, mine.headers, 'PUT', messageUrl, original);
    expect(put.statusCode).toBe(404);
    const after = await snapshotTables(t.db, ['users']);
    delete before.users;
    expect(after).toEqual(before);
  });
});

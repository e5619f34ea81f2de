import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBotText, WEB_AND_MAIL_LINKS, WEB_LINKS } from '@parley/contract/bot-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { messagesOf, sessionRow } from '../../../test/support/sessions';
import { JACKET, startV1, storeWithRule, type TestStore } from '../../../test/support/widget';
import { startSession } from '../../../test/support/widget-calls';

/**
 * Issue 27, item 6: a product named as a bot link (`<label|url>`) was said by the bot as a link to
 * the attacker's address. Its name is now quoted as typed, in the shopper's widget and in the
 * retailer's console (which parse the same stored lines).
 */

let t: TestApp;
let store: TestStore;
beforeAll(async () => {
  t = await createTestApp();
  store = await storeWithRule(t);
});
afterAll(() => t.close());

const NAME = '<click|https://evil.example>';

describe('a product named as a link', () => {
  it('is named as typed in the bot’s opening, with no link, and stored so', async () => {
    const opened = await startSession(t, store, startV1(undefined, { ...JACKET, name: NAME }));
    const [line = ''] = opened.message.messages;
    for (const schemes of [WEB_AND_MAIL_LINKS, WEB_LINKS]) {
      const parts = parseBotText(line, schemes);
      expect(parts.filter((part) => 'href' in part)).toEqual([]);
      expect(parts.map((part) => part.text).join('')).toContain(NAME);
    }
    const row = await sessionRow(t, opened.session.session_id);
    const [stored] = await messagesOf(t, row.id);
    expect(stored?.messages).toEqual(opened.message.messages);
  });
});

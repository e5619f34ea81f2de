import { afterAll, describe, expect, it } from 'vitest';
import type { TChatLanguage, TChatMessage, TSessionTurnResponse } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { insertReason } from '../../../test/support/reasons';
import { startV1, storeWithRule, widget, type TestStore } from '../../../test/support/widget';

const t = await createTestApp();
afterAll(() => t.close());

/**
 * A chat of lowballs at £20 on the £189 jacket until the bot ends it (or ten tries): the
 * bot's replies, with what each quoted.
 */
async function lowballChat(store: TestStore, language: TChatLanguage = 'en-GB') {
  const post = async (url: string, body?: object) => {
    const res = await widget(t, store.headers, 'POST', url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<TSessionTurnResponse>();
  };
  const start = startV1();
  const opened = await post('/sessions', { ...start, context: { ...start.context, language } });
  const replies: TChatMessage[] = [];
  let state = opened.session;
  for (let turn = 0; turn < 10 && !state.ended; turn += 1) {
    const answer = await post(`/sessions/${state.session_id}/messages`, { text: '£20' });
    replies.push(answer.message);
    state = answer.session;
  }
  return replies;
}

const quoted = (replies: TChatMessage[]) =>
  replies.flatMap((reply) => (reply.meta.quoted_reason_id ? [reply] : []));

describe("the bot quotes the store's reasons", () => {
  it('word for word, each once, marked with its id, only its active ones', async () => {
    const store = await storeWithRule(t);
    const texts = [
      'Every jacket is waxed by hand in our Yorkshire workshop.',
      'We have sourced our cotton from the same mill since 1987.',
      'Each seam is taped so the jacket stays dry for years.',
    ];
    const ids = [];
    for (const reasonText of texts) {
      ids.push(await insertReason(t.db, store.id, { reasonText, active: true }));
    }
    const off = await insertReason(t.db, store.id, {
      reasonText: 'This one is switched off and never said.',
      active: false,
    });
    const replies = await lowballChat(store);
    const quotes = quoted(replies);
    expect(quotes.length).toBeGreaterThan(0);
    const said = new Set<string>();
    for (const reply of quotes) {
      const id = reply.meta.quoted_reason_id!;
      expect(ids).toContain(id);
      expect(said.has(id)).toBe(false);
      said.add(id);
      expect(reply.messages.join('\n')).toContain(texts[ids.indexOf(id)]);
    }
    const everything = replies.flatMap((reply) => reply.messages).join('\n');
    expect(everything).not.toContain('switched off');
    expect(quotes.map((reply) => reply.meta.quoted_reason_id)).not.toContain(off);
  });

  it('falls back on the active global reasons for a store with none of its own', async () => {
    const store = await storeWithRule(t);
    const global = await insertReason(t.db, null, {
      reasonText: 'Prices are set by the store, and every offer is honoured at checkout.',
      active: true,
    });
    const quotes = quoted(await lowballChat(store));
    expect(quotes.map((reply) => reply.meta.quoted_reason_id)).toContain(global);
  });

  it("quotes only reasons written in the shopper's language", async () => {
    const store = await storeWithRule(t, { availableFeatures: ['multi_language'] });
    await insertReason(t.db, store.id, {
      reasonText: 'Every jacket is waxed by hand in our Yorkshire workshop.',
      active: true,
    });
    expect(quoted(await lowballChat(store, 'fr'))).toEqual([]);
    const french = await insertReason(t.db, store.id, {
      reasonText: 'Chaque veste est cirée à la main dans notre atelier.',
      active: true,
    });
    const quotes = quoted(await lowballChat(store, 'fr'));
    expect(quotes.map((reply) => reply.meta.quoted_reason_id)).toEqual([french]);
  });
});

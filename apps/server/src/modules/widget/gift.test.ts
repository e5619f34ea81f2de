import { afterAll, describe, expect, it } from 'vitest';
import type { TChatMessage, TSessionTurnResponse, TWidgetSessionResponse } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';
import { insertAddonItem } from '../../../test/support/catalogue';
import { startV1, storeWithRule, widget } from '../../../test/support/widget';
import { ruleAddonItems } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());

/** A banner uploaded to this server, which the widget is shown as its WebP rendition. */
const BANNER_ID = '6f1c1a52-8f0e-4d3b-9a57-2f4de2b1c0aa';

describe('a reply that offers the rule’s gift with purchase', () => {
  it('carries the gift’s card in the session’s language, and keeps it', async () => {
    const store = await storeWithRule(t, { availableFeatures: ['multi_language'] });
    const addon = await insertAddonItem(t.db, store.id, {
      name: 'Canvas tote',
      localizedName: { 'en-GB': 'Canvas tote', fr: 'Sac en toile' },
      localizedShortDescription: { 'en-GB': 'A free tote bag' },
      displayValue: '12.50',
      addonBannerImage: `${t.config.publicUrl}/uploads/${BANNER_ID}.png`,
      addonBannerBackgroundColor: '#1B3A5C',
    });
    await t.db
      .insert(ruleAddonItems)
      .values({ ruleId: store.ruleId, addonItemId: addon.id, priority: 1 });
    const post = async (url: string, body?: object) => {
      const res = await widget(t, store.headers, 'POST', url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<TSessionTurnResponse>();
    };
    const start = startV1();
    const opened = await post('/sessions', {
      ...start,
      context: { ...start.context, language: 'fr' },
    });
    const id = opened.session.session_id;
    const replies: TChatMessage[] = [opened.message];
    let state = opened.session;
    // A bid under the walkaway (£151.20) never closes a deal, so the bot gets to the turn
    // before its final offer, where a free gift stands in for its last price step.
    for (let round = 0; round < 12 && state.negotiation_status === 'negotiating'; round += 1) {
      const turn = await post(`/sessions/${id}/messages`, { text: '140 £' });
      replies.push(turn.message);
      state = turn.session;
    }

    const offers = replies.filter((reply) => reply.meta.gift);
    expect(offers).toHaveLength(1);
    const [offer] = offers;
    // The French name, the en-GB description where no French one was written, the value in
    // pounds as French writes it, and white text on the dark blue.
    const { display_value: value, ...card } = offer!.meta.gift!;
    expect(card).toEqual({
      addon_item_id: addon.id,
      name: 'Sac en toile',
      short_description: 'A free tote bag',
      banner_image: `${t.config.publicUrl}/uploads/${BANNER_ID}.display.webp`,
      background_color: '#1B3A5C',
      text_color: '#FFFFFF',
    });
    expect(value).toMatch(/^12,50\s£$/);
    expect(offer!.messages.join(' ')).toContain('Sac en toile');

    // Reopening the chat shows the card on the same reply.
    const reopened = await widget(t, store.headers, 'GET', `/sessions/${id}`);
    const stored = reopened.json<TWidgetSessionResponse>().messages;
    const again = stored.find((message) => message.message_id === offer!.message_id);
    expect(again?.meta.gift).toEqual(offer!.meta.gift);
    expect(stored.filter((message) => message.meta.gift)).toHaveLength(1);
  });
});

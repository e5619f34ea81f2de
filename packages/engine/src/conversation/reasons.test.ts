import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES, type TChatLanguage } from '@parley/contract';
import { escapeBotText } from '@parley/contract/bot-text';
import { conversationSetupOf, giftOf, setupDraws } from '../../test/support/conversation';
import { defaultHyperParameters } from '../algorithm-defaults';
import { acceptStandingOffer, answerShopper } from './answer';
import { openConversation } from './open';
import { MAX_QUOTED_REASONS, REASON_SPACING } from './reasons';
import { REPLY_TEMPLATES } from './replies';
import type { ConversationReason, ConversationSetup, TurnResult } from './types';

const REASONS: ConversationReason[] = [
  { reasonId: 'r-stitch', text: 'Every pair is hand-stitched in Northampton.', language: null },
  { reasonId: 'r-workshop', text: 'Made to order in our London workshop.', language: null },
  { reasonId: 'r-repairs', text: 'Free repairs for life.', language: 'en-GB' },
  { reasonId: 'r-france', text: 'Cousu main en France.', language: 'fr' },
];

/** Plays the shopper's lines; returns every turn, the opening first. */
function chat(setup: ConversationSetup, lines: readonly string[]): TurnResult[] {
  const turns = [openConversation(setup)];
  for (const text of lines) turns.push(answerShopper(setup, turns.at(-1)!.state, text));
  return turns;
}

/** A shopper who lowballs, pushes, then sits on one bid to the end: every kind of held price. */
const STUBBORN = ['£40', '£40', 'can you go lower?', 'no', '£85', '£85', '£85', '£85', 'no', 'no'];

/**
 * The quoted line as the language may write it: a lead-in, then the reason word for word (escaped
 * for the bot's link syntax, so that it shows as typed).
 */
const quotedLines = (language: TChatLanguage, text: string) =>
  REPLY_TEMPLATES[language].reason.map((template) =>
    template.replace('{reason}', () => escapeBotText(text)),
  );

/** Replies after which a reason may come: held prices and last words. */
function eligible(turns: TurnResult[]): boolean[] {
  return turns.map((turn, index) => {
    const { decision, offer } = turn.reply.interactionData;
    if (decision === 'reject_lowball' || decision === 'final_offer') return true;
    if (decision === 'final_stands') return true;
    const before = turns[index - 1]?.summary.currentPrice;
    return (
      decision === 'counter' && offer === before && turn.reply.expression?.expressionId !== 'wink'
    );
  });
}

describe('reasons', () => {
  it('quotes one on a lowball refusal, word for word, between the refusal and the prompt', () => {
    const setup = conversationSetupOf({ reasons: REASONS });
    const refusal = chat(setup, ['£40', '£40'])[2]!;
    expect(refusal.reply.interactionData).toMatchObject({ decision: 'reject_lowball' });
    const reason = REASONS.find(({ reasonId }) => reasonId === refusal.reply.quotedReasonId);
    expect(reason).toBeDefined();
    expect(refusal.reply.lines).toHaveLength(3);
    expect(quotedLines('en-GB', reason!.text)).toContain(refusal.reply.lines[1]);
    // Only a line is added: the refusal and the prompt read as they would without reasons.
    const plain = chat(conversationSetupOf(), ['£40', '£40'])[2]!;
    expect(refusal.reply.lines.filter((_, index) => index !== 1)).toEqual(plain.reply.lines);
  });

  it('quotes a text that looks like a placeholder or a replacement pattern as it is', () => {
    const text = 'Our {price} promise: $& and $1 stay $$ as typed.';
    const setup = conversationSetupOf({ reasons: [{ reasonId: 'odd', text, language: null }] });
    const refusal = chat(setup, ['£40', '£40'])[2]!;
    expect(refusal.reply.quotedReasonId).toBe('odd');
    expect(refusal.reply.lines[1]!.endsWith(`: ${text}`)).toBe(true);
  });

  it('never quotes a reason twice, spaces its quotes out and stops at the limit', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      reasonId: `r${i}`,
      text: `Reason number ${i}.`,
      language: null,
    }));
    let quotes = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const turns = chat(conversationSetupOf({ reasons: many, seed, maxBids: 6 }), [
        ...STUBBORN,
        ...STUBBORN,
      ]);
      const ids = turns.map((turn) => turn.reply.quotedReasonId).filter((id) => id !== null);
      quotes += ids.length;
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeLessThanOrEqual(MAX_QUOTED_REASONS);
      const moments = eligible(turns);
      let sinceQuote: number | null = null;
      turns.forEach((turn, index) => {
        if (turn.reply.quotedReasonId !== null) {
          expect(moments[index], `seed ${seed} reply ${index}`).toBe(true);
          if (sinceQuote !== null) expect(sinceQuote + 1).toBeGreaterThanOrEqual(REASON_SPACING);
          sinceQuote = 0;
        } else if (moments[index] && sinceQuote !== null) sinceQuote += 1;
      });
    }
    // Now and then, not never: every chat has several moments for a reason.
    expect(quotes).toBeGreaterThan(60);
  });

  it('says nothing of reasons when the setup has none, not even a line', () => {
    for (const seed of [1, 2, 3, 11]) {
      const without = chat(conversationSetupOf({ seed }), STUBBORN);
      const empty = chat(conversationSetupOf({ seed, reasons: [] }), STUBBORN);
      expect(empty.map((turn) => turn.reply)).toEqual(without.map((turn) => turn.reply));
      expect(without.every((turn) => turn.reply.quotedReasonId === null)).toBe(true);
    }
  });

  it('quotes a reason only in its own language, unchanged, or any reason without one', () => {
    const french = REASONS.filter(({ language }) => language === 'fr');
    for (let seed = 1; seed <= 20; seed++) {
      const english = chat(conversationSetupOf({ seed, reasons: french }), STUBBORN);
      expect(english.every((turn) => turn.reply.quotedReasonId === null)).toBe(true);
    }
    const quoted = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const setup = conversationSetupOf({
        seed,
        language: 'fr',
        currency: 'EUR',
        currencySymbol: '€',
        reasons: REASONS,
      });
      for (const turn of chat(setup, ['40 €', '40 €', 'non', 'non', '85 €', '85 €', '85 €'])) {
        const id = turn.reply.quotedReasonId;
        if (id === null) continue;
        quoted.add(id);
        const reason = REASONS.find(({ reasonId }) => reasonId === id)!;
        expect(reason.language === null || reason.language === 'fr').toBe(true);
        expect(turn.reply.lines.some((line) => quotedLines('fr', reason.text).includes(line))).toBe(
          true,
        );
      }
    }
    expect(quoted).toContain('r-france');
    expect(quoted).not.toContain('r-repairs');
  });

  it('quotes the same reasons at the same replies under the same seed', () => {
    const run = (seed: number) =>
      chat(conversationSetupOf({ seed, reasons: REASONS }), STUBBORN).map((turn) => [
        turn.reply.quotedReasonId,
        turn.reply.lines,
      ]);
    expect(run(5)).toEqual(run(5));
    const runs = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(run(seed))));
    expect(runs.size).toBeGreaterThan(1);
  });

  it('goes on with setups and states stored before reasons', () => {
    const old = conversationSetupOf();
    expect('reasons' in old).toBe(false);
    const opened = openConversation(old);
    const stored = JSON.parse(JSON.stringify(opened.state)) as Record<string, unknown>;
    delete stored.quotedReasonIds;
    delete stored.reasonMoments;
    let turn = answerShopper(old, stored, '£40');
    for (const text of STUBBORN.slice(1)) {
      turn = answerShopper(old, turn.state, text);
      expect(turn.reply.quotedReasonId).toBeNull();
    }
    // An old state under a setup that now has reasons: it starts with none quoted.
    const withReasons = conversationSetupOf({ reasons: REASONS });
    let later = answerShopper(withReasons, stored, '£40');
    const ids: (string | null)[] = [];
    for (const text of STUBBORN.slice(1)) {
      later = answerShopper(withReasons, later.state, text);
      ids.push(later.reply.quotedReasonId);
    }
    expect(ids.some((id) => id !== null)).toBe(true);
    expect(acceptStandingOffer(old, stored).summary.dealPrice).toBe(100);
  });
});

const reasonArb = (index: number) =>
  fc.record({
    reasonId: fc.constant(`reason-${index}`),
    text: fc.oneof(
      fc.constantFrom(
        'Every pair is hand-stitched in Northampton.',
        'Made to order in our London workshop.',
        'Hergestellt in München.',
        'Fabricado a mano en Ubrique.',
      ),
      fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== ''),
    ),
    language: fc.constantFrom<TChatLanguage | null>(null, null, null, ...CHAT_LANGUAGES),
  });

const chatArb = fc.record({
  ...setupDraws(1000, 8),
  language: fc.constantFrom(...CHAT_LANGUAGES),
  gift: fc.boolean(),
  reasons: fc
    .integer({ min: 0, max: 6 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => reasonArb(i)))),
  // Mostly bids and pushes, the moments reasons are for; now and then chatter or a deal.
  messages: fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.double({ min: 0.2, max: 1.05, noNaN: true }).map(String) },
      { weight: 3, arbitrary: fc.constantFrom('no', 'lower?', 'can you go lower?', 'nein', 'non') },
      { weight: 1, arbitrary: fc.constantFrom('hello', 'ok', 'blorp') },
    ),
    { minLength: 1, maxLength: 14 },
  ),
});

describe('reasons (fast-check)', () => {
  it('quote only the setup’s reasons, each once at most, and change no price', () => {
    let quotes = 0;
    fc.assert(
      fc.property(chatArb, (c) => {
        const base = conversationSetupOf({
          language: c.language,
          direction: c.direction,
          listPrice: c.listPrice,
          walkawayPercentage: c.walkawayPercentage,
          algorithm: { version: c.version, hyperParameters: defaultHyperParameters(c.version) },
          maxBids: c.maxBids,
          seed: c.seed,
          addons: c.gift ? [giftOf()] : [],
        });
        // Bids as shares of the list price, mostly on the shopper's side of it (below it when
        // buying, above it when the bot buys back).
        const bidOf = (share: number) => (c.direction === 'down' ? share : 2 - share);
        const texts = c.messages.map((m) =>
          /^\d/.test(m) ? `£${(bidOf(Number(m)) * c.listPrice).toFixed(2)}` : m,
        );
        const plain = chat(base, texts);
        const quoting = chat({ ...base, reasons: c.reasons }, texts);
        const quoted: string[] = [];
        quoting.forEach((turn, index) => {
          const without = plain[index]!;
          expect(turn.summary).toEqual(without.summary);
          expect(turn.reply.interactionData).toEqual(without.reply.interactionData);
          expect(turn.reply.expression).toEqual(without.reply.expression);
          const id = turn.reply.quotedReasonId;
          if (id === null) {
            expect(turn.reply.lines).toEqual(without.reply.lines);
            return;
          }
          quoted.push(id);
          const reason = c.reasons.find(({ reasonId }) => reasonId === id);
          expect(reason).toBeDefined();
          expect([null, c.language]).toContain(reason!.language);
          // Exactly one line more, the reason word for word after its lead-in.
          expect(turn.reply.lines).toHaveLength(without.reply.lines.length + 1);
          const at = turn.reply.lines.findIndex((line, i) => line !== without.reply.lines[i]);
          expect(quotedLines(c.language, reason!.text)).toContain(turn.reply.lines[at]);
          expect(turn.reply.lines.filter((_, i) => i !== at)).toEqual(without.reply.lines);
        });
        expect(new Set(quoted).size).toBe(quoted.length);
        const quotedTexts = quoted.map((id) =>
          c.reasons.find((r) => r.reasonId === id)!.text.trim(),
        );
        expect(new Set(quotedTexts).size).toBe(quotedTexts.length);
        expect(quoted.length).toBeLessThanOrEqual(MAX_QUOTED_REASONS);
        quotes += quoted.length;
      }),
      { numRuns: 250 },
    );
    // The chats do quote: the checks above are not about empty replies only.
    expect(quotes).toBeGreaterThan(40);
  });
});

import { CHAT_LANGUAGES } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { scorePhrases, scoreTable } from '../measure/score';
import { understand } from '../understand';
import { HOLDOUT_PHRASE_SETS, PHRASE_SETS, parsePhraseFile } from './phrase-set';

/**
 * The accuracy the language layer must keep per language. Both sets measure 100% today; the
 * slack lets a lexicon change trade one line for several, never a broad regression.
 */
const MIN_INTENT_ACCURACY = 0.95;
const MIN_BID_ACCURACY = 0.95;
const MIN_PHRASES_PER_LANGUAGE = 40;

const readOwn = (text: string, context: Parameters<typeof understand>[1]) => {
  const understanding = understand(text, context);
  return {
    intent: understanding.intents[0]?.name ?? null,
    bid: understanding.bid,
    quantity: understanding.quantity,
  };
};

describe('phrase sets', () => {
  it('hold at least 40 labelled lines per language and 200 in all', () => {
    const sizes = CHAT_LANGUAGES.map((language) => PHRASE_SETS[language].length);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(MIN_PHRASES_PER_LANGUAGE);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(200);
  });

  it('rejects a phrase with an unknown intent or a bad bid', () => {
    const file = {
      language: 'fr',
      currency: 'EUR',
      phrases: [{ text: 'x', intent: 'haggle', bid: null }],
    };
    expect(() => parsePhraseFile('bad.json', file)).toThrow(/unknown intent/);
    const badBid = { ...file, phrases: [{ text: 'x', intent: 'offer', bid: '40' }] };
    expect(() => parsePhraseFile('bad.json', badBid)).toThrow(/bid/);
  });

  it('removes a context price a phrase sets to null', () => {
    const file = {
      language: 'en-GB',
      currency: 'GBP',
      context: { listPrice: 50, lastBotOffer: 46 },
      phrases: [{ text: '40', intent: 'offer', bid: 40, context: { lastBotOffer: null } }],
    };
    expect(parsePhraseFile('ok.json', file)[0]?.context).toEqual({
      language: 'en-GB',
      currency: 'GBP',
      listPrice: 50,
    });
  });

  for (const [name, sets] of [
    ['phrase set', PHRASE_SETS],
    ['held-out set', HOLDOUT_PHRASE_SETS],
  ] as const) {
    it(`${name}: intent and bid accuracy per language meet the thresholds`, () => {
      const scores = CHAT_LANGUAGES.map((language) =>
        scorePhrases(language, sets[language], readOwn),
      );
      console.info(
        `${name}\n${scoreTable(scores.map((score) => ({ candidate: 'own rules', score })))}`,
      );
      for (const score of scores) {
        const misses = `${score.language}: ${JSON.stringify(score.misses)}`;
        expect(score.intentAccuracy, misses).toBeGreaterThanOrEqual(MIN_INTENT_ACCURACY);
        expect(score.bidAccuracy, misses).toBeGreaterThanOrEqual(MIN_BID_ACCURACY);
        expect(score.quantityAccuracy, misses).toBe(1);
      }
    });
  }
});

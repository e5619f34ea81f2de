import { CHAT_LANGUAGES } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Reading, Score } from '../../../test/support/phrase-score';
import { scorePhrases, scoreTable } from '../../../test/support/phrase-score';
import type { UnderstandContext } from '../types';
import { understand } from '../understand';
import type { LabelledPhrase } from './phrase-set';
import {
  FORMS_HOLDOUT_PHRASE_SETS,
  HOLDOUT_PHRASE_SETS,
  PHRASE_KINDS,
  PHRASE_SETS,
  parsePhraseFile,
} from './phrase-set';

/**
 * The accuracy the language layer must keep, per language and per kind of line across languages.
 * Every set reads 100% today; the slack lets a lexicon change trade one line for several in a
 * large group, never a broad regression (in a group under 50 lines it allows no miss at all).
 */
const MIN_INTENT_ACCURACY = 0.98;
const MIN_BID_ACCURACY = 0.98;
const MIN_PHRASES_PER_LANGUAGE = 100;
const MIN_PHRASES = 400;
/** Every kind of line is represented in the phrase sets by at least this many lines. */
const MIN_PHRASES_PER_KIND = 10;

const readOwn = (text: string, context: UnderstandContext): Reading => {
  const understanding = understand(text, context);
  return {
    intent: understanding.intents[0]?.name ?? null,
    bid: understanding.bid,
    quantity: understanding.quantity,
  };
};

type Sets = Record<(typeof CHAT_LANGUAGES)[number], LabelledPhrase[]>;

/** The lines of every language grouped by kind, in the order of PHRASE_KINDS. */
const byKind = (sets: Sets): Map<string, LabelledPhrase[]> => {
  const phrases = CHAT_LANGUAGES.flatMap((language) => sets[language]);
  return new Map(
    PHRASE_KINDS.map(
      (kind) => [kind, phrases.filter((phrase) => phrase.kind === kind)] as const,
    ).filter(([, group]) => group.length > 0),
  );
};

function expectAccurate(scores: readonly Score[]): void {
  for (const score of scores) {
    const misses = `${score.group}: ${JSON.stringify(score.misses)}`;
    expect(score.intentAccuracy, misses).toBeGreaterThanOrEqual(MIN_INTENT_ACCURACY);
    expect(score.bidAccuracy, misses).toBeGreaterThanOrEqual(MIN_BID_ACCURACY);
    expect(score.quantityAccuracy, misses).toBe(1);
  }
}

describe('phrase sets', () => {
  it('hold at least 100 labelled lines per language, 400 in all, and every kind of line', () => {
    const sizes = CHAT_LANGUAGES.map((language) => PHRASE_SETS[language].length);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(MIN_PHRASES_PER_LANGUAGE);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(MIN_PHRASES);
    const kinds = byKind(PHRASE_SETS);
    for (const kind of PHRASE_KINDS) {
      expect(kinds.get(kind)?.length ?? 0, kind).toBeGreaterThanOrEqual(MIN_PHRASES_PER_KIND);
    }
  });

  it('rejects a phrase with an unknown intent or kind, or a bad bid', () => {
    const phrase = { text: 'x', kind: 'digits', intent: 'offer', bid: 40 };
    const file = (override: object) => ({
      language: 'fr',
      currency: 'EUR',
      phrases: [{ ...phrase, ...override }],
    });
    expect(() => parsePhraseFile('bad.json', file({ intent: 'haggle' }))).toThrow(/unknown intent/);
    expect(() => parsePhraseFile('bad.json', file({ kind: 'haggle' }))).toThrow(/unknown kind/);
    expect(() => parsePhraseFile('bad.json', file({ kind: undefined }))).toThrow(/unknown kind/);
    expect(() => parsePhraseFile('bad.json', file({ bid: '40' }))).toThrow(/bid/);
  });

  it('removes a context price a phrase sets to null', () => {
    const file = {
      language: 'en-GB',
      currency: 'GBP',
      context: { listPrice: 50, lastBotOffer: 46 },
      phrases: [
        { text: '40', kind: 'digits', intent: 'offer', bid: 40, context: { lastBotOffer: null } },
      ],
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
    ['second held-out set (number forms)', FORMS_HOLDOUT_PHRASE_SETS],
  ] as const) {
    it(`${name}: intent and bid accuracy per language and per kind meet the thresholds`, () => {
      const perLanguage = CHAT_LANGUAGES.map((language) =>
        scorePhrases(language, sets[language], readOwn),
      );
      const perKind = [...byKind(sets)].map(([kind, phrases]) =>
        scorePhrases(kind, phrases, readOwn),
      );
      const rows = (scores: readonly Score[]) =>
        scores.map((score) => ({ candidate: 'own rules', score }));
      console.info(
        `${name}\n${scoreTable(rows(perLanguage))}\n\n${scoreTable(rows(perKind), 'Kind')}`,
      );
      expectAccurate(perLanguage);
      expectAccurate(perKind);
    });
  }
});

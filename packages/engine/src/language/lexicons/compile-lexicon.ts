import type { TChatLanguage } from '@parley/contract';
import type { PhraseList } from '../phrase-list';
import { parsePhraseList, parseValuedList } from '../phrase-list';
import { fold } from '../text';
import { GERMAN } from './de';
import { ENGLISH } from './en-gb';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import type { KeywordIntent, LexiconSource } from './lexicon';

export interface IntentVote {
  intent: KeywordIntent;
  weight: number;
}

export interface KeywordPattern {
  tokens: readonly string[];
  votes: IntentVote[];
}

/** A lexicon turned into lookups, built once per language at import. */
export interface Lexicon {
  decimalComma: boolean;
  /** Single-word number words. */
  numberWords: ReadonlyMap<string, number>;
  /** Number words of several words, longest first. */
  numberPhrases: ReadonlyArray<{ tokens: string[]; value: number }>;
  multipliers: ReadonlyMap<string, number>;
  joiners: ReadonlySet<string>;
  articles: ReadonlySet<string>;
  /** Folded, longest first. */
  compoundParts: readonly string[];
  tensTakingTeens: ReadonlySet<number>;
  currencyWords: PhraseList;
  centsJoiners: PhraseList;
  centsWords: PhraseList;
  slangAmounts: ReadonlyMap<string, number>;
  percentWords: PhraseList;
  quantityUnits: PhraseList;
  quantityVerbs: PhraseList;
  totalJoiners: PhraseList;
  eachMarkers: PhraseList;
  lessAfter: PhraseList;
  lessBefore: PhraseList;
  moreAfter: PhraseList;
  moreBefore: PhraseList;
  halfway: PhraseList;
  botOfferReferences: PhraseList;
  notTheBidBefore: PhraseList;
  notTheBidAfter: PhraseList;
  attributeBefore: PhraseList;
  attributeAfter: PhraseList;
  /** Keyword phrases by their first word, longest first; one phrase may vote for several intents. */
  keywords: ReadonlyMap<string, KeywordPattern[]>;
  /** One-word keywords long enough to match with one typo. */
  typoKeywords: readonly KeywordPattern[];
}

const TYPO_MIN_LENGTH = 5;

function compileKeywords(intents: LexiconSource['intents']): Map<string, KeywordPattern[]> {
  const byText = new Map<string, KeywordPattern>();
  for (const [intent, source] of Object.entries(intents) as Array<[KeywordIntent, string]>) {
    for (const { tokens, value } of parseValuedList(source)) {
      const key = tokens.join(' ');
      const pattern = byText.get(key) ?? { tokens, votes: [] };
      pattern.votes.push({ intent, weight: value });
      byText.set(key, pattern);
    }
  }
  const byFirst = new Map<string, KeywordPattern[]>();
  for (const pattern of byText.values()) {
    const first = pattern.tokens[0];
    if (first === undefined) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), pattern]);
  }
  for (const patterns of byFirst.values())
    patterns.sort((a, b) => b.tokens.length - a.tokens.length);
  return byFirst;
}

function singleWordValues(source: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const { tokens, value } of parseValuedList(source)) {
    if (tokens.length === 1 && tokens[0] !== undefined) values.set(tokens[0], value);
  }
  return values;
}

function wordSet(source: string): Set<string> {
  return new Set(parsePhraseList(source).flat());
}

export function compileLexicon(source: LexiconSource): Lexicon {
  const keywords = compileKeywords(source.intents);
  const typoKeywords = [...keywords.values()]
    .flat()
    .filter(
      (pattern) =>
        pattern.tokens.length === 1 && (pattern.tokens[0]?.length ?? 0) >= TYPO_MIN_LENGTH,
    );
  return {
    decimalComma: source.decimalComma,
    numberWords: singleWordValues(source.numbers),
    numberPhrases: parseValuedList(source.numbers).filter(({ tokens }) => tokens.length > 1),
    multipliers: singleWordValues(source.multipliers),
    joiners: wordSet(source.joiners),
    articles: wordSet(source.articles),
    compoundParts: source.compoundParts
      .split(',')
      .map((part) => fold(part.trim()))
      .filter((part) => part.length > 0)
      .sort((a, b) => b.length - a.length),
    tensTakingTeens: new Set(source.tensTakingTeens),
    currencyWords: parsePhraseList(source.currencyWords),
    centsJoiners: parsePhraseList(source.centsJoiners),
    centsWords: parsePhraseList(source.centsWords),
    slangAmounts: singleWordValues(source.slangAmounts),
    percentWords: parsePhraseList(source.percentWords),
    quantityUnits: parsePhraseList(source.quantityUnits),
    quantityVerbs: parsePhraseList(source.quantityVerbs),
    totalJoiners: parsePhraseList(source.totalJoiners),
    eachMarkers: parsePhraseList(source.eachMarkers),
    lessAfter: parsePhraseList(source.lessAfter),
    lessBefore: parsePhraseList(source.lessBefore),
    moreAfter: parsePhraseList(source.moreAfter),
    moreBefore: parsePhraseList(source.moreBefore),
    halfway: parsePhraseList(source.halfway),
    botOfferReferences: parsePhraseList(source.botOfferReferences),
    notTheBidBefore: parsePhraseList(source.notTheBidBefore),
    notTheBidAfter: parsePhraseList(source.notTheBidAfter),
    attributeBefore: parsePhraseList(source.attributeBefore),
    attributeAfter: parsePhraseList(source.attributeAfter),
    keywords,
    typoKeywords,
  };
}

const SOURCES: Record<TChatLanguage, LexiconSource> = {
  'en-GB': ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
};

const COMPILED = new Map<TChatLanguage, Lexicon>(
  (Object.entries(SOURCES) as Array<[TChatLanguage, LexiconSource]>).map(([language, source]) => [
    language,
    compileLexicon(source),
  ]),
);

export function lexiconOf(language: TChatLanguage): Lexicon {
  const lexicon = COMPILED.get(language);
  if (lexicon === undefined) throw new Error(`no lexicon for language ${language}`);
  return lexicon;
}

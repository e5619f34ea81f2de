import type { TChatLanguage } from '@parley/contract';
import type { PhraseList } from '../phrase-list';
import { parsePhraseList, parseValuedList } from '../phrase-list';
import { fold } from '../text';
import type { TypoIndex } from '../typos';
import { buildTypoIndex } from '../typos';
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
  /** After digits: 'k', 'Tsd.' and every multiplier from a thousand up. */
  numberSuffixes: ReadonlyMap<string, number>;
  moneySuffixes: ReadonlyMap<string, number>;
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
  /** Longest first. */
  fractions: ReadonlyArray<{ tokens: string[]; value: number }>;
  priceNouns: PhraseList;
  halfNouns: PhraseList;
  fractionOf: PhraseList;
  quantityUnits: PhraseList;
  quantityVerbs: PhraseList;
  totalJoiners: PhraseList;
  eachMarkers: PhraseList;
  lessAfter: PhraseList;
  lessBefore: PhraseList;
  lessVerbs: PhraseList;
  stepFillers: ReadonlySet<string>;
  targetMarkers: PhraseList;
  moreAfter: PhraseList;
  moreBefore: PhraseList;
  halfway: PhraseList;
  offerRequests: PhraseList;
  botOfferReferences: PhraseList;
  listPriceReferences: PhraseList;
  competitorMarkers: PhraseList;
  notTheBidBefore: PhraseList;
  notTheBidAfter: PhraseList;
  attributeBefore: PhraseList;
  attributeAfter: PhraseList;
  /** Keyword phrases by their first word, longest first; one phrase may vote for several intents. */
  keywords: ReadonlyMap<string, KeywordPattern[]>;
  /**
   * One-word keywords long enough to match with one typo, by the length of a typed word they may
   * match (one letter shorter, as long or one longer), in lexicon order.
   */
  typoKeywords: ReadonlyMap<number, readonly KeywordPattern[]>;
  /** Every word above, to read a word typed one letter off as the word meant. */
  typos: TypoIndex;
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

/** Each typed length's candidates, so a word is compared only with keywords one edit may reach. */
function typoKeywordsByLength(patterns: readonly KeywordPattern[]): Map<number, KeywordPattern[]> {
  const byLength = new Map<number, KeywordPattern[]>();
  for (const pattern of patterns) {
    const length = pattern.tokens[0]?.length ?? 0;
    for (const typed of [length - 1, length, length + 1]) {
      const patterns = byLength.get(typed);
      if (patterns === undefined) byLength.set(typed, [pattern]);
      else patterns.push(pattern);
    }
  }
  return byLength;
}

function singleWordValues(source: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const { tokens, value } of parseValuedList(source)) {
    if (tokens.length === 1 && tokens[0] !== undefined) values.set(tokens[0], value);
  }
  return values;
}

/** Multipliers of a thousand and more also scale digits: '2 mille', '2 mil', '2 Tausend'. */
const SUFFIX_MULTIPLIER_MIN = 1000;

function suffixValues(
  source: LexiconSource,
  multipliers: ReadonlyMap<string, number>,
): Map<string, number> {
  const suffixes = singleWordValues(source.numberSuffixes);
  for (const [word, value] of multipliers) {
    if (value >= SUFFIX_MULTIPLIER_MIN) suffixes.set(word, value);
  }
  return suffixes;
}

function wordSet(source: string): Set<string> {
  return new Set(parsePhraseList(source).flat());
}

/** The fields of a lexicon source written as text lists. */
type ListField = {
  [K in keyof LexiconSource]: LexiconSource[K] extends string ? K : never;
}[keyof LexiconSource];

function isListField(source: LexiconSource, key: string): key is ListField {
  return typeof source[key as keyof LexiconSource] === 'string';
}

/** Every entry of a 'a, b c, d' list, and again with each spelling variant: 'fünf' and 'fuenf'. */
function withVariants(list: string, variants: LexiconSource['spellingVariants']): string {
  const entries = list.split(',').map((entry) => entry.trim().toLowerCase());
  const varied = entries.map((entry) =>
    variants.reduce((text, [letter, spelling]) => text.replaceAll(letter, spelling), entry),
  );
  return [...new Set([...entries, ...varied])].filter((entry) => entry.length > 0).join(', ');
}

function withSpellingVariants(source: LexiconSource): LexiconSource {
  const variants = source.spellingVariants;
  if (variants.length === 0) return source;
  const intents = { ...source.intents };
  for (const intent of Object.keys(intents) as KeywordIntent[]) {
    intents[intent] = withVariants(intents[intent], variants);
  }
  const varied: LexiconSource = { ...source, intents };
  for (const key of Object.keys(source)) {
    if (isListField(source, key)) varied[key] = withVariants(source[key], variants);
  }
  return varied;
}

function isPhraseList(value: unknown): value is PhraseList {
  return (
    Array.isArray(value) &&
    value.every((entry) => Array.isArray(entry) && entry.every((word) => typeof word === 'string'))
  );
}

/** The words of the lexicon a typo may be read as: all but the numbers, which it must not invent. */
function typoIndexOf(lexicon: Omit<Lexicon, 'typos'>, source: LexiconSource): TypoIndex {
  const numbers = new Set([
    ...lexicon.numberWords.keys(),
    ...lexicon.numberPhrases.flatMap(({ tokens }) => tokens),
    ...lexicon.multipliers.keys(),
    ...lexicon.compoundParts,
  ]);
  const words = new Set<string>();
  for (const value of Object.values(lexicon)) {
    if (isPhraseList(value)) for (const word of value.flat()) words.add(word);
  }
  for (const pattern of [...lexicon.keywords.values()].flat()) {
    for (const word of pattern.tokens) words.add(word);
  }
  for (const word of [...lexicon.slangAmounts.keys(), ...lexicon.stepFillers]) words.add(word);
  for (const { tokens } of lexicon.fractions) for (const word of tokens) words.add(word);
  for (const word of parsePhraseList(source.articles).flat()) words.add(word);
  return buildTypoIndex(
    [...words, ...numbers],
    [...words].filter((word) => !numbers.has(word)),
  );
}

export function compileLexicon(written: LexiconSource): Lexicon {
  const source = withSpellingVariants(written);
  const keywords = compileKeywords(source.intents);
  const typoKeywords = typoKeywordsByLength(
    [...keywords.values()]
      .flat()
      .filter(
        (pattern) =>
          pattern.tokens.length === 1 && (pattern.tokens[0]?.length ?? 0) >= TYPO_MIN_LENGTH,
      ),
  );
  const multipliers = singleWordValues(source.multipliers);
  const lexicon: Omit<Lexicon, 'typos'> = {
    decimalComma: source.decimalComma,
    numberWords: singleWordValues(source.numbers),
    numberPhrases: parseValuedList(source.numbers).filter(({ tokens }) => tokens.length > 1),
    multipliers,
    numberSuffixes: suffixValues(source, multipliers),
    moneySuffixes: singleWordValues(source.moneySuffixes),
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
    fractions: parseValuedList(source.fractions),
    priceNouns: parsePhraseList(source.priceNouns),
    halfNouns: parsePhraseList(source.halfNouns),
    fractionOf: parsePhraseList(source.fractionOf),
    quantityUnits: parsePhraseList(source.quantityUnits),
    quantityVerbs: parsePhraseList(source.quantityVerbs),
    totalJoiners: parsePhraseList(source.totalJoiners),
    eachMarkers: parsePhraseList(source.eachMarkers),
    lessAfter: parsePhraseList(source.lessAfter),
    lessBefore: parsePhraseList(source.lessBefore),
    lessVerbs: parsePhraseList(source.lessVerbs),
    stepFillers: wordSet(source.stepFillers),
    targetMarkers: parsePhraseList(source.targetMarkers),
    moreAfter: parsePhraseList(source.moreAfter),
    moreBefore: parsePhraseList(source.moreBefore),
    halfway: parsePhraseList(source.halfway),
    offerRequests: parsePhraseList(source.offerRequests),
    botOfferReferences: parsePhraseList(source.botOfferReferences),
    listPriceReferences: parsePhraseList(source.listPriceReferences),
    competitorMarkers: parsePhraseList(source.competitorMarkers),
    notTheBidBefore: parsePhraseList(source.notTheBidBefore),
    notTheBidAfter: parsePhraseList(source.notTheBidAfter),
    attributeBefore: parsePhraseList(source.attributeBefore),
    attributeAfter: parsePhraseList(source.attributeAfter),
    keywords,
    typoKeywords,
  };
  return { ...lexicon, typos: typoIndexOf(lexicon, source) };
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

import type { TChatLanguage, TIntentName } from '@parley/contract';
import { CHAT_LANGUAGES, INTENT_NAMES } from '@parley/contract';
import type { UnderstandContext } from '../types';
import de from './de.json';
import enGb from './en-GB.json';
import es from './es.json';
import fr from './fr.json';
import holdoutDe from './holdout/de.json';
import holdoutEnGb from './holdout/en-GB.json';
import holdoutEs from './holdout/es.json';
import holdoutFr from './holdout/fr.json';
import formsDe from './holdout/forms-de.json';
import formsEnGb from './holdout/forms-en-GB.json';
import formsEs from './holdout/forms-es.json';
import formsFr from './holdout/forms-fr.json';

/**
 * What a line tests, so accuracy can be read per form as well as per language: how the amount is
 * written (digits, grouped_thousands '1 200 €', decimals '35,50', cents '99p', words, slang
 * 'a tenner', suffix '2k'), what it means (fraction 'half price', percentage, amount_off
 * 'a fiver off', amount_more 'a fiver more', halfway, competitor 'it's £42 on Amazon', quantity,
 * refused_amount 'not £46, £41'), a typo, asking for a better price without naming one (push
 * 'is that your best price?', which the conversation reads as `reject`), or another intent
 * without any amount (no_amount_intent).
 */
export const PHRASE_KINDS = [
  'digits',
  'grouped_thousands',
  'decimals',
  'cents',
  'words',
  'slang',
  'suffix',
  'fraction',
  'percentage',
  'amount_off',
  'amount_more',
  'halfway',
  'competitor',
  'quantity',
  'refused_amount',
  'typo',
  'push',
  'no_amount_intent',
] as const;
export type PhraseKind = (typeof PHRASE_KINDS)[number];

/** One shopper line with what it means: its intent, its bid as a unit price, its quantity. */
export interface LabelledPhrase {
  text: string;
  kind: PhraseKind;
  intent: TIntentName;
  bid: number | null;
  /** Checked only when the line names one. */
  quantity: number | null;
  context: UnderstandContext;
}

const CONTEXT_PRICES = ['listPrice', 'lastBotOffer', 'lastShopperBid'] as const;

function fail(file: string, problem: string): never {
  throw new Error(`phrase file ${file}: ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A phrase's context: the file's, with the phrase's overrides; null removes a price. */
function mergeContext(file: string, base: UnderstandContext, override: unknown): UnderstandContext {
  if (override === undefined) return base;
  if (!isRecord(override)) fail(file, 'context must be an object');
  const merged: UnderstandContext = { ...base };
  for (const key of CONTEXT_PRICES) {
    const value = override[key];
    if (value === null) delete merged[key];
    else if (typeof value === 'number') merged[key] = value;
    else if (value !== undefined) fail(file, `${key} must be a number or null`);
  }
  return merged;
}

function parsePhrase(file: string, base: UnderstandContext, raw: unknown): LabelledPhrase {
  if (!isRecord(raw)) fail(file, 'a phrase must be an object');
  const { text, kind, intent, bid, quantity, context } = raw;
  if (typeof text !== 'string' || text.length === 0) fail(file, 'a phrase needs a text');
  const knownKind = PHRASE_KINDS.find((name) => name === kind);
  if (knownKind === undefined) fail(file, `unknown kind ${String(kind)} in "${text}"`);
  const knownIntent = INTENT_NAMES.find((name) => name === intent);
  if (knownIntent === undefined) fail(file, `unknown intent in "${text}"`);
  if (bid !== null && typeof bid !== 'number')
    fail(file, `bid of "${text}" must be a number or null`);
  if (quantity !== undefined && typeof quantity !== 'number')
    fail(file, `bad quantity in "${text}"`);
  return {
    text,
    kind: knownKind,
    intent: knownIntent,
    bid,
    quantity: quantity ?? null,
    context: mergeContext(file, base, context),
  };
}

export function parsePhraseFile(file: string, raw: unknown): LabelledPhrase[] {
  if (!isRecord(raw)) fail(file, 'not an object');
  const language = CHAT_LANGUAGES.find((code) => code === raw.language);
  if (language === undefined) fail(file, 'unknown language');
  if (typeof raw.currency !== 'string') fail(file, 'currency missing');
  if (!Array.isArray(raw.phrases)) fail(file, 'phrases missing');
  const base = mergeContext(file, { language, currency: raw.currency }, raw.context);
  return raw.phrases.map((phrase: unknown) => parsePhrase(file, base, phrase));
}

/** The labelled phrase set of each chat language (phrases/*.json). */
export const PHRASE_SETS: Record<TChatLanguage, LabelledPhrase[]> = {
  'en-GB': parsePhraseFile('en-GB.json', enGb),
  fr: parsePhraseFile('fr.json', fr),
  de: parsePhraseFile('de.json', de),
  es: parsePhraseFile('es.json', es),
};

/**
 * Lines written after the keyword rules were tuned on PHRASE_SETS and first measured untouched
 * (the README gives that first figure); the gaps they showed were fixed since.
 */
export const HOLDOUT_PHRASE_SETS: Record<TChatLanguage, LabelledPhrase[]> = {
  'en-GB': parsePhraseFile('holdout/en-GB.json', holdoutEnGb),
  fr: parsePhraseFile('holdout/fr.json', holdoutFr),
  de: parsePhraseFile('holdout/de.json', holdoutDe),
  es: parsePhraseFile('holdout/es.json', holdoutEs),
};

/**
 * The second held-out set: grouped thousands, suffixes, fractions, amounts off, competitor prices
 * and numbers in words up to a thousand, written and measured before the layer read them (the
 * README gives that figure); read since, so in-sample now like the first.
 */
export const FORMS_HOLDOUT_PHRASE_SETS: Record<TChatLanguage, LabelledPhrase[]> = {
  'en-GB': parsePhraseFile('holdout/forms-en-GB.json', formsEnGb),
  fr: parsePhraseFile('holdout/forms-fr.json', formsFr),
  de: parsePhraseFile('holdout/forms-de.json', formsDe),
  es: parsePhraseFile('holdout/forms-es.json', formsEs),
};

import type { Token } from './text';
import { phraseTokens } from './text';

/** Lexicon phrases as token sequences, longest first so the longest phrase at a place wins. */
export type PhraseList = readonly (readonly string[])[];

/** 'a, b c, d' as phrases; empty entries dropped. */
export function parsePhraseList(source: string): PhraseList {
  return source
    .split(',')
    .map((entry) => phraseTokens(entry.trim()))
    .filter((tokens) => tokens.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** 'phrase 2, other phrase 1.5' as phrases with their values. */
export function parseValuedList(source: string): Array<{ tokens: string[]; value: number }> {
  return source
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const cut = entry.lastIndexOf(' ');
      const value = Number(entry.slice(cut + 1));
      if (cut < 0 || !Number.isFinite(value))
        throw new Error(`lexicon entry without value: ${entry}`);
      return { tokens: phraseTokens(entry.slice(0, cut)), value };
    })
    .sort((a, b) => b.tokens.length - a.tokens.length);
}

/** Length in tokens of the longest phrase starting at token `at`, 0 when none does. */
export function phraseAt(tokens: readonly Token[], at: number, phrases: PhraseList): number {
  for (const phrase of phrases) {
    if (phrase.every((word, k) => tokens[at + k]?.text === word)) return phrase.length;
  }
  return 0;
}

/** Length of the longest phrase ending just before token `end`, 0 when none does. */
export function phraseBefore(tokens: readonly Token[], end: number, phrases: PhraseList): number {
  for (const phrase of phrases) {
    const start = end - phrase.length;
    if (start >= 0 && phrase.every((word, k) => tokens[start + k]?.text === word)) {
      return phrase.length;
    }
  }
  return 0;
}

/** The first place any phrase occurs from token `from` on, and its length. */
export function findPhrase(
  tokens: readonly Token[],
  phrases: PhraseList,
  from = 0,
): { at: number; length: number } | null {
  for (let at = from; at < tokens.length; at += 1) {
    const length = phraseAt(tokens, at, phrases);
    if (length > 0) return { at, length };
  }
  return null;
}

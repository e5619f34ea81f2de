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

/**
 * Whether `phrase` is at token `at`. Plain loops rather than `every`: the amount rules ask this of
 * every token for every list, so it is most of what reading a message costs.
 */
function matchesAt(tokens: readonly Token[], at: number, phrase: readonly string[]): boolean {
  if (at < 0) return false;
  for (let k = 0; k < phrase.length; k += 1) {
    if (tokens[at + k]?.text !== phrase[k]) return false;
  }
  return true;
}

/** Length in tokens of the longest phrase starting at token `at`, 0 when none does. */
export function phraseAt(tokens: readonly Token[], at: number, phrases: PhraseList): number {
  const first = tokens[at]?.text;
  if (first === undefined) return 0;
  for (const phrase of phrases) {
    if (phrase[0] === first && matchesAt(tokens, at, phrase)) return phrase.length;
  }
  return 0;
}

/** Length of the longest phrase ending just before token `end`, 0 when none does. */
export function phraseBefore(tokens: readonly Token[], end: number, phrases: PhraseList): number {
  const last = tokens[end - 1]?.text;
  if (last === undefined) return 0;
  for (const phrase of phrases) {
    if (phrase.at(-1) === last && matchesAt(tokens, end - phrase.length, phrase)) {
      return phrase.length;
    }
  }
  return 0;
}

/**
 * Length of the longest phrase ending just before token `end`, in the same clause as that token:
 * in 'Für 40 € leider nicht. 35 €?' the 'nicht' before 35 is the end of another sentence.
 */
export function phraseBeforeInClause(
  tokens: readonly Token[],
  end: number,
  phrases: PhraseList,
): number {
  const length = phraseBefore(tokens, end, phrases);
  return length > 0 && tokens[end - 1]?.clause === tokens[end]?.clause ? length : 0;
}

/** The first place any phrase occurs from token `from` on (and before `to`), and its length. */
export function findPhrase(
  tokens: readonly Token[],
  phrases: PhraseList,
  from = 0,
  to = tokens.length,
): { at: number; length: number } | null {
  for (let at = from; at < Math.min(to, tokens.length); at += 1) {
    const length = phraseAt(tokens, at, phrases);
    if (length > 0) return { at, length };
  }
  return null;
}

/** Whether an occurrence of any phrase takes in token `at`: 'half' in 'meet me half way'. */
export function phraseCovers(tokens: readonly Token[], at: number, phrases: PhraseList): boolean {
  const word = tokens[at]?.text;
  return phrases.some((phrase) =>
    phrase.some(
      (candidate, offset) => candidate === word && matchesAt(tokens, at - offset, phrase),
    ),
  );
}

/** The longest valued phrase starting at token `at` ('three quarters 0.75'), or null. */
export function valuedPhraseAt(
  tokens: readonly Token[],
  at: number,
  phrases: ReadonlyArray<{ tokens: readonly string[]; value: number }>,
): { length: number; value: number } | null {
  const first = tokens[at]?.text;
  if (first === undefined) return null;
  for (const { tokens: phrase, value } of phrases) {
    if (phrase[0] === first && matchesAt(tokens, at, phrase))
      return { length: phrase.length, value };
  }
  return null;
}

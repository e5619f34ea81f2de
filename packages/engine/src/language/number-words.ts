import type { Lexicon } from './lexicons/compile-lexicon';
import { phraseAt, valuedPhraseAt } from './phrase-list';
import type { Token } from './text';

/** A number read from words, and how many tokens it took. */
export interface NumberRead {
  value: number;
  length: number;
}

type Part =
  { kind: 'number'; value: number } | { kind: 'multiplier'; value: number } | { kind: 'joiner' };

/** Splits a German compound ('fünfundvierzig') into its parts, or null when it is not one. */
function splitCompound(word: string, parts: readonly string[]): string[] | null {
  if (word.length === 0) return [];
  for (const part of parts) {
    if (!word.startsWith(part)) continue;
    const rest = splitCompound(word.slice(part.length), parts);
    if (rest !== null) return [part, ...rest];
  }
  return null;
}

function wordPart(word: string, lexicon: Lexicon): Part | null {
  const number = lexicon.numberWords.get(word);
  if (number !== undefined) return { kind: 'number', value: number };
  const multiplier = lexicon.multipliers.get(word);
  if (multiplier !== undefined) return { kind: 'multiplier', value: multiplier };
  if (lexicon.joiners.has(word)) return { kind: 'joiner' };
  return null;
}

/** The parts one token (or a number phrase from it) stands for, and the tokens they take. */
function partsAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
): { parts: Part[]; length: number } | null {
  const phrase = valuedPhraseAt(tokens, at, lexicon.numberPhrases);
  if (phrase !== null) {
    return { parts: [{ kind: 'number', value: phrase.value }], length: phrase.length };
  }
  const token = tokens[at];
  if (token === undefined || token.kind !== 'word') return null;
  const next = tokens[at + 1]?.text ?? '';
  // 'a hundred', 'ein hundert': an article counts as one only before a multiplier.
  if (lexicon.articles.has(token.text) && lexicon.multipliers.has(next)) {
    return { parts: [{ kind: 'number', value: 1 }], length: 1 };
  }
  const single = wordPart(token.text, lexicon);
  if (single !== null) return { parts: [single], length: 1 };
  if (lexicon.compoundParts.length === 0) return null;
  const pieces = splitCompound(token.text, lexicon.compoundParts);
  if (pieces === null || pieces.length < 2) return null;
  const parts = pieces.map((piece) => wordPart(piece, lexicon));
  return parts.every((part) => part !== null) ? { parts, length: 1 } : null;
}

/** After adding `value`, the largest value that may still be added: 'forty' takes 'five'. */
function limitAfter(value: number, lexicon: Lexicon): number {
  if (value >= 100) return 100;
  if (value >= 20 && value % 10 === 0) return lexicon.tensTakingTeens.has(value) ? 20 : 10;
  return 0;
}

interface ReadState {
  total: number;
  current: number;
  /** Added numbers must stay below this: 'forty' takes 'five' but not 'fifty'. */
  limit: number;
  lastNumber: number;
  seen: boolean;
  afterJoiner: boolean;
}

/** The state after one more part, or null when the part does not continue the number. */
function step(state: ReadState, part: Part, lexicon: Lexicon): ReadState | null {
  if (part.kind === 'joiner') {
    return state.seen && !state.afterJoiner ? { ...state, afterJoiner: true } : null;
  }
  if (part.kind === 'multiplier') {
    const scaled = (state.current || 1) * part.value;
    const large = part.value >= 1000;
    return {
      ...state,
      total: large ? state.total + scaled : state.total,
      current: large ? 0 : scaled,
      limit: part.value,
      // 'hundred and twenty' is not German 'unit und tens': the unit was multiplied away.
      lastNumber: Number.POSITIVE_INFINITY,
      seen: true,
      afterJoiner: false,
    };
  }
  // German says the unit first: 'fünf und vierzig' is 5 + 40.
  const unitThenTens =
    state.afterJoiner &&
    state.lastNumber < 10 &&
    part.value >= 20 &&
    part.value < 100 &&
    part.value % 10 === 0;
  if (state.seen && !(part.value < state.limit) && !unitThenTens) return null;
  return {
    ...state,
    current: state.current + part.value,
    limit: unitThenTens ? 0 : limitAfter(part.value, lexicon),
    lastNumber: part.value,
    seen: true,
    afterJoiner: false,
  };
}

/**
 * Reads number words from token `at`: 'forty five', 'a hundred and twenty', 'quatre-vingt-dix',
 * 'fünfundvierzig', 'doscientos cincuenta'. Stops where the words stop making one number.
 */
export function readNumberWords(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
): NumberRead | null {
  // 'a pound less', 'einen Euro weniger': an article before a currency named in words is one.
  const next = tokens[at + 1];
  if (
    lexicon.articles.has(tokens[at]?.text ?? '') &&
    next?.kind === 'word' &&
    phraseAt(tokens, at + 1, lexicon.currencyWords) > 0
  ) {
    return { value: 1, length: 1 };
  }
  let state: ReadState = {
    total: 0,
    current: 0,
    limit: Number.POSITIVE_INFINITY,
    lastNumber: Number.POSITIVE_INFINITY,
    seen: false,
    afterJoiner: false,
  };
  let length = 0;
  let position = at;
  while (position < tokens.length) {
    const found = partsAt(tokens, position, lexicon);
    if (found === null) break;
    let next: ReadState | null = state;
    for (const part of found.parts) next = next === null ? null : step(next, part, lexicon);
    if (next === null) break;
    state = next;
    position += found.length;
    // A trailing joiner ('forty and') is not part of the number.
    if (!state.afterJoiner) length = position - at;
  }
  return state.seen && length > 0 ? { value: state.total + state.current, length } : null;
}

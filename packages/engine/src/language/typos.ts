import type { Token } from './text';

/** Whether two words differ by at most one edit (insert, delete, substitute or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return a.slice(i + 1) === b.slice(i + 1) || swapped;
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The lexicon's words, and the slips that lead to them. */
export interface TypoIndex {
  /** Every word of the lexicon, numbers included: a known word is never corrected. */
  known: ReadonlySet<string>;
  /** Each slip of a lexicon word as it would be typed, and the word: 'priice' → 'price'. */
  slips: ReadonlyMap<string, string>;
}

/** Shorter words are too often other words: 'fat' for 'fait', 'muh' for 'much' stay unread. */
const MIN_TYPED_LENGTH = 4;
const MIN_TARGET_LENGTH = 4;

/**
 * The slips that rarely make another real word, most likely first: a doubled letter ('priice',
 * 'leideer'), two letters swapped ('trpo', 'leidre'), a letter dropped inside the word ('teur',
 * 'moning'). A changed letter, an added one that does not double its neighbour, or a missing
 * first or last letter are as often another word or form ('power' and 'lower', 'black' and
 * 'back', 'kostet' and 'kostete'); the intents' own typo rule weighs those for keywords.
 */
function slipsOf(word: string): string[] {
  const doubled: string[] = [];
  const swapped: string[] = [];
  const dropped: string[] = [];
  for (let at = 0; at < word.length; at += 1) {
    doubled.push(word.slice(0, at + 1) + word.slice(at));
    if (at + 1 < word.length && word[at] !== word[at + 1]) {
      swapped.push(word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2));
    }
    if (at > 0 && at < word.length - 1) dropped.push(word.slice(0, at) + word.slice(at + 1));
  }
  return [...doubled, ...swapped, ...dropped];
}

/**
 * `known`: every word of the lexicon; `targets`: those a slip may be read as. Numbers are known
 * but never targets: reading 'tree' as 'three' would invent a bid. Every slip is listed once, at
 * compile time, so reading a word costs two lookups.
 */
export function buildTypoIndex(known: Iterable<string>, targets: Iterable<string>): TypoIndex {
  const slips = new Map<string, string>();
  const words = [...new Set(targets)]
    .filter((word) => word.length >= MIN_TARGET_LENGTH && /^[a-z]+$/.test(word))
    .sort();
  for (const word of words) {
    for (const slip of slipsOf(word)) if (!slips.has(slip)) slips.set(slip, word);
  }
  return { known: new Set(known), slips };
}

/**
 * The tokens with each unknown word that is one typo away from a lexicon word read as that word
 * ('is that your best priice', 'leideer nicht', 'c'est trpo cher'), so every rule after it, the
 * amounts' cues as well as the intents, sees the word the shopper meant. `isNumber` tells the
 * words that are numbers without being listed ('fünfundvierzig'), which are left alone.
 */
export function correctTypos(
  tokens: readonly Token[],
  index: TypoIndex,
  isNumber: (at: number) => boolean,
): readonly Token[] {
  let corrected: Token[] | null = null;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (token === undefined || token.kind !== 'word' || token.text.length < MIN_TYPED_LENGTH) {
      continue;
    }
    if (index.known.has(token.text)) continue;
    const word = index.slips.get(token.text);
    if (word === undefined || isNumber(at)) continue;
    corrected ??= [...tokens];
    corrected[at] = { ...token, text: word, typed: token.text };
  }
  return corrected ?? tokens;
}

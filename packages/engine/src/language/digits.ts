import type { Lexicon } from './lexicons/compile-lexicon';
import { phraseBefore } from './phrase-list';
import { MAX_BARE_QUANTITY } from './mentions';
import type { Token } from './text';
import { readDigits } from './text';

/** Digits read at a token, with the tokens they take: '1 200', '1.2k', '2 mille'. */
export interface DigitsRead {
  value: number;
  length: number;
}

const FIRST_GROUP = /^\d{1,3}$/;
const MIDDLE_GROUP = /^\d{3}$/;
/** The last group may carry decimals: '1 200,50'. */
const LAST_GROUP = /^\d{3}[.,]\d{1,2}$/;

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** How many tokens after `at` carry on '1 200 300' typed with plain spaces, as thousands groups. */
function spacedGroups(tokens: readonly Token[], at: number): number {
  if (!FIRST_GROUP.test(tokens[at]?.text ?? '')) return 0;
  let groups = 0;
  for (let next = tokens[at + 1]; next?.spaced === true; next = tokens[at + 1 + groups]) {
    if (LAST_GROUP.test(next.text)) return groups + 1;
    if (!MIDDLE_GROUP.test(next.text)) break;
    groups += 1;
  }
  return groups;
}

/**
 * Whether '2 200 €' is 2200 or a count of 2 and a price of 200. A plain space is how many people
 * group thousands, so the grouped reading wins unless the first group could be a count, no
 * currency sign stands before it, and the reference price is nearer the last group alone.
 */
function joinsGroups(
  tokens: readonly Token[],
  at: number,
  grouped: number,
  alone: number,
  lexicon: Lexicon,
  reference: number | undefined,
): boolean {
  const first = Number(tokens[at]?.text);
  if (reference === undefined || first > MAX_BARE_QUANTITY) return true;
  if (phraseBefore(tokens, at, lexicon.currencyWords) > 0) return true;
  const distance = (price: number): number => Math.abs(Math.log(price / reference));
  return distance(grouped) <= distance(alone);
}

/**
 * The digits at token `at`: thousands groups typed with plain spaces joined when they read as
 * one amount, then a multiplier after them ('1.2k', '2 Tsd.', '2 mil', '2 Tausend').
 */
export function digitsAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
  reference: number | undefined,
): DigitsRead | null {
  const token = tokens[at];
  if (token === undefined || token.kind !== 'digits') return null;
  let value = readDigits(token.text, lexicon.decimalComma);
  let length = 1;
  const groups = spacedGroups(tokens, at);
  if (groups > 0) {
    const last = tokens[at + groups]?.text ?? '';
    const written = tokens
      .slice(at, at + groups + 1)
      .map((group) => group.text)
      .join('');
    const grouped = readDigits(written, lexicon.decimalComma);
    const alone = readDigits(last, lexicon.decimalComma);
    if (joinsGroups(tokens, at, grouped, alone, lexicon, reference)) {
      value = grouped;
      length += groups;
    }
  }
  const multiplier = lexicon.numberSuffixes.get(tokens[at + length]?.text ?? '');
  if (multiplier !== undefined) {
    value = roundCents(value * multiplier);
    length += 1;
  }
  return { value, length };
}

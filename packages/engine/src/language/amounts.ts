import type { AmountMention } from './mentions';
import { digitsAt } from './digits';
import { fractionAt } from './fractions';
import type { Lexicon } from './lexicons/compile-lexicon';
import { readNumberWords } from './number-words';
import { phraseAt, phraseBefore } from './phrase-list';
import type { Token } from './text';

/**
 * The number at token `at`, from digits or words, and the tokens it takes. `reference` (a unit
 * price the conversation knows) tells '1 200 €' from a count and a price, '2 200 €'.
 */
function numberAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
  reference?: number,
): { value: number; length: number; written: 'digits' | 'words' } | null {
  const token = tokens[at];
  if (token === undefined) return null;
  if (token.kind === 'digits') {
    const read = digitsAt(tokens, at, lexicon, reference);
    return read === null ? null : { ...read, written: 'digits' };
  }
  const read = readNumberWords(tokens, at, lexicon);
  return read === null ? null : { ...read, written: 'words' };
}

/**
 * Cents after an amount: 'forty pounds fifty', '35 euros 50', 'sesenta euros con cincuenta'.
 * After a sign before the number ('£40 and 50p') they must be named cents: '£40 50' is two amounts.
 */
function centsAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
  named: boolean,
): { value: number; length: number } | null {
  const joiner = phraseAt(tokens, at, lexicon.centsJoiners);
  const read = numberAt(tokens, at + joiner, lexicon);
  if (read === null || read.value >= 100 || !Number.isInteger(read.value)) return null;
  const after = at + joiner + read.length;
  const centsWord = phraseAt(tokens, after, lexicon.centsWords);
  const unitFollows =
    phraseAt(tokens, after, lexicon.currencyWords) > 0 ||
    phraseAt(tokens, after, lexicon.percentWords) > 0 ||
    phraseAt(tokens, after, lexicon.quantityUnits) > 0;
  // '£40 and 2 more' has no cents: a joined number must be named cents or end the message.
  const joinedAlone = joiner === 0 || centsWord > 0 || after === tokens.length;
  if (unitFollows || !joinedAlone || (named && centsWord === 0)) return null;
  return { value: read.value / 100, length: joiner + read.length + centsWord };
}

/**
 * '£1.5m', '2 M€': an 'm' after digits is millions only with a currency beside it; alone it is
 * more likely metres. Returns the multiplier, or 1.
 */
function moneySuffixAt(
  tokens: readonly Token[],
  end: number,
  currencyBefore: number,
  lexicon: Lexicon,
): number {
  const multiplier = lexicon.moneySuffixes.get(tokens[end]?.text ?? '');
  if (multiplier === undefined) return 1;
  const currencyAfter = phraseAt(tokens, end + 1, lexicon.currencyWords) > 0;
  return currencyBefore > 0 || currencyAfter ? multiplier : 1;
}

/** `floor`: where the previous mention ended, so two amounts never share a currency sign. */
function mentionAt(
  tokens: readonly Token[],
  at: number,
  floor: number,
  lexicon: Lexicon,
  reference: number | undefined,
): AmountMention | null {
  const token = tokens[at];
  if (token === undefined) return null;
  const slang = lexicon.slangAmounts.get(token.text);
  if (slang !== undefined) {
    const article = at > 0 && lexicon.articles.has(tokens[at - 1]?.text ?? '') ? 1 : 0;
    return { kind: 'money', value: slang, first: at - article, end: at + 1, written: 'slang' };
  }
  const fraction = fractionAt(tokens, at, lexicon);
  if (fraction !== null) return fraction;
  const read = numberAt(tokens, at, lexicon, reference);
  if (read === null) return null;
  let end = at + read.length;
  const before = phraseBefore(tokens, at, lexicon.currencyWords);
  const currencyBefore = at - before >= floor ? before : 0;
  const millions =
    read.written === 'digits' ? moneySuffixAt(tokens, end, currencyBefore, lexicon) : 1;
  if (millions > 1) end += 1;
  // '£46 £41': a sign before the number is its currency, so the next one belongs to the next
  // amount; so does one past a clause break ('I can't do 74. £59?').
  const sameClause = tokens[end]?.clause === tokens[end - 1]?.clause;
  const currencyAfter =
    currencyBefore > 0 || !sameClause ? 0 : phraseAt(tokens, end, lexicon.currencyWords);
  const isArticle = read.length === 1 && lexicon.articles.has(token.text);
  if (currencyBefore > 0 || currencyAfter > 0) {
    end += currencyAfter;
    let value = millions > 1 ? Math.round(read.value * millions * 100) / 100 : read.value;
    const cents = Number.isInteger(value)
      ? centsAt(tokens, end, lexicon, currencyAfter === 0)
      : null;
    if (cents !== null) {
      value += cents.value;
      end += cents.length;
    }
    return { kind: 'money', value, first: at - currencyBefore, end, written: read.written };
  }
  // '50p off', 'fifty pence', '50 centimes de moins': hundredths, without a currency before them.
  const cents = phraseAt(tokens, end, lexicon.centsWords);
  if (cents > 0 && Number.isInteger(read.value)) {
    const value = read.value / 100;
    return { kind: 'money', value, first: at, end: end + cents, written: read.written };
  }
  const percent = phraseAt(tokens, end, lexicon.percentWords);
  if (percent > 0 && !isArticle) {
    return {
      kind: 'percentage',
      value: read.value,
      first: at,
      end: end + percent,
      written: read.written,
    };
  }
  const unit = phraseAt(tokens, end, lexicon.quantityUnits);
  const timesBefore = tokens[at - 1]?.text === 'x' ? 1 : 0;
  if ((unit > 0 || timesBefore > 0) && Number.isInteger(read.value)) {
    return {
      kind: 'quantity',
      value: read.value,
      first: at - timesBefore,
      end: end + unit,
      written: read.written,
    };
  }
  // 'un', 'a', 'ein' alone are articles, not amounts.
  if (isArticle) return null;
  return { kind: 'number', value: read.value, first: at, end, written: read.written };
}

/**
 * Every amount in the message, left to right, none overlapping. `reference`: the unit price the
 * conversation knows (list price, else the bot's offer), if any.
 */
export function findAmounts(
  tokens: readonly Token[],
  lexicon: Lexicon,
  reference?: number,
): AmountMention[] {
  const mentions: AmountMention[] = [];
  let at = 0;
  while (at < tokens.length) {
    const mention = mentionAt(tokens, at, mentions.at(-1)?.end ?? 0, lexicon, reference);
    if (mention === null) {
      at += 1;
      continue;
    }
    mentions.push(mention);
    at = mention.end;
  }
  return mentions;
}

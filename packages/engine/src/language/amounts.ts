import type { Lexicon } from './lexicons/compile-lexicon';
import { readNumberWords } from './number-words';
import { phraseAt, phraseBefore } from './phrase-list';
import type { Token } from './text';
import { readDigits } from './text';

/**
 * An amount as written: '£40', 'forty quid', 'a tenner', '10%', 'two of them', or a bare '40'.
 * Spans are token indexes, `first` inclusive and `end` exclusive, currency and units included.
 */
export interface AmountMention {
  kind: 'money' | 'percentage' | 'quantity' | 'number';
  value: number;
  first: number;
  end: number;
  written: 'digits' | 'words' | 'slang';
}

/** The number at token `at`, from digits or words, and the tokens it takes. */
function numberAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
): { value: number; length: number; written: 'digits' | 'words' } | null {
  const token = tokens[at];
  if (token === undefined) return null;
  if (token.kind === 'digits') {
    return { value: readDigits(token.text, lexicon.decimalComma), length: 1, written: 'digits' };
  }
  const read = readNumberWords(tokens, at, lexicon);
  return read === null ? null : { ...read, written: 'words' };
}

/** Cents after an amount: 'forty pounds fifty', '35 euros 50', 'sesenta euros con cincuenta'. */
function centsAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
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
  if (unitFollows || !joinedAlone) return null;
  return { value: read.value / 100, length: joiner + read.length + centsWord };
}

/** `floor`: where the previous mention ended, so two amounts never share a currency sign. */
function mentionAt(
  tokens: readonly Token[],
  at: number,
  floor: number,
  lexicon: Lexicon,
): AmountMention | null {
  const token = tokens[at];
  if (token === undefined) return null;
  const slang = lexicon.slangAmounts.get(token.text);
  if (slang !== undefined) {
    const article = at > 0 && lexicon.articles.has(tokens[at - 1]?.text ?? '') ? 1 : 0;
    return { kind: 'money', value: slang, first: at - article, end: at + 1, written: 'slang' };
  }
  const read = numberAt(tokens, at, lexicon);
  if (read === null) return null;
  let end = at + read.length;
  const before = phraseBefore(tokens, at, lexicon.currencyWords);
  const currencyBefore = at - before >= floor ? before : 0;
  // '£46 £41': a sign before the number is its currency, so the next one belongs to the next amount.
  const currencyAfter = currencyBefore > 0 ? 0 : phraseAt(tokens, end, lexicon.currencyWords);
  const isArticle = read.length === 1 && lexicon.articles.has(token.text);
  if (currencyBefore > 0 || currencyAfter > 0) {
    end += currencyAfter;
    let value = read.value;
    const cents =
      currencyAfter > 0 && Number.isInteger(value) ? centsAt(tokens, end, lexicon) : null;
    if (cents !== null) {
      value += cents.value;
      end += cents.length;
    }
    return { kind: 'money', value, first: at - currencyBefore, end, written: read.written };
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

/** Every amount in the message, left to right, none overlapping. */
export function findAmounts(tokens: readonly Token[], lexicon: Lexicon): AmountMention[] {
  const mentions: AmountMention[] = [];
  let at = 0;
  while (at < tokens.length) {
    const mention = mentionAt(tokens, at, mentions.at(-1)?.end ?? 0, lexicon);
    if (mention === null) {
      at += 1;
      continue;
    }
    mentions.push(mention);
    at = mention.end;
  }
  return mentions;
}

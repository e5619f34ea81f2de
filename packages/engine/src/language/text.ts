/**
 * Folding and tokenising: every lexicon entry and every message go through the same steps, so a
 * lexicon phrase matches whatever accents, case, apostrophes or hyphens the shopper typed.
 */

export interface Token {
  /** Folded: lower case, no accents, ß as ss. */
  text: string;
  kind: 'word' | 'digits' | 'symbol';
  /** Offsets in the original message, for an entity's stringValue. */
  start: number;
  end: number;
}

/** Lower case without diacritics: shoppers often type 'fur' for 'für' or 'euro' for 'éuro'. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

const TOKEN = /(\d+(?:[.,]\d+)*)|([a-z]+)|([£€$%?])/g;

export function tokenise(text: string): Token[] {
  // Fold character by character to keep a map from folded offsets back to the original text.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const piece = fold(text.charAt(index));
    folded += piece;
    for (let k = 0; k < piece.length; k += 1) origin.push(index);
  }
  origin.push(text.length);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const kind = match[1] !== undefined ? 'digits' : match[2] !== undefined ? 'word' : 'symbol';
    tokens.push({
      text: match[0],
      kind,
      start: origin[start] ?? 0,
      end: (origin[end - 1] ?? 0) + 1,
    });
  }
  return tokens;
}

/** A lexicon phrase as the token texts a message must contain in a row. */
export function phraseTokens(phrase: string): string[] {
  return tokenise(phrase).map((token) => token.text);
}

/**
 * Reads '35.50', '35,50', '1,200', '1.200,50' and '1 200' style digits. A lone separator followed
 * by exactly three digits is a thousands separator unless the language writes decimals with it.
 */
export function readDigits(digits: string, decimalComma: boolean): number {
  const separators = digits.replace(/\d/g, '');
  if (separators.length === 0) return Number(digits);
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const lastSeparator = digits.charAt(last);
  const fraction = digits.slice(last + 1);
  const mixed = new Set(separators).size > 1;
  const repeated = separators.split('').filter((s) => s === lastSeparator).length > 1;
  const isDecimal =
    mixed ||
    (!repeated &&
      (fraction.length !== 3 || (lastSeparator === ',' ? decimalComma : !decimalComma)));
  if (!isDecimal) return Number(digits.replace(/[.,]/g, ''));
  const whole = digits.slice(0, last).replace(/[.,]/g, '');
  return Number(`${whole}.${fraction}`);
}

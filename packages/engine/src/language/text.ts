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
  /** Counts the clause breaks (. , ; ! ? and line ends) before the token: 'it's £42 on amazon, £40?' */
  clause: number;
  /** One plain space, and nothing else, separates it from the token before: '1 200' may be 1200. */
  spaced: boolean;
  /** The word as typed, when it was read as the lexicon word one typo away ('priice' as 'price'). */
  typed?: string;
}

/** Lower case without diacritics: shoppers often type 'fur' for 'für' or 'euro' for 'éuro'. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

/**
 * Digits first as thousands groups joined by a no-break, narrow no-break or thin space or an
 * apostrophe ('1 200', the way Intl writes French prices; Swiss '1'200'): nobody types those
 * between two separate numbers. Then digits with dots and commas, words, and signs. Digits may
 * end in ',-' or '.–', the German way of writing whole euros ('10,- €'): kept in the token so
 * the comma does not break the clause, and dropped from its text.
 */
const TOKEN =
  /((?:\d{1,3}(?:[\u00a0\u202f\u2009'’]\d{3})+(?!\d)(?:[.,]\d+)?|\d+(?:[.,]\d+)*)(?:[.,][-–](?!\d))?)|([a-z]+)|([£€$%?½¼¾⅓⅔])/g;
const WHOLE_EUROS = /[.,][-–]$/;
const CLAUSE_BREAK = /[.,;!?¿¡\n]/;
const SPACE = 32;

/** Printable ASCII, tabs and line ends. */
const ASCII = /^[ -~\t\n\r]*$/;

/**
 * The folded text and, where folding changed lengths, a map from its offsets back to the
 * original's. Most messages are plain ASCII, which folds to its lower case offset for offset.
 */
function foldWithOrigin(text: string): { folded: string; origin: number[] | null } {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), origin: null };
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const piece = fold(text.charAt(index));
    folded += piece;
    for (let k = 0; k < piece.length; k += 1) origin.push(index);
  }
  origin.push(text.length);
  return { folded, origin };
}

export function tokenise(text: string): Token[] {
  const { folded, origin } = foldWithOrigin(text);
  const tokens: Token[] = [];
  let clause = 0;
  let previousEnd = 0;
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const kind = match[1] !== undefined ? 'digits' : match[2] !== undefined ? 'word' : 'symbol';
    const spaced = start - previousEnd === 1 && folded.charCodeAt(previousEnd) === SPACE;
    const broken = !spaced && CLAUSE_BREAK.test(folded.slice(previousEnd, start));
    if (broken || tokens.at(-1)?.text === '?') clause += 1;
    tokens.push({
      text: kind === 'digits' ? match[0].replace(WHOLE_EUROS, '') : match[0],
      kind,
      start: origin === null ? start : (origin[start] ?? 0),
      end: origin === null ? end : (origin[end - 1] ?? 0) + 1,
      clause,
      spaced: spaced && tokens.length > 0,
    });
    previousEnd = end;
  }
  return tokens;
}

/** A lexicon phrase as the token texts a message must contain in a row. */
export function phraseTokens(phrase: string): string[] {
  return tokenise(phrase).map((token) => token.text);
}

const GROUP_SPACES = /[\u00a0\u202f\u2009'’ ]/g;

/**
 * Reads '35.50', '35,50', '1,200', '1.200,50', '1 200' and "1'200" style digits. Spaces and
 * apostrophes only ever group thousands. A lone separator followed by exactly three digits is a
 * thousands separator unless the language writes decimals with it.
 */
export function readDigits(written: string, decimalComma: boolean): number {
  const digits = written.replace(GROUP_SPACES, '');
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

import type { TChatLanguage } from '@parley/contract';

/**
 * The language a retailer's short statement is written in ("Every pair is stitched by hand",
 * "Chaque paire est cousue main"), so that the bot quotes it only to shoppers who read that
 * language. Statements are a sentence or two: common function words and the letters only one of
 * the four languages uses decide it. When neither is clear the answer is null, and the statement
 * may be quoted in any chat (a brand name, a number, one word).
 */

const WORDS: Record<TChatLanguage, readonly string[]> = {
  'en-GB': [
    'the',
    'and',
    'our',
    'we',
    'is',
    'are',
    'of',
    'to',
    'for',
    'with',
    'every',
    'each',
    'by',
    'since',
    'from',
    'your',
    'you',
    'it',
    'made',
    'all',
    'in',
    'at',
    'its',
    'this',
    'that',
    'hand',
    'years',
    'us',
    'than',
    'be',
    'an',
    'on',
  ],
  fr: [
    'le',
    'les',
    'et',
    'nos',
    'notre',
    'nous',
    'est',
    'sont',
    'des',
    'du',
    'pour',
    'avec',
    'chaque',
    'depuis',
    'dans',
    'une',
    'vous',
    'votre',
    'fait',
    'main',
    'au',
    'aux',
    'ans',
    'sur',
    'qui',
    'leur',
    'par',
    'ce',
    'cette',
    'ou',
    'pas',
    'tous',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'unsere',
    'unser',
    'unseren',
    'wir',
    'ist',
    'sind',
    'von',
    'mit',
    'für',
    'jeder',
    'jedes',
    'jede',
    'seit',
    'aus',
    'im',
    'ein',
    'eine',
    'sie',
    'hand',
    'jahren',
    'auf',
    'zu',
    'den',
    'dem',
    'nicht',
    'bei',
    'wird',
    'werden',
  ],
  es: [
    'el',
    'los',
    'las',
    'y',
    'nuestros',
    'nuestro',
    'nuestra',
    'nuestras',
    'somos',
    'son',
    'del',
    'para',
    'con',
    'cada',
    'desde',
    'una',
    'usted',
    'hecho',
    'hecha',
    'mano',
    'años',
    'por',
    'al',
    'sus',
    'su',
    'que',
    'más',
    'muy',
    'todos',
    'todas',
    'es',
  ],
};

/** Letters (and marks) that only one of the four languages writes. */
const LETTERS: Record<TChatLanguage, RegExp> = {
  'en-GB': /(?!)/,
  fr: /[çœèêëîïôûù]/,
  de: /[ßäöü]/,
  es: /[ñ¿¡]/,
};

const LANGUAGES = Object.keys(WORDS) as TChatLanguage[];
const LOOKUP = new Map<string, TChatLanguage[]>();
for (const language of LANGUAGES) {
  for (const word of WORDS[language]) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);
}

/** A letter only one language writes counts as much as this many of its words. */
const LETTER_WEIGHT = 2;
/** The winner needs at least this score, and more than any other language. */
const LEAST_SCORE = 2;

export function languageOfText(text: string): TChatLanguage | null {
  const lower = text.toLocaleLowerCase();
  const scores = new Map<TChatLanguage, number>(LANGUAGES.map((language) => [language, 0]));
  for (const word of lower.split(/[^\p{L}']+/u)) {
    const languages = LOOKUP.get(word) ?? [];
    // A word two languages share counts half for each.
    for (const language of languages) {
      scores.set(language, scores.get(language)! + 1 / languages.length);
    }
  }
  for (const language of LANGUAGES) {
    if (LETTERS[language].test(lower)) scores.set(language, scores.get(language)! + LETTER_WEIGHT);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < LEAST_SCORE || (second && second[1] >= first[1])) return null;
  return first[0];
}

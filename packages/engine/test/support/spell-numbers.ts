/**
 * Numbers spelled out the way shoppers write them, for the property tests: a small table-driven
 * writer per language, independent of the reader in number-words.ts. Each takes a variant seed so
 * a property covers hyphens or spaces, 'and' or not, 'ein' before 'hundert' or not, and the like.
 */

/** Which spelling variants to use; each language reads the flags it has variants for. */
export interface SpellVariant {
  /** Hyphens between tens and units ('forty-two', 'vingt-et-un') rather than spaces. */
  hyphens: boolean;
  /** en: 'a hundred and five' rather than 'one hundred five'; de: 'einhundert', 'eintausend'. */
  long: boolean;
  /** de: every part a word of its own ('neun hundert neun und neunzig'); fr: septante, nonante. */
  split: boolean;
}

const EN_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

function englishBelowHundred(n: number, variant: SpellVariant): string {
  if (n < 10) return EN_UNITS[n] ?? '';
  if (n < 20) return EN_TEENS[n - 10] ?? '';
  const tens = EN_TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}${variant.hyphens ? '-' : ' '}${EN_UNITS[n % 10]}`;
}

/** 0–999,999 the British way: 'a hundred and five', 'three thousand four hundred and two'. */
export function english(n: number, variant: SpellVariant): string {
  if (n >= 1000) {
    const thousands = Math.floor(n / 1000);
    const lead =
      thousands === 1 && variant.long ? 'a thousand' : `${english(thousands, variant)} thousand`;
    const rest = n % 1000;
    if (rest === 0) return lead;
    return `${lead}${rest < 100 && variant.long ? ' and ' : ' '}${english(rest, variant)}`;
  }
  if (n < 100) return englishBelowHundred(n, variant);
  const hundreds = Math.floor(n / 100);
  const lead = hundreds === 1 && variant.long ? 'a hundred' : `${EN_UNITS[hundreds] ?? ''} hundred`;
  const rest = n % 100;
  if (rest === 0) return lead;
  return `${lead} ${variant.long ? 'and ' : ''}${englishBelowHundred(rest, variant)}`;
}

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function frenchBelowHundred(n: number, variant: SpellVariant): string {
  const sep = variant.hyphens ? '-' : ' ';
  const and = variant.hyphens ? '-et-' : ' et ';
  if (n <= 16) return FR_UNITS[n] ?? '';
  if (n < 20) return `dix${sep}${FR_UNITS[n - 10]}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (variant.split && (tens === 7 || tens === 9)) {
    const name = tens === 7 ? 'septante' : 'nonante';
    return unit === 0 ? name : `${name}${unit === 1 ? and : sep}${FR_UNITS[unit]}`;
  }
  if (tens === 7) return `soixante${unit === 1 ? and : sep}${frenchBelowHundred(n - 60, variant)}`;
  if (tens === 8) return unit === 0 ? 'quatre-vingts' : `quatre-vingt${sep}${FR_UNITS[unit]}`;
  if (tens === 9) return `quatre-vingt${sep}${frenchBelowHundred(n - 80, variant)}`;
  const name = FR_TENS[tens] ?? '';
  if (unit === 0) return name;
  return `${name}${unit === 1 ? and : sep}${FR_UNITS[unit]}`;
}

/** 0–1000: 'soixante et onze', 'quatre-vingt-dix-neuf', 'deux cents', 'deux cent un', 'mille'. */
export function french(n: number, variant: SpellVariant): string {
  if (n === 1000) return 'mille';
  if (n < 100) return frenchBelowHundred(n, variant);
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const lead = hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]} cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? lead : `${lead} ${frenchBelowHundred(rest, variant)}`;
}

const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];

/** The parts of 0–9,999 in German order: ['neun', 'hundert', 'neun', 'und', 'neunzig']. */
function germanParts(n: number, variant: SpellVariant): string[] {
  if (n === 0) return ['null'];
  const parts: string[] = [];
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const unit = rest % 10;
  if (thousands > 1 || (thousands === 1 && variant.long)) parts.push(DE_UNITS[thousands] ?? '');
  if (thousands > 0) parts.push('tausend');
  if (hundreds > 1 || (hundreds === 1 && variant.long)) parts.push(DE_UNITS[hundreds] ?? '');
  if (hundreds > 0) parts.push('hundert');
  if (rest === 1) parts.push('eins');
  else if (rest > 0 && rest < 10) parts.push(DE_UNITS[rest] ?? '');
  else if (rest >= 10 && rest < 20) parts.push(DE_TEENS[rest - 10] ?? '');
  else if (rest >= 20) {
    if (unit > 0) parts.push(DE_UNITS[unit] ?? '', 'und');
    parts.push(DE_TENS[Math.floor(rest / 10)] ?? '');
  }
  return parts;
}

/** 0–9,999 as one word ('neunhundertneunundneunzig') or, split, as separate words. */
export function german(n: number, variant: SpellVariant): string {
  return germanParts(n, variant).join(variant.split ? ' ' : '');
}

const ES_BELOW_THIRTY = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const ES_TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const ES_HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function spanishBelowHundred(n: number): string {
  if (n < 30) return ES_BELOW_THIRTY[n] ?? '';
  const tens = ES_TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens} y ${ES_BELOW_THIRTY[n % 10]}`;
}

/** 0–1000: 'novecientos noventa y nueve', 'cien', 'ciento uno', 'mil'. */
export function spanish(n: number): string {
  if (n === 1000) return 'mil';
  if (n === 100) return 'cien';
  if (n < 100) return spanishBelowHundred(n);
  const lead = ES_HUNDREDS[Math.floor(n / 100)] ?? '';
  return n % 100 === 0 ? lead : `${lead} ${spanishBelowHundred(n % 100)}`;
}

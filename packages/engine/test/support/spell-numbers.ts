import { NUMBER_NAMES } from '@parley/simulator';

/**
 * Numbers spelled out the way shoppers write them, for the property tests: a small writer per
 * language, independent of the reader in number-words.ts, on the simulated shoppers' word tables.
 * Each takes a variant seed so a property covers hyphens or spaces, 'and' or not, 'ein' before
 * 'hundert' or not, and the like.
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

const EN = NUMBER_NAMES['en-GB'];

function englishBelowHundred(n: number, variant: SpellVariant): string {
  if (n < 20) return EN.ones[n] ?? '';
  const tens = EN.tens[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}${variant.hyphens ? '-' : ' '}${EN.ones[n % 10]}`;
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
  const lead = hundreds === 1 && variant.long ? 'a hundred' : `${EN.ones[hundreds] ?? ''} hundred`;
  const rest = n % 100;
  if (rest === 0) return lead;
  return `${lead} ${variant.long ? 'and ' : ''}${englishBelowHundred(rest, variant)}`;
}

const FR = NUMBER_NAMES.fr;

function frenchBelowHundred(n: number, variant: SpellVariant): string {
  const sep = variant.hyphens ? '-' : ' ';
  const and = variant.hyphens ? '-et-' : ' et ';
  if (n <= 16) return FR.units[n] ?? '';
  if (n < 20) return `dix${sep}${FR.units[n - 10]}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (variant.split && (tens === 7 || tens === 9)) {
    const name = tens === 7 ? 'septante' : 'nonante';
    return unit === 0 ? name : `${name}${unit === 1 ? and : sep}${FR.units[unit]}`;
  }
  if (tens === 7) return `soixante${unit === 1 ? and : sep}${frenchBelowHundred(n - 60, variant)}`;
  if (tens === 8) return unit === 0 ? 'quatre-vingts' : `quatre-vingt${sep}${FR.units[unit]}`;
  if (tens === 9) return `quatre-vingt${sep}${frenchBelowHundred(n - 80, variant)}`;
  const name = FR.tens[tens] ?? '';
  if (unit === 0) return name;
  return `${name}${unit === 1 ? and : sep}${FR.units[unit]}`;
}

/** 0–1000: 'soixante et onze', 'quatre-vingt-dix-neuf', 'deux cents', 'deux cent un', 'mille'. */
export function french(n: number, variant: SpellVariant): string {
  if (n === 1000) return 'mille';
  if (n < 100) return frenchBelowHundred(n, variant);
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const lead = hundreds === 1 ? 'cent' : `${FR.units[hundreds]} cent${rest === 0 ? 's' : ''}`;
  return rest === 0 ? lead : `${lead} ${frenchBelowHundred(rest, variant)}`;
}

const DE = NUMBER_NAMES.de;

/** A count before 'und', 'hundert' or 'tausend': 'ein', not the 'eins' said alone. */
const germanCount = (n: number): string => (n === 1 ? 'ein' : (DE.units[n] ?? ''));

/** The parts of 0–9,999 in German order: ['neun', 'hundert', 'neun', 'und', 'neunzig']. */
function germanParts(n: number, variant: SpellVariant): string[] {
  if (n === 0) return ['null'];
  const parts: string[] = [];
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  const unit = rest % 10;
  if (thousands > 1 || (thousands === 1 && variant.long)) parts.push(germanCount(thousands));
  if (thousands > 0) parts.push('tausend');
  if (hundreds > 1 || (hundreds === 1 && variant.long)) parts.push(germanCount(hundreds));
  if (hundreds > 0) parts.push('hundert');
  if (rest > 0 && rest < 20) parts.push(DE.units[rest] ?? '');
  else if (rest >= 20) {
    if (unit > 0) parts.push(germanCount(unit), 'und');
    parts.push(DE.tens[Math.floor(rest / 10)] ?? '');
  }
  return parts;
}

/** 0–9,999 as one word ('neunhundertneunundneunzig') or, split, as separate words. */
export function german(n: number, variant: SpellVariant): string {
  return germanParts(n, variant).join(variant.split ? ' ' : '');
}

const ES = NUMBER_NAMES.es;

function spanishBelowHundred(n: number): string {
  if (n < 30) return ES.units[n] ?? '';
  const tens = ES.tens[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens} y ${ES.units[n % 10]}`;
}

/** 0–1000: 'novecientos noventa y nueve', 'cien', 'ciento uno', 'mil'. */
export function spanish(n: number): string {
  if (n === 1000) return 'mil';
  if (n === 100) return 'cien';
  if (n < 100) return spanishBelowHundred(n);
  const lead = ES.hundreds[Math.floor(n / 100)] ?? '';
  return n % 100 === 0 ? lead : `${lead} ${spanishBelowHundred(n % 100)}`;
}

import type { AmountMention } from './mentions';
import type { Lexicon } from './lexicons/compile-lexicon';
import { findPhrase, phraseAt, phraseBefore, phraseCovers, valuedPhraseAt } from './phrase-list';
import { stepDownBefore } from './steps';
import type { Token } from './text';

/** How far after a fraction a price noun may stand: 'half the list price', 'la moitié du prix'. */
const PRICE_NOUN_REACH = 3;
const HALF = 0.5;

/**
 * Whether half is said alone as a price share: at the end of its clause or before 'and' ('I'll
 * pay half', 'half and it's a deal'), or as a noun not followed by what it is half of ('für die
 * Hälfte nehme ich es', but not 'la moitié du temps'). 'I'm half tempted' is not.
 */
function halfAlone(tokens: readonly Token[], at: number, end: number, lexicon: Lexicon): boolean {
  const next = tokens[end];
  if (next === undefined || next.text === '?' || next.clause !== tokens[at]?.clause) return true;
  if (lexicon.joiners.has(next.text)) return true;
  return (
    phraseBefore(tokens, end, lexicon.halfNouns) > 0 &&
    phraseAt(tokens, end, lexicon.fractionOf) === 0
  );
}

/** 'half of £46', 'la moitié de 72': an amount follows, of which the fraction is taken. */
function ofAmount(tokens: readonly Token[], end: number, lexicon: Lexicon): boolean {
  const of = phraseAt(tokens, end, lexicon.fractionOf);
  const next = tokens[end + of];
  if (of === 0 || next === undefined) return false;
  return (
    next.kind === 'digits' ||
    lexicon.numberWords.has(next.text) ||
    phraseAt(tokens, end + of, lexicon.currencyWords) > 0
  );
}

/**
 * A fraction of the price as the discount percentage it means: 'a third off', 'ein Drittel
 * weniger' take the share off (33.3); 'half price', 'à moitié prix', 'la mitad del precio' pay
 * the share (a discount of 100 minus it). Only half may go without either ('I'll pay half', 'la
 * moitié ?'), where both readings agree; 'un quart' alone is as often 'un quart d'heure'.
 */
export function fractionAt(
  tokens: readonly Token[],
  at: number,
  lexicon: Lexicon,
): AmountMention | null {
  const fraction = valuedPhraseAt(tokens, at, lexicon.fractions);
  // 'meet me half way', 'moitié-moitié', 'a mitad de camino' split the difference instead.
  if (fraction === null || phraseCovers(tokens, at, lexicon.halfway)) return null;
  const end = at + fraction.length;
  const off = phraseAt(tokens, end, lexicon.lessAfter) > 0 || stepDownBefore(tokens, at, lexicon);
  const ofPrice = findPhrase(tokens, lexicon.priceNouns, end, end + PRICE_NOUN_REACH) !== null;
  const alone = fraction.value === HALF && halfAlone(tokens, at, end, lexicon);
  if (!off && !ofPrice && !alone && !ofAmount(tokens, end, lexicon)) return null;
  const article = at > 0 && lexicon.articles.has(tokens[at - 1]?.text ?? '') ? 1 : 0;
  const discount = off ? fraction.value : 1 - fraction.value;
  return { kind: 'percentage', value: discount * 100, first: at - article, end, written: 'words' };
}

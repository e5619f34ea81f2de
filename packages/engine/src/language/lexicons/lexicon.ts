import type { TIntentName } from '@parley/contract';

/** The intents keyword rules can vote for; `unknown` is what remains when none does. */
export type KeywordIntent = Exclude<TIntentName, 'unknown'>;

/**
 * What one language contributes, written as a shopper would type it: accents, case, apostrophes
 * and hyphens do not matter. Kept as compact text ('a, b, c' lists; 'phrase value' pairs) so a
 * language stays one readable screenful per field; `compileLexicon` turns it into lookups.
 */
export interface LexiconSource {
  /** Decimals are written with a comma: '35,50' (a lone '1,200' is then 1.2). */
  decimalComma: boolean;
  /** 'word value' pairs worth a value alone: 'forty 40', 'quatre vingt 80', 'doscientos 200'. */
  numbers: string;
  /** 'word value' pairs multiplying what precedes: 'hundred 100'. */
  multipliers: string;
  /** Words joining number words: 'and' in 'a hundred and five', 'y' in 'cuarenta y cinco'. */
  joiners: string;
  /** Articles that mean one only before a multiplier or a currency: 'a hundred', 'a pound less'. */
  articles: string;
  /** German glues numbers into one word ('fünfundvierzig'): the parts to split it into. */
  compoundParts: string;
  /** French counts 60–99 in twenties: after these tens a teen may follow ('soixante-dix'). */
  tensTakingTeens: number[];
  /** Currency symbols, codes, names and slang ('quid', 'balles', 'Mäuse', 'pavos'). */
  currencyWords: string;
  /** Words between an amount and its cents: 'sesenta euros con cincuenta'. */
  centsJoiners: string;
  /** Words naming cents after them: 'fifty pence', 'cincuenta céntimos'. */
  centsWords: string;
  /** 'word value' pairs of banknote slang that is an amount alone: 'fiver 5', 'zehner 10'. */
  slangAmounts: string;
  percentWords: string;
  /** After a number: '2 units', 'two of them'. */
  quantityUnits: string;
  /** Before a small number: "I'll take 2". */
  quantityVerbs: string;
  /** Between a quantity and an amount that may then be their total: '2 for £70'. */
  totalJoiners: string;
  /** Next to an amount that is then a unit price: '£30 each', 'je 30 Euro'. */
  eachMarkers: string;
  /** After an amount taken off the bot's offer: 'a fiver less', '5 € de moins'. */
  lessAfter: string;
  lessBefore: string;
  /** Around an amount added to the shopper's last bid: 'a fiver more', 'add 5'. */
  moreAfter: string;
  moreBefore: string;
  /** Meeting halfway between the bot's offer and the shopper's last bid. */
  halfway: string;
  /** A percentage is then taken off the bot's offer, not the list price: '10% off your offer'. */
  botOfferReferences: string;
  /** An amount right after these is not the bid: 'not £50', 'instead of £50'. */
  notTheBidBefore: string;
  /** An amount right before these is not the bid: '£45 is too much'. */
  notTheBidAfter: string;
  /** A number next to these is a size, a duration or a model, not a price. */
  attributeBefore: string;
  attributeAfter: string;
  /** Per intent, 'phrase weight' pairs; the votes of all matched phrases add up. */
  intents: Record<KeywordIntent, string>;
}

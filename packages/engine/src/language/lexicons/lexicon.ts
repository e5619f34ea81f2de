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
  /**
   * 'word value' pairs multiplying the digits before them: '2k', '2 Tsd.'. Multipliers from a
   * thousand up ('2 mille', '2 mil', '2 Tausend') do it too without being listed here.
   */
  numberSuffixes: string;
  /** The same, but only with a currency beside: '£1.5m' is millions, '2m' alone two metres. */
  moneySuffixes: string;
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
  /** 'phrase share' pairs: 'half 0.5', 'a third 0.333…'; 'half price' pays it, 'a third off' takes it. */
  fractions: string;
  /** After a fraction, it is a share of a price: 'half price', 'à moitié prix', 'la mitad del precio'. */
  priceNouns: string;
  /**
   * Half as a noun ('die Hälfte', 'la moitié'): a price share even before a verb ('für die Hälfte
   * nehme ich es'), unless `fractionOf` follows and no price noun does ('la moitié du temps').
   */
  halfNouns: string;
  /** Between a share and what it is a share of: 'half of £46', '10 % de remise sur 72'. */
  fractionOf: string;
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
  /** Right before an amount taken off, saying it outright: 'knock off £5', 'rebájame 3 euros'. */
  lessBefore: string;
  /**
   * Asking to lower the price by an amount that follows, joined to it by `stepFillers` only:
   * 'come down another £30', 'baisser votre prix de 15', 'Lassen Sie noch 5 € nach', 'bajar tu
   * oferta 4 € más'. The amount is then a step down however large, and a 'more' beside it
   * ('another', 'más') says how much more to come down.
   */
  lessVerbs: string;
  /** Single words that may stand between a `lessVerbs` phrase and its amount: 'votre prix de'. */
  stepFillers: string;
  /** Right before an amount, it is the price to come down to: 'come down to £40', 'bajar a 40'. */
  targetMarkers: string;
  /** Around an amount added to the shopper's last bid: 'a fiver more', 'add 5'. */
  moreAfter: string;
  moreBefore: string;
  /** Meeting halfway between the bot's offer and the shopper's last bid. */
  halfway: string;
  /**
   * Asking for the bot's own price without naming one: 'what's your best price?', 'how low can
   * you go', 'any discount?'. Such a message gets the bot's current offer, whatever else it reads as.
   */
  offerRequests: string;
  /** A percentage is then taken off the bot's offer, not the list price: '10% off your offer'. */
  botOfferReferences: string;
  /** An amount off is then taken off the list price, not the bot's offer: '£2 off the list price'. */
  listPriceReferences: string;
  /**
   * Another seller, or having seen the price there: the amount nearest to it in its clause is a
   * competitor's price ('I saw it for £35 elsewhere', 'bei Amazon kostet es 42 €').
   */
  competitorMarkers: string;
  /** An amount right after these is not the bid: 'not £50', 'instead of £50'. */
  notTheBidBefore: string;
  /** An amount right before these is not the bid: '£45 is too much'. */
  notTheBidAfter: string;
  /** A number next to these is a size, a duration or a model, not a price. */
  attributeBefore: string;
  attributeAfter: string;
  /**
   * Other spellings shoppers type for some letters, each entry of every list also read with them:
   * German 'ae', 'oe', 'ue' for ä, ö, ü ('fuenf Maeuse guenstiger'). Pairs of [letter, spelling].
   */
  spellingVariants: ReadonlyArray<readonly [string, string]>;
  /** Per intent, 'phrase weight' pairs; the votes of all matched phrases add up. */
  intents: Record<KeywordIntent, string>;
}

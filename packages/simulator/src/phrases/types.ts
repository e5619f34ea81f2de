import type { Random } from '../random';

export const SHOPPER_LANGUAGES = ['en-GB', 'fr', 'de', 'es'] as const;
export type ShopperLanguage = (typeof SHOPPER_LANGUAGES)[number];
export type Currency = 'GBP' | 'EUR';

/** What the shopper can see of the chat when writing. Unit prices in the shop currency. */
export interface TextContext {
  language: ShopperLanguage;
  currency: Currency;
  listPrice: number;
  /** The bot's standing offer. */
  botOffer: number;
  /** The shopper's own previous bid, null before any. */
  lastBid: number | null;
}

export const TEXT_FORMS = [
  'digits',
  'grouped_thousands',
  'decimals',
  'words',
  'slang',
  'suffix_k',
  'amount_off',
  'percentage_off',
  'fraction',
  'halfway',
  'competitor',
  'no_amount',
] as const;
export type TextForm = (typeof TEXT_FORMS)[number];

/** A message and the unit price it means (null when it names none). */
export interface Said {
  text: string;
  bid: number | null;
  form: TextForm;
}

/** Writes an amount of money one way; `amount` is already rounded for the form. */
export type Write = (random: Random, amount: number, currency: Currency) => string;

/** How one language writes amounts. */
export interface AmountWriters {
  /** A whole amount in digits: '£40', '40 €', '40 Euro', '40e'. */
  digits: Write;
  /** An amount with cents: '£39.50', '39,50 €', '39€50'. */
  decimals: Write;
  /** An amount of 1,000 or more with a thousands separator, cents kept if any. */
  grouped: Write;
  /** A multiple of 100 from 1,000 with a thousands suffix: '1.2k', '2 mille', '2 Tsd.'. */
  suffixK: Write;
  /** A whole amount from 2 to 1,000 in words, with or without the currency's name. */
  words: Write;
  /** A whole amount in the slang of `slangCurrency`: '40 quid', 'a tenner', '40 balles'. */
  slang: Write;
  /** An amount taken off a price: '50p', 'a fiver', '5 €', 'cinq euros'. */
  off: Write;
  /** A whole percentage: '10%', '10 %', '10 Prozent'. */
  percent: (random: Random, percent: number) => string;
}

/** One language's sentences; `{a}` is the amount said, `{o}` the bot's offer echoed. */
export interface Sentences {
  /** A bid: '{a}' is the price. */
  bid: readonly string[];
  /** The bot's price refused, then a bid: '{o} is too much, {a}?'. */
  echo: readonly string[];
  /** '{off}' taken off the bot's standing offer: the sentence names that price. */
  amountOff: readonly string[];
  /** Shorter ways to ask for '{off}' off, clear only while the bot still asks the list price. */
  amountOffOpening: readonly string[];
  /** '{p}' off the list price: the sentence names the list price. */
  percentOff: readonly string[];
  /** Shorter ways to ask for '{p}' off, clear only while the bot still asks the list price. */
  percentOffOpening: readonly string[];
  half: readonly string[];
  thirdOff: readonly string[];
  quarterOff: readonly string[];
  /** Halfway between the shopper's last bid and the bot's offer. */
  halfway: readonly string[];
  /** Halfway, with the resulting price '{a}' said as well. */
  halfwayAt: readonly string[];
  /** A lower price seen in '{shop}': '{a}'. */
  competitor: readonly string[];
  /** Where the lower price was seen, with its preposition: 'on Amazon', 'ailleurs'. */
  shops: readonly string[];
  /** Asks for a lower price without naming one. */
  push: readonly string[];
  /** The same after echoing the bot's price '{o}'. */
  pushEcho: readonly string[];
  accept: readonly string[];
  goodbye: readonly string[];
  /** Greetings and questions with no amount (and no digit at all). */
  smallTalk: readonly string[];
}

/** Everything the generator knows of one language. */
export interface LanguageKit {
  /** The number in words as written on its own, 0 to 1,000: the spelling the tests check. */
  numberWords: (n: number) => string;
  write: AmountWriters;
  say: Sentences;
  /** The currency this language's money slang is about (quid are pounds, balles are euros). */
  slangCurrency: Currency;
  /** For lower-casing with the language's rules. */
  locale: string;
  /** The text as typed by someone who leaves accents out. */
  unaccented: (text: string) => string;
  /** An amount's ending made to agree with the words before it (German datives), if needed. */
  inflect?: (before: string, amount: string) => string;
  /** The language's own informal habits, each taken up by a message at its chance. */
  habits: readonly Habit[];
}

/** A way of writing informally that leaves amounts alone: a dropped '¿', no apostrophes. */
export interface Habit {
  chance: number;
  apply: (text: string) => string;
}

/*
 * What the readers of amounts, steps and prices hand each other: their shapes and shared bounds,
 * apart from the readers themselves so that they import one another one way only.
 */

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

/** What an amount is to the price it moves: 'a fiver less', 'knock £30 off your price'. */
export interface StepCue {
  /** 'a fiver less' takes it off the bot's offer; 'a fiver more' adds it to the last bid. */
  relative: 'less' | 'more' | null;
  /** Tokens of the relative cue after the amount, for the entity's text. */
  cueAfter: number;
  /**
   * The shopper says outright that the amount moves the price, so it does however large it is: a
   * currency beside it ('£40 off'), a verb asking for it ('knock 15 off', 'baisser votre prix de
   * 15', 'Ziehen Sie 4 von Ihrem Preis ab', 'me rebajas 9') or the bot's price named in the same
   * clause ('40 off your price'). A bare '40 off' may be a price of 40.
   */
  explicit: boolean;
  /** 'a fiver off the list price': a step taken off the list price, not the bot's offer. */
  offList: boolean;
}

/** A money or bare amount and what it is to the bid. */
export interface PriceMention extends StepCue {
  mention: AmountMention;
  /** Named but not offered: 'not £50', '£45 is too much', '£201? that's a bit steep'. */
  excluded: boolean;
  /** Another seller's price: 'I saw it for £35 elsewhere', 'it's £42 on Amazon'. */
  competitor: boolean;
}

/** Largest quantity read from a bare number ('I'll take 3'); larger ones are prices. */
export const MAX_BARE_QUANTITY = 20;

import type { Random } from '../random';
import { chance, pickWeighted } from './pick';
import { round2 } from './numbers';
import { TEXT_FORMS, type Currency, type TextContext, type TextForm } from './types';

/** The fractions of the list price shoppers name: half price, a third off, a quarter off. */
type Fraction = 'half' | 'thirdOff' | 'quarterOff';
const FRACTIONS: readonly (readonly [Fraction, number])[] = [
  ['half', 1 / 2],
  ['thirdOff', 2 / 3],
  ['quarterOff', 3 / 4],
];

/** What a message will say, decided before any word of it is written. */
export type Plan =
  | {
      form: 'digits' | 'decimals' | 'grouped_thousands' | 'words' | 'slang' | 'suffix_k';
      bid: number;
    }
  | { form: 'competitor' | 'halfway'; bid: number }
  | { form: 'amount_off'; bid: number; off: number }
  | { form: 'percentage_off'; bid: number; percent: number }
  | { form: 'fraction'; bid: number; fraction: Fraction }
  | { form: 'no_amount'; bid: null };

/**
 * How often each form is chosen when it fits: plain digits most, as in real chats. No amount is
 * never chosen unless asked for, since `bidText` is for bids.
 */
const WEIGHTS: Record<TextForm, number> = {
  digits: 30,
  grouped_thousands: 12,
  decimals: 6,
  words: 6,
  slang: 6,
  suffix_k: 6,
  amount_off: 6,
  percentage_off: 5,
  fraction: 6,
  halfway: 6,
  competitor: 4,
  no_amount: 0,
};
const DEFAULT_FORMS = TEXT_FORMS.filter((form) => WEIGHTS[form] > 0);

/**
 * How far the amount said may sit from the one wanted: people round, and the arithmetic forms
 * land where their round numbers take them. A form that would land further is not used.
 */
const tolerance = (target: number) => Math.max(1, target * 0.05);

/** `value` to a multiple of `step`, rounded down instead when rounding up passes `ceiling`. */
function nearest(value: number, step: number, ceiling: number): number | null {
  let rounded = Math.round(value / step) * step;
  if (rounded > ceiling) rounded = Math.floor(ceiling / step + 1e-9) * step;
  rounded = round2(rounded);
  return rounded > 0 ? rounded : null;
}

/** A round amount to take off: halves under 2, whole units under 20, then fives, tens, fifties. */
function roundOff(gap: number): number {
  const step = gap < 2 ? 0.5 : gap < 20 ? 1 : gap < 100 ? 5 : gap < 500 ? 10 : 50;
  return Math.round(gap / step) * step;
}

/** The whole percentage off the list price that lands nearest `target` without passing the offer. */
function percentOff(target: number, { listPrice, botOffer }: TextContext) {
  const price = (percent: number) => round2((listPrice * (100 - percent)) / 100);
  let percent = Math.round((1 - target / listPrice) * 100);
  while (percent < 90 && price(percent) > botOffer) percent += 1;
  return percent >= 1 && percent <= 90 && price(percent) <= botOffer
    ? { percent, bid: price(percent) }
    : null;
}

function planFor(
  random: Random,
  form: TextForm,
  target: number,
  context: TextContext,
  slangCurrency: Currency,
): Plan | null {
  const { botOffer, listPrice, lastBid } = context;
  const whole = nearest(target, 1, botOffer);
  switch (form) {
    case 'digits':
      return whole === null ? null : { form, bid: whole };
    case 'decimals': {
      // Always with cents showing: the nearest something-fifty.
      const half = Math.floor(target) + 0.5;
      const bid = half <= botOffer ? half : half - 1;
      return bid > 0 ? { form, bid } : null;
    }
    case 'grouped_thousands': {
      const bid =
        whole !== null && chance(random, 0.2) && whole - 0.5 >= 1000 ? whole - 0.5 : whole;
      return bid !== null && bid >= 1000 ? { form, bid } : null;
    }
    case 'words': {
      // Past a hundred people say round amounts in words: 'three hundred and fifty'.
      const bid = nearest(target, target > 100 ? 5 : 1, botOffer);
      return bid !== null && bid >= 2 && bid <= 1000 ? { form, bid } : null;
    }
    case 'slang':
      return whole !== null && whole >= 2 && context.currency === slangCurrency
        ? { form, bid: whole }
        : null;
    case 'suffix_k': {
      const bid = nearest(target, 100, botOffer);
      return bid !== null && bid >= 1000 ? { form, bid } : null;
    }
    case 'amount_off': {
      const off = roundOff(botOffer - target);
      return off > 0 && off < botOffer ? { form, off, bid: round2(botOffer - off) } : null;
    }
    case 'percentage_off': {
      const found = percentOff(target, context);
      return found && { form, ...found };
    }
    case 'fraction': {
      const fits = FRACTIONS.map(([fraction, share]) => ({
        form,
        fraction,
        bid: round2(listPrice * share),
      })).filter(({ bid }) => bid <= botOffer);
      fits.sort((a, b) => Math.abs(a.bid - target) - Math.abs(b.bid - target));
      return fits[0] ?? null;
    }
    case 'halfway':
      return lastBid !== null && lastBid > 0 && lastBid < botOffer
        ? { form, bid: Math.round((botOffer + lastBid) * 50) / 100 }
        : null;
    case 'competitor': {
      // Shops price at a round amount or a penny under it.
      if (whole === null) return null;
      return { form, bid: whole > 1 && chance(random, 0.4) ? round2(whole - 0.01) : whole };
    }
    case 'no_amount':
      return { form, bid: null };
  }
}

/**
 * The form of a bid near `wanted` and the exact price it will mean, chosen among `forms` (all
 * bid forms by default) by weight among those that fit the amount and the chat so far.
 */
export function choosePlan(
  random: Random,
  wanted: number,
  context: TextContext,
  slangCurrency: Currency,
  forms: readonly TextForm[] = DEFAULT_FORMS,
): Plan {
  if (!(context.botOffer > 0)) throw new RangeError('a bid needs a positive standing offer');
  const target = Math.min(Math.max(wanted, 0.01), context.botOffer);
  const fits: (readonly [Plan, number])[] = [];
  for (const form of new Set(forms)) {
    const plan = planFor(random, form, target, context, slangCurrency);
    if (plan && (plan.bid === null || Math.abs(plan.bid - target) <= tolerance(target))) {
      fits.push([plan, WEIGHTS[form] || 1]);
    }
  }
  if (fits.length > 0) return pickWeighted(random, fits);
  // Nothing asked for fits (say, only words for a price of 2,000): the amount in plain figures.
  const exact = Math.max(0.01, Math.floor(target * 100 + 1e-6) / 100);
  return { form: Number.isInteger(exact) ? 'digits' : 'decimals', bid: exact };
}

import type { Random } from '../random';
import { chance, pick } from './pick';
import { round2 } from './numbers';
import type { Plan } from './plans';
import type { AmountWriters, Currency, LanguageKit, TextContext } from './types';

/**
 * A stretch of a message. Amounts keep their spelling (only case and accents may go, as from the
 * whole message); the words that carry a form's arithmetic ('off the list price', 'halfway') may
 * also lose a '¿' or an apostrophe; only free words get typos.
 */
export interface Piece {
  text: string;
  kind: 'amount' | 'key' | 'free';
}

/** A price as shops and bots show it: digits, cents if any, often grouped from 1,000. */
function price(random: Random, write: AmountWriters, amount: number, currency: Currency): string {
  if (amount >= 1000 && chance(random, 0.6)) return write.grouped(random, amount, currency);
  return Number.isInteger(round2(amount))
    ? write.digits(random, amount, currency)
    : write.decimals(random, amount, currency);
}

const capitalise = (text: string) =>
  /^\p{Ll}/u.test(text) ? `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}` : text;

/** A template's pieces: its '{name}' placeholders filled with amounts, the rest as `kind`. */
function fillTemplate(
  kit: LanguageKit,
  template: string,
  values: Readonly<Record<string, string>>,
  kind: 'key' | 'free',
): Piece[] {
  const parts = template.split(/(\{\w+\})/);
  return parts.flatMap((part, index): Piece[] => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return part ? [{ text: part, kind }] : [];
    const given = values[name];
    if (given === undefined) throw new Error(`no value for {${name}} in "${template}"`);
    const before = parts.slice(0, index).join('');
    const value = kit.inflect ? kit.inflect(before, given) : given;
    // A sentence that opens on the amount or the shop opens with a capital.
    const opens = /(^|[.?!]\s+)[¿¡]?$/.test(before);
    return [{ text: opens ? capitalise(value) : value, kind: 'amount' }];
  });
}

/** The bot's price echoed back before a counter or a push, as often happens in real chats. */
const ECHO_CHANCE = 0.15;

/** Sentences for a plan, in the kit's language. */
export function compose(
  random: Random,
  kit: LanguageKit,
  plan: Plan,
  context: TextContext,
): Piece[] {
  const { write, say } = kit;
  const { currency, botOffer, listPrice } = context;
  const opening = botOffer === listPrice;
  const offer = () => price(random, write, botOffer, currency);
  switch (plan.form) {
    case 'digits':
    case 'decimals':
    case 'grouped_thousands':
    case 'words':
    case 'slang':
    case 'suffix_k': {
      const a = PLAIN_WRITERS[plan.form](write)(random, plan.bid, currency);
      if (plan.bid < botOffer && chance(random, ECHO_CHANCE)) {
        return fillTemplate(kit, pick(random, say.echo), { a, o: offer() }, 'free');
      }
      return fillTemplate(kit, pick(random, say.bid), { a }, 'free');
    }
    case 'amount_off': {
      const templates = opening ? [...say.amountOff, ...say.amountOffOpening] : say.amountOff;
      const off = write.off(random, plan.off, currency);
      return fillTemplate(kit, pick(random, templates), { off }, 'key');
    }
    case 'percentage_off': {
      const templates = opening ? [...say.percentOff, ...say.percentOffOpening] : say.percentOff;
      const p = write.percent(random, plan.percent);
      return fillTemplate(kit, pick(random, templates), { p }, 'key');
    }
    case 'fraction':
      return fillTemplate(kit, pick(random, say[plan.fraction]), {}, 'key');
    case 'halfway':
      return chance(random, 0.3)
        ? fillTemplate(
            kit,
            pick(random, say.halfwayAt),
            { a: price(random, write, plan.bid, currency) },
            'key',
          )
        : fillTemplate(kit, pick(random, say.halfway), {}, 'key');
    case 'competitor': {
      const values = { a: price(random, write, plan.bid, currency), shop: pick(random, say.shops) };
      return fillTemplate(kit, pick(random, say.competitor), values, 'key');
    }
    case 'no_amount':
      return chance(random, ECHO_CHANCE)
        ? fillTemplate(kit, pick(random, say.pushEcho), { o: offer() }, 'free')
        : fillTemplate(kit, pick(random, say.push), {}, 'free');
  }
}

const PLAIN_WRITERS = {
  digits: (write: AmountWriters) => write.digits,
  decimals: (write: AmountWriters) => write.decimals,
  grouped_thousands: (write: AmountWriters) => write.grouped,
  words: (write: AmountWriters) => write.words,
  slang: (write: AmountWriters) => write.slang,
  suffix_k: (write: AmountWriters) => write.suffixK,
} as const;

import type { Random } from './populations';

/**
 * How simulated shoppers write (en-GB): the ways real shoppers state a price, so the demo data
 * and the benchmark exercise the language layer rather than a fixed format.
 */

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** '£40', '£39.50', '40 quid', 'forty pounds' for round amounts below 100. */
function amountText(random: Random, amount: number, symbol: string): string {
  const whole = Number.isInteger(amount);
  const plain = whole ? String(amount) : amount.toFixed(2);
  const forms = [`${symbol}${plain}`, `${symbol}${plain}`, plain];
  if (whole && symbol === '£') forms.push(`${plain} quid`, `${plain} pounds`);
  return pick(random, forms);
}

const BIDS = [
  'Would you take {amount}?',
  'How about {amount}?',
  "I'll give you {amount}",
  '{amount} and we have a deal',
  'Can you do {amount}?',
  'my budget is {amount}',
  "I can't go over {amount}",
  'what about {amount} then',
  '{amount}?',
  'Best I can do is {amount}',
];

const SMALL_TALK = [
  'Hi there!',
  'Is this in stock?',
  'Do you deliver to Scotland?',
  'Looks nice.',
  'hmm',
  'Is there a warranty?',
];

const ACCEPTS = ['Deal!', 'OK, I accept', 'yes please', "Go on then, I'll take it", 'Agreed'];
const GOODBYES = ['No thanks, bye', "That's too much for me, bye", 'I will think about it', 'bye'];

/** A whole-pound or 50p amount: how people bid. */
export function roundBid(amount: number): number {
  return amount >= 20 ? Math.round(amount) : Math.round(amount * 2) / 2;
}

export function bidMessage(
  random: Random,
  amount: number,
  symbol: string,
  chattiness: number,
): string {
  const bid = pick(random, BIDS).replace('{amount}', amountText(random, amount, symbol));
  return random() < chattiness ? `${pick(random, SMALL_TALK)} ${bid}` : bid;
}

export const acceptMessage = (random: Random) => pick(random, ACCEPTS);
export const goodbyeMessage = (random: Random) => pick(random, GOODBYES);

/**
 * Every kind of line the bot says. Keys ending `_up` are the buyback wording (the bot buys); a
 * language gives each key one or more variants, picked by the conversation's seed so that two
 * replies in a row rarely read the same.
 *
 * Placeholders: {subject} (product, basket or contract), {price} (an amount, or 'X each, Y for N'),
 * {quantity}, {addon} and {value} (the gift and what it is worth), {url}, {example} (an amount),
 * {competitor} (a price the shopper saw elsewhere), {reason} (one of the store's reasons, word for
 * word: its lead-in is the line's only wording), {midpoint} (halfway between the shopper's last bid
 * and the bot's offer), {bid} (the shopper's bid, said again). The store's words ({subject},
 * {addon}, {reason}) are escaped for the bot's link syntax when filled in (replies/index.ts).
 */
export const REPLY_KEYS = [
  'opening',
  'opening_up',
  'ask_quantity',
  'quantity_set',
  'quantity_unclear',
  'invite_bid',
  'invite_bid_up',
  'competitor_price',
  'counter',
  'counter_up',
  'counter_hold',
  'best_offer',
  'halfway_counter',
  'halfway_floor',
  'halfway_ask',
  'same_bid',
  'counter_lowball',
  'counter_lowball_up',
  'final_offer',
  'final_stands',
  'price_stands',
  'reject_lowball',
  'reject_lowball_up',
  'accept_bid',
  'deal',
  'claim_deal',
  'terms',
  'after_final',
  'after_offer',
  'already_deal',
  'closed',
  'addon_offer',
  'free_shipping_offer',
  'free_shipping_included',
  'greeting',
  'question',
  'complaint',
  'feedback',
  'goodbye',
  'not_understood',
  'offer_now',
  'unit_total',
  'reason',
] as const;
export type ReplyKey = (typeof REPLY_KEYS)[number];

export type ReplyTemplates = Record<ReplyKey, readonly [string, ...string[]]>;

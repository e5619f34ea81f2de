import { sql, type SQL } from 'drizzle-orm';
import { USER_OFFER_SUMMARIES } from '@parley/contract';
import { sessions } from '../../db/schema';

/**
 * How far a session got, as SQL conditions over `sessions`: the one definition every section,
 * the walks and the sankey read. Stages are cumulative (a purchase was also an agreed deal),
 * except final_offer: the bot's last word that the shopper did not take at the time.
 */
const status = sessions.negotiationStatus;
const summary = sessions.summaryStatus;

const inList = (column: SQL | typeof status, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

export const PURCHASED_STATUSES = ['purchased', 'recovered_purchased'] as const;
export const BASKET_STATUSES = ['added_to_basket', 'checkout', ...PURCHASED_STATUSES] as const;
export const AGREED_STATUSES = ['deal_agreed', ...BASKET_STATUSES] as const;
export const FINAL_OFFER_SUMMARIES = [
  'abandoned_reached_final_offer',
  ...USER_OFFER_SUMMARIES,
  'recovered_purchased',
] as const;

export const isPurchased = inList(status, PURCHASED_STATUSES);
export const isRecoveredPurchase = sql`${status} = 'recovered_purchased'`;
export const isInBasket = inList(status, BASKET_STATUSES);
export const isAgreed = inList(status, AGREED_STATUSES);
export const isFinalOffer = inList(sql`${summary}`, FINAL_OFFER_SUMMARIES);
/** The shopper made an offer, or took a deal (accepting the bot's opening counts). */
export const isNegotiated = sql`(${sessions.lastUserBid} is not null or ${isAgreed})`;
export const hasAddon = sql`${sessions.addonItemId} is not null`;
export const isPurchasedWithAddon = sql`(${isPurchased} and ${hasAddon})`;
/** A negotiation that ended without a deal. */
export const isFailed = sql`not ${isAgreed}`;

export const isProductPage = sql`${sessions.negotiationType} = 'product'`;
export const isCart = sql`${sessions.negotiationType} = 'cart'`;

/** What the deal sold for: the unit deal price times the quantity, exact in numeric. */
export const dealValue = sql`(${sessions.dealPrice} * ${sessions.quantity})`;
export const listValue = sql`(${sessions.productPrice} * ${sessions.quantity})`;
/** The deal's discount off the list price, in percent; null without a deal price. */
export const dealDiscount = sql`(case when ${sessions.productPrice} > 0 and ${sessions.dealPrice} is not null
  then (${sessions.productPrice} - ${sessions.dealPrice}) * 100 / ${sessions.productPrice} end)`;

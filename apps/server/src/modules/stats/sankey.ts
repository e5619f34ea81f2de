import { sql, type SQL } from 'drizzle-orm';
import { SANKEY_NODES, type TSankeyNode, type TSankeyStats } from '@parley/contract';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import {
  isAgreed,
  isFinalOffer,
  isInBasket,
  isNegotiated,
  isPurchased,
  isRecoveredPurchase,
} from './outcomes';

const NODE_NAMES: Record<TSankeyNode, string> = {
  sessions: 'Sessions',
  negotiated: 'Negotiated',
  no_offer: 'No offer made',
  final_offer: 'Final offer',
  agreed_deal: 'Deal agreed',
  walked_away: 'Walked away',
  recoverable: 'Offer kept for review',
  abandoned_deal: 'Deal not taken',
  added_to_basket: 'Added to basket',
  abandoned_basket: 'Left in basket',
  purchased: 'Purchased',
  recovered_purchased: 'Recovered - Purchased',
};

const status = sessions.negotiationStatus;
const summary = sessions.summaryStatus;
/** A recovered purchase went through the final offer and the retailer's review, not a deal. */
const dealAgreed = sql`(${isAgreed} and not ${isRecoveredPurchase})`;
const finalOffer = sql`(${isNegotiated} and ${isFinalOffer} and (not ${isAgreed} or ${isRecoveredPurchase}))`;
const recoverable = sql`(${summary} in ('user_offer_available', 'user_offer_accepted', 'user_offer_rejected', 'user_offer_countered') or ${isRecoveredPurchase})`;

/** Every link of the flow, each a condition over one session; every session follows one path. */
const LINKS: [TSankeyNode, TSankeyNode, SQL][] = [
  ['sessions', 'negotiated', isNegotiated],
  ['sessions', 'no_offer', sql`not ${isNegotiated}`],
  ['negotiated', 'agreed_deal', dealAgreed],
  ['negotiated', 'final_offer', finalOffer],
  ['negotiated', 'walked_away', sql`(${isNegotiated} and not ${dealAgreed} and not ${finalOffer})`],
  ['final_offer', 'recoverable', sql`(${finalOffer} and ${recoverable})`],
  ['final_offer', 'walked_away', sql`(${finalOffer} and not ${recoverable})`],
  ['recoverable', 'recovered_purchased', isRecoveredPurchase],
  ['agreed_deal', 'abandoned_deal', sql`${status} = 'deal_agreed'`],
  ['agreed_deal', 'added_to_basket', sql`(${isInBasket} and not ${isRecoveredPurchase})`],
  ['added_to_basket', 'abandoned_basket', sql`${status} in ('added_to_basket', 'checkout')`],
  ['added_to_basket', 'purchased', sql`(${isPurchased} and not ${isRecoveredPurchase})`],
];

/** The negotiation flow (administrators) as a sankey chart: nodes, and links by node index. */
export async function findSankey(db: Executor, where: SQL): Promise<TSankeyStats> {
  const selection = Object.fromEntries(
    LINKS.map(([, , condition], i) => [
      `link${i}`,
      sql<number>`count(*) filter (where ${condition})`.mapWith(Number),
    ]),
  ) as Record<string, SQL<number>>;
  const [row] = await db.select(selection).from(sessions).where(where);
  const links = LINKS.map(([source, target], i) => ({
    source: SANKEY_NODES.indexOf(source),
    target: SANKEY_NODES.indexOf(target),
    value: Number(row?.[`link${i}`] ?? 0),
  })).filter((link) => link.value > 0);
  return { nodes: SANKEY_NODES.map((key) => ({ key, name: NODE_NAMES[key] })), links };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  SANKEY_NODES,
  USER_OFFER_SUMMARIES,
  type TSankeyNode,
  type TSankeyStats,
} from '@parley/contract';
import { queryRows, type Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { FINAL_OFFER_SUMMARIES, measuredRows, type StatsSource } from '../session-queries';
import { groupIn, sumOf } from './measured-sql';

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

const summaryIn = (values: readonly string[]) => groupIn('g0', values);
const total = sumOf;
const final = summaryIn(FINAL_OFFER_SUMMARIES);

/*
 * Every link of the flow from the sums the dashboard keeps, by summary status (g0). Each session
 * follows one path. The stages nest (a purchase is in the basket, a basket an agreed deal, a deal
 * negotiated; a recovered purchase is all of them), so that:
 * - a deal agreed is one not recovered: agreed - recovered;
 * - a final offer is a negotiation left at the bot's last word (a final-offer summary) and not
 *   agreed, or recovered from it: negotiated - agreed + recovered, over the final summaries;
 * - it was kept for review when its summary is the retailer's review's, or it was recovered.
 */
const dealAgreed = sql`${total('agreed')} - ${total('recovered_purchased')}`;
const finalOffer = sql`${total('negotiated', final)} - ${total('agreed', final)} + ${total('recovered_purchased', final)}`;
const reviewed = sql`${final} and ${summaryIn(USER_OFFER_SUMMARIES)}`;
const recoverable = sql`${total('negotiated', reviewed)} - ${total('agreed', reviewed)} + ${total(
  'recovered_purchased',
  final,
)}`;

const LINKS: [TSankeyNode, TSankeyNode, SQL][] = [
  ['sessions', 'negotiated', total('negotiated')],
  ['sessions', 'no_offer', sql`${total('sessions')} - ${total('negotiated')}`],
  ['negotiated', 'agreed_deal', dealAgreed],
  ['negotiated', 'final_offer', finalOffer],
  ['negotiated', 'walked_away', sql`${total('negotiated')} - (${dealAgreed}) - (${finalOffer})`],
  ['final_offer', 'recoverable', recoverable],
  ['final_offer', 'walked_away', sql`(${finalOffer}) - (${recoverable})`],
  ['recoverable', 'recovered_purchased', total('recovered_purchased')],
  ['agreed_deal', 'abandoned_deal', sql`${total('agreed')} - ${total('in_basket')}`],
  ['agreed_deal', 'added_to_basket', sql`${total('in_basket')} - ${total('recovered_purchased')}`],
  ['added_to_basket', 'abandoned_basket', sql`${total('in_basket')} - ${total('purchased')}`],
  ['added_to_basket', 'purchased', sql`${total('purchased')} - ${total('recovered_purchased')}`],
];

/** The negotiation flow (administrators) as a sankey chart: nodes, and links by node index. */
export async function findSankey(db: Executor, source: StatsSource): Promise<TSankeyStats> {
  const rows = measuredRows(
    source,
    [{ session: sql`${sessions.summaryStatus}`, rollup: sql`summary_status` }],
    ['sessions', 'negotiated', 'agreed', 'in_basket', 'purchased', 'recovered_purchased'],
  );
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(
      LINKS.map(([, , value], i) => sql`${value} as ${sql.identifier(`link${i}`)}`),
      sql`, `,
    )} from (${rows}) u`,
  );
  const links = LINKS.map(([source, target], i) => ({
    source: SANKEY_NODES.indexOf(source),
    target: SANKEY_NODES.indexOf(target),
    value: Number(row?.[`link${i}`] ?? 0),
  })).filter((link) => link.value > 0);
  return { nodes: SANKEY_NODES.map((key) => ({ key, name: NODE_NAMES[key] })), links };
}

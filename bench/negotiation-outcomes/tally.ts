/** Running totals of one benchmark cell, and what the tables show of them. */
export interface Tally {
  shoppers: number;
  deals: number;
  purchases: number;
  /** Sums over deals of the discount, as a share of list, and of the shopper turns it took. */
  discountShare: number;
  turns: number;
  /** Money paid (deals that were bought), and its margin over cost (and over the gift's cost). */
  revenue: number;
  margin: number;
  /** Sum over shoppers of the list price: revenue over it is revenue as a share of list. */
  listTotal: number;
}

export interface Outcome {
  listPrice: number;
  /** The agreed unit price, or null without a deal. */
  price: number | null;
  purchased: boolean;
  turns: number;
  /** What the gift that came with the deal cost the retailer (0 without one). */
  giftCost: number;
}

export const emptyTally = (): Tally => ({
  shoppers: 0,
  deals: 0,
  purchases: 0,
  discountShare: 0,
  turns: 0,
  revenue: 0,
  margin: 0,
  listTotal: 0,
});

export function record(tally: Tally, costShare: number, outcome: Outcome): void {
  const { listPrice, price } = outcome;
  tally.shoppers += 1;
  tally.listTotal += listPrice;
  if (price === null) return;
  tally.deals += 1;
  tally.discountShare += 1 - price / listPrice;
  tally.turns += outcome.turns;
  if (!outcome.purchased) return;
  tally.purchases += 1;
  tally.revenue += price;
  tally.margin += price - listPrice * costShare - outcome.giftCost;
}

export interface Summary {
  dealRate: number;
  purchaseRate: number;
  avgDiscount: number;
  revenuePerShopper: number;
  marginPerShopper: number;
  /** Revenue as a share of what the shoppers' list prices add up to. */
  revenueShare: number;
  turnsToDeal: number;
}

export function summarise(tally: Tally): Summary {
  const perDeal = (sum: number) => (tally.deals === 0 ? 0 : sum / tally.deals);
  const perShopper = (sum: number) => (tally.shoppers === 0 ? 0 : sum / tally.shoppers);
  return {
    dealRate: perShopper(tally.deals),
    purchaseRate: perShopper(tally.purchases),
    avgDiscount: perDeal(tally.discountShare),
    revenuePerShopper: perShopper(tally.revenue),
    marginPerShopper: perShopper(tally.margin),
    revenueShare: tally.listTotal === 0 ? 0 : tally.revenue / tally.listTotal,
    turnsToDeal: perDeal(tally.turns),
  };
}

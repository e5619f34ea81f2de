/** Running totals of one benchmark cell, and what the table shows of them. */
export interface Tally {
  shoppers: number;
  deals: number;
  /** Sums over deals of the discount and of the price, as shares of list. */
  discountShare: number;
  priceShare: number;
  rounds: number;
  /** Money actually paid (deals that were bought), and its margin over cost. */
  revenue: number;
  margin: number;
}

export interface Outcome {
  deal: boolean;
  price: number | null;
  paid: number | null;
  rounds: number;
}

export const emptyTally = (): Tally => ({
  shoppers: 0,
  deals: 0,
  discountShare: 0,
  priceShare: 0,
  rounds: 0,
  revenue: 0,
  margin: 0,
});

export function record(tally: Tally, listPrice: number, costShare: number, outcome: Outcome) {
  tally.shoppers += 1;
  if (outcome.deal && outcome.price !== null) {
    tally.deals += 1;
    tally.priceShare += outcome.price / listPrice;
    tally.discountShare += 1 - outcome.price / listPrice;
    tally.rounds += outcome.rounds;
  }
  if (outcome.paid !== null) {
    tally.revenue += outcome.paid;
    tally.margin += outcome.paid - listPrice * costShare;
  }
}

export interface Summary {
  dealRate: number;
  avgDiscount: number;
  avgPriceShare: number;
  revenuePerShopper: number;
  marginPerShopper: number;
  avgRounds: number;
}

export function summarise(tally: Tally): Summary {
  const perDeal = (sum: number) => (tally.deals === 0 ? 0 : sum / tally.deals);
  return {
    dealRate: tally.deals / tally.shoppers,
    avgDiscount: perDeal(tally.discountShare),
    avgPriceShare: perDeal(tally.priceShare),
    revenuePerShopper: tally.revenue / tally.shoppers,
    marginPerShopper: tally.margin / tally.shoppers,
    avgRounds: perDeal(tally.rounds),
  };
}

/**
 * The demo store's catalogue: the products its shop page (/demo-store) sells and its rules and
 * simulated negotiations use, kept in one place so the page, the seed and the demo data agree.
 */
export interface DemoProduct {
  retailerProductId: string;
  name: string;
  price: number;
  category: string;
  description: string;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    retailerProductId: 'DEMO-JACKET',
    name: 'Waxed Cotton Jacket',
    price: 189,
    category: 'Outerwear',
    description: 'A weatherproof waxed jacket with a corduroy collar and a tartan lining.',
  },
  {
    retailerProductId: 'DEMO-BOOTS',
    name: 'Leather Chelsea Boots',
    price: 145,
    category: 'Footwear',
    description: 'Hand-finished leather boots on a Goodyear-welted rubber sole.',
  },
  {
    retailerProductId: 'DEMO-SCARF',
    name: 'Lambswool Scarf',
    price: 48,
    category: 'Accessories',
    description: 'A soft lambswool scarf woven in the Scottish Borders.',
  },
  {
    retailerProductId: 'DEMO-BAG',
    name: 'Canvas Weekend Bag',
    price: 96,
    category: 'Accessories',
    description: 'A roomy canvas holdall with leather handles and a shoe pocket.',
  },
];

export const DEMO_CATEGORIES = [...new Set(DEMO_PRODUCTS.map((product) => product.category))];

/** The gift the demo store's rule offers a shopper who stalls. */
export const DEMO_GIFT = {
  retailerProductId: 'DEMO-TOTE',
  name: 'Canvas tote bag',
  shortDescription: 'Our canvas tote, free with your order',
  displayValue: '12.00',
} as const;

/** The demo store's basket rule: baskets worth this much or more, at a smaller discount. */
export const DEMO_BASKET_RULE = { minimumValue: 100, walkawayPercentage: 10 } as const;

/** The demo store's brand statements (its own reasons, on), oldest first. */
export const DEMO_BRAND_STATEMENTS = [
  'Every jacket is waxed by hand in our Yorkshire workshop.',
  'Our boots are Goodyear-welted, so they can be resoled for years.',
  'We have sourced our wool from the same family mills since 1987.',
] as const;

/** A global reason, quoted for a store that has none of its own. */
export const DEMO_GLOBAL_REASON =
  'Prices are set by the store, and every offer is honoured at checkout.';

/**
 * The demo store's user cohort and its rule, first in the ruleset: a shopper the shop page
 * declares in the cohort (data-parley-cohorts, by name) negotiates under it, a larger discount.
 */
export const DEMO_COHORT_RULE = { cohort: 'VIP customers', walkawayPercentage: 25 } as const;

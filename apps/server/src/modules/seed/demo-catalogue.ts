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

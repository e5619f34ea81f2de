import { ruleFixture } from '@parley/contract/testing';
import type { ShopperContext } from '../../src/rule-choice/types';

/** A whole-store rule of retailer r1 that applies to everyone, always: tests change one thing. */
export const ruleOf = ruleFixture;

/** Wednesday 15 January 2025, 12:00 UTC. */
export const NOON_WEDNESDAY = Date.UTC(2025, 0, 15, 12);

export const contextOf = (overrides: Partial<ShopperContext> = {}): ShopperContext => ({
  retailerId: 'r1',
  shopperId: 'shopper-0001',
  subject: { type: 'product', productId: 'p1', categories: ['Shoes', 'sale'] },
  now: NOON_WEDNESDAY,
  ...overrides,
});

import fc from 'fast-check';
import { ALGORITHM_VERSIONS } from '@parley/contract';
import type { ConversationAddon, ConversationSetup } from '../../src/conversation/types';
import { setupOf } from './negotiation';

/**
 * A product chat in pounds on the plain negotiation setup, with seed 11 (the chats the
 * conversation tests were written against): tests change one thing.
 */
export const conversationSetupOf = (
  overrides: Partial<ConversationSetup> = {},
): ConversationSetup => ({
  ...setupOf({ seed: 11 }),
  language: 'en-GB',
  currency: 'GBP',
  currencySymbol: '£',
  negotiationType: 'product',
  direction: 'down',
  subject: 'the Waxed Jacket',
  askQuantityFirst: false,
  freeShippingIncluded: false,
  addons: [],
  recoveredParleysActive: false,
  termsUrl: null,
  ...overrides,
});

/** A gift with purchase on offer in a chat, free to the store: tests change what they look at. */
export const giftOf = (overrides: Partial<ConversationAddon> = {}): ConversationAddon => ({
  addonItemId: 'gift',
  type: 'sweetener',
  name: 'a keyring',
  shortDescription: 'Leather',
  displayValue: 5,
  syntheticValue: 0,
  ...overrides,
});

/**
 * What the conversation property tests draw alike for a setup: the algorithm version, direction,
 * a list price in whole pence from £5 to `maxListPrice`, walkaway, a bid limit of up to `maxBids`
 * and the seed. Each test adds its own draws to these.
 */
export const setupDraws = (maxListPrice: number, maxBids: number) => ({
  version: fc.constantFrom(...ALGORITHM_VERSIONS),
  direction: fc.constantFrom('down' as const, 'up' as const),
  listPrice: fc.integer({ min: 500, max: maxListPrice * 100 }).map((cents) => cents / 100),
  walkawayPercentage: fc.integer({ min: 1, max: 60 }),
  maxBids: fc.integer({ min: 1, max: maxBids }),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
});

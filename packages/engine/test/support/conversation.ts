import type { ConversationSetup } from '../../src/conversation/types';
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

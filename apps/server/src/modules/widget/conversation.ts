import {
  acceptStandingOffer,
  answerShopper,
  leaveConversation,
  markAddedToBasket,
  markPurchased,
  openConversation,
  type ConversationApi,
} from '@parley/engine';

/** The engine's conversation layer (packages/engine/src/conversation), as the services call it. */
export const conversation: ConversationApi = {
  openConversation,
  answerShopper,
  acceptStandingOffer,
  leaveConversation,
  markAddedToBasket,
  markPurchased,
};

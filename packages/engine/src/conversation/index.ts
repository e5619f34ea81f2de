export { openConversation } from './open';
export { acceptStandingOffer, answerShopper } from './answer';
export {
  answerRecoveredOffer,
  leaveConversation,
  markAddedToBasket,
  markPurchased,
  type RecoveryAnswer,
} from './lifecycle';
export { EXPRESSION_IDS, type ExpressionId } from './expressions';
export type * from './types';

export { openConversation } from './open';
export { acceptStandingOffer, answerShopper } from './answer';
export { leaveConversation, markAddedToBasket, markPurchased } from './lifecycle';
export { EXPRESSION_IDS, type ExpressionId } from './expressions';
export type * from './types';

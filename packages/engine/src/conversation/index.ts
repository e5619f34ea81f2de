export { openConversation } from './open';
export { acceptStandingOffer, answerShopper } from './answer';
export { leaveConversation, markAddedToBasket, markPurchased } from './lifecycle';
export { EXPRESSION_IDS, expressionOf, type ExpressionId } from './expressions';
export { REPLY_KEYS, REPLY_TEMPLATES } from './replies';
export { formatMoney } from './money';
export type * from './types';

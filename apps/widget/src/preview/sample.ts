import type { TChatMessage, TExpression, TWidgetSessionState } from '@parley/contract';
import {
  INITIAL_NEGOTIATION_STATE,
  type NegotiationActions,
  type NegotiationState,
} from '../chat/useNegotiation';

/**
 * The theme preview's static data: a sample product and two negotiations at the props boundary
 * of the widget's chat (its state and its actions), so the real components render with no API.
 */
export const SAMPLE_PRODUCT = {
  name: 'Waxed Cotton Jacket',
  category: 'Outerwear',
  price: '£189.00',
  description: 'Water-resistant waxed cotton, a corduroy collar and two deep hand-warmer pockets.',
} as const;

const session = (patch: Partial<TWidgetSessionState>): TWidgetSessionState => ({
  session_id: 'theme-preview',
  negotiation_status: 'negotiating',
  summary_status: 'abandoned_negotiated',
  currency: 'GBP',
  currency_symbol: '£',
  product_price: 189,
  current_price: 170.1,
  deal_price: null,
  ended: false,
  can_leave_email: false,
  can_accept: true,
  quantity: 1,
  language: 'en-GB',
  ...patch,
});

const message = (
  id: string,
  userMessage: string | null,
  lines: string[],
  expression: TExpression | null = null,
): TChatMessage => ({
  message_id: id,
  created_at: '2025-01-01T12:00:00.000Z',
  user_message: userMessage,
  messages: lines,
  expression,
  meta: {},
  intents: [],
  entities: [],
  interaction_data: {},
  incorrect_intent_inference: false,
  incorrect_entity_inference: false,
});

const state = (negotiation: TWidgetSessionState, messages: TChatMessage[]): NegotiationState => ({
  ...INITIAL_NEGOTIATION_STATE,
  session: negotiation,
  messages,
});

/** The chat while negotiating: the bot's opening, the shopper's bid and the bot's counter. */
export const NEGOTIATING = state(session({}), [
  message('opening', null, [
    `Hello! I can negotiate the price of the ${SAMPLE_PRODUCT.name} with you. What would you like to pay?`,
  ]),
  message('counter', 'Would you take £150?', [
    'That is a little low for this one.',
    'I can do £170.10 for you.',
  ]),
]);

/** The chat once a deal is agreed: the celebration and the deal panel's signposting. */
export const DEAL_AGREED = state(
  session({
    negotiation_status: 'deal_agreed',
    summary_status: 'abandoned_deal_agreed',
    deal_price: 170.1,
    ended: true,
    can_accept: false,
  }),
  [
    message(
      'deal',
      'OK, £170.10 it is.',
      ['Wonderful, we have a deal!'],
      // No sources: the preview loads nothing, so the bot's face is left out.
      { expressionId: 'deal', sources: [], percentage: '10%', dealPrice: '£170.10' },
    ),
  ],
);

/** A preview does nothing: every action is a no-op, and nothing is ever sent. */
export const NO_ACTIONS: NegotiationActions = {
  open: () => Promise.resolve(),
  restart: null,
  send: () => Promise.resolve(false),
  accept: () => Promise.resolve(),
  leaveEmail: () => Promise.resolve(false),
  react: () => Promise.resolve(),
  addToBasket: () => Promise.resolve(null),
};

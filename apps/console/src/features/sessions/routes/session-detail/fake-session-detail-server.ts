import {
  MSG,
  PRODUCT_FIELD,
  SESSION_MSG,
  ZChatMessageUpdate,
  ZSessionUpdate,
  counterOfferRefusal,
  endpoints,
  type TRecoveredOffer,
  type TSessionDetail,
} from '@parley/contract';
import { RETAILER_ID, idSequence } from '../../../../../test/fixtures';
import { json, type FakeServer } from '../../../../../test/fake-server';

/** In-memory sessions answering the detail calls: read, annotate, recover and tag messages. */

const RECOVERED = `recovered_${PRODUCT_FIELD}` as const;
export const nextId = idSequence('50000000-0000-4000-8000');

const HYPER_PARAMETERS = {
  break_even_increase: 0.2,
  break_even_randomness: 0.05,
  exp_increment_spontaneous_bids: 0.1,
  exp_increment_initial_bid: 0.1,
  walkaway_relaxation: 0.1,
  decay_rate: 0.5,
  decay_walkaway_multiplier: 1,
  exp_max_bids: 6,
  tolerance: 0.05,
  initial_discount_low: 0.02,
  initial_discount_high: 0.05,
  kindness_low: 0.1,
  kindness_high: 0.3,
};

export function sessionDetail(overrides: Partial<TSessionDetail> = {}): TSessionDetail {
  return {
    session_id: nextId(),
    retailer_id: RETAILER_ID,
    retailer_name: 'Demo Store',
    retailer_order_number: null,
    user_name: null,
    user_email: null,
    created_at: '2025-07-01T08:00:00.000Z',
    updated_at: '2025-07-01T08:10:00.000Z',
    negotiation_type: 'product',
    negotiation_status: 'ended',
    summary_status: 'abandoned_negotiated',
    product: {
      retailer_product_id: 'JUMPER-1',
      name: 'Wool Jumper',
      url: 'https://demo.example/products/jumper',
      product_sku: 'SKU-1',
      quantity: 1,
      cost: null,
      sub_product: null,
    },
    quantity: 1,
    quote: null,
    product_price: 80,
    current_price: 70,
    current_price_percentage: 87.5,
    target_discount_percentage: 10,
    target_discount_amount: 8,
    last_user_bid: 60,
    last_user_bid_discount_percentage: 25,
    walkaway_price: 64,
    walkaway_percentage: 20,
    objective: 'balance_performance',
    data_quality: null,
    data_tag: null,
    data_note: null,
    has_terms_url: false,
    retailer_terms_agreed: false,
    engagement_category: 'high',
    engagement_score: 4.2,
    chattiness_category: 'chatty',
    chattiness: 3.5,
    zone_walk: [3, 2, 2],
    addon_item_id: null,
    addon_item: null,
    rules: [],
    cohorts: [],
    features: [],
    algorithm: { version: 'a_baseline', hyper_parameters: HYPER_PARAMETERS },
    followup_sessions: [],
    messages: [],
    [RECOVERED]: null,
    currency_symbol: '£',
    available_tags: ['good_example', 'bad_example'],
    session_next_id: null,
    session_prev_id: null,
    is_recoverable: false,
    is_limited_data: false,
    ...overrides,
  };
}

const STATUS_OF = {
  accept: 'user_offer_accepted',
  counter: 'user_offer_countered',
  reject: 'user_offer_rejected',
} as const;

/**
 * Serves GET and PUT /sessions/{id} and GET and PUT /sessions/{id}/chat_messages/{message_id}.
 * Bodies are checked with the contract as the server does; a decision is taken once (422 after).
 * Returns the sessions, changed in place.
 */
export function serveSessionDetail(server: FakeServer, initial: TSessionDetail[]) {
  const sessions = new Map(initial.map((session) => [session.session_id, session]));
  const notFound = () => json(404, { errorMessage: MSG.notFound });
  const messageIn = (sessionId: string, messageId: string) => {
    const session = sessions.get(sessionId);
    const all = [
      ...(session?.messages ?? []),
      ...(session?.followup_sessions.flatMap((followup) => followup.messages) ?? []),
    ];
    return all.find((message) => message.message_id === messageId);
  };

  server.on(endpoints.sessions.findSession, (_call, params) => {
    const session = sessions.get(params.id);
    return session ? json(200, session) : notFound();
  });
  server.on(endpoints.sessions.updateSession, (call, params) => {
    const session = sessions.get(params.id);
    if (!session) return notFound();
    const parsed = ZSessionUpdate.safeParse(call.body);
    if (!parsed.success) return json(400, { errorMessage: parsed.error.issues[0]?.message });
    const update = parsed.data;
    let next: TSessionDetail;
    if (RECOVERED in update) {
      if (session.summary_status !== 'user_offer_available') {
        return json(422, { errorMessage: SESSION_MSG.recoveryAlreadyDecided });
      }
      const decision = update[RECOVERED];
      const refused =
        decision.offer_type === 'counter' && decision.retailer_offer
          ? counterOfferRefusal(decision.retailer_offer, session)
          : null;
      if (refused) return json(422, { errorMessage: refused });
      const offer: TRecoveredOffer = {
        offer_type: decision.offer_type,
        retailer_offer: decision.retailer_offer ?? null,
        user_offer: decision.user_offer,
        retailer_message: decision.retailer_message,
        reason: decision.reason ?? null,
        decided_at: '2025-07-02T09:00:00.000Z',
        link_expires_at: decision.offer_type === 'reject' ? null : '2099-07-03T09:00:00.000Z',
        redeemed_at: null,
      };
      next = {
        ...session,
        summary_status: STATUS_OF[decision.offer_type],
        is_recoverable: false,
        [RECOVERED]: offer,
      };
    } else {
      next = { ...session, ...update };
    }
    sessions.set(session.session_id, next);
    return json(200, next);
  });
  server.on(endpoints.sessions.findChatMessage, (_call, params) => {
    const message = messageIn(params.session_id, params.message_id);
    return message ? json(200, message) : notFound();
  });
  server.on(endpoints.sessions.updateChatMessage, (call, params) => {
    const message = messageIn(params.session_id, params.message_id);
    const parsed = ZChatMessageUpdate.safeParse(call.body);
    if (!message) return notFound();
    if (!parsed.success) return json(400, { errorMessage: MSG.required });
    message.incorrect_intent_inference = parsed.data.incorrect_intent_inference;
    message.incorrect_entity_inference = parsed.data.incorrect_entity_inference;
    return json(200, message);
  });
  return sessions;
}

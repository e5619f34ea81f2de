/** PUT /sessions/{id} (annotation or recovery) and the chat message update (part 1 §5, §7). */
import { z } from 'zod';
import { MONEY_MAX } from './constants';
import { MSG } from './messages';
import { ZChatMessage } from './chat';
import {
  RECOVERED_FIELD,
  RECOVERY_MESSAGE_MAX,
  RECOVERY_OFFER_TYPES,
  RECOVERY_REASONS,
  SESSION_MSG,
  type TSessionDetail,
} from './sessions';

const nullWhenEmpty = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const zOffer = () =>
  z
    .number({ message: MSG.double })
    .positive({ message: MSG.notValid('offer') })
    .max(MONEY_MAX, { message: MSG.notValid('offer') });

/** PUT /sessions/{id} by an administrator: tag and note are stored as null when empty. */
export const ZSessionAnnotation = z.object({
  data_quality: z.coerce
    .number({ message: MSG.numeric })
    .int({ message: MSG.integer })
    .min(0, { message: MSG.between(0, 5) })
    .max(5, { message: MSG.between(0, 5) }),
  data_tag: z.string().max(100).nullable().optional().transform(nullWhenEmpty),
  data_note: z.string().max(5000).nullable().optional().transform(nullWhenEmpty),
});
export type TSessionAnnotation = z.output<typeof ZSessionAnnotation>;

/**
 * PUT /sessions/{id} by the retailer on a user_offer_available session (part 1 §4 Recovery).
 * Accept and counter need a reason; a counter needs its price, above the shopper's offer and
 * within the session's limits (counterOfferRefusal, which needs the session); accept sells at
 * user_offer.
 */
export const ZRecoveryDecision = z
  .object({
    offer_type: z.enum(RECOVERY_OFFER_TYPES, { message: MSG.required }),
    retailer_message: z
      .string()
      .trim()
      .max(RECOVERY_MESSAGE_MAX, { message: SESSION_MSG.recoveryMessageTooLong })
      .nullable()
      .optional()
      .transform(nullWhenEmpty),
    reason: z.enum(RECOVERY_REASONS, { message: MSG.required }).nullable().optional(),
    retailer_offer: zOffer().nullable().optional(),
    user_offer: zOffer(),
  })
  .superRefine((decision, ctx) => {
    if (decision.offer_type === 'reject') return;
    if (!decision.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MSG.required });
    if (decision.offer_type !== 'counter') return;
    if (decision.retailer_offer === null || decision.retailer_offer === undefined) {
      ctx.addIssue({ code: 'custom', path: ['retailer_offer'], message: MSG.required });
    } else if (decision.retailer_offer <= decision.user_offer) {
      ctx.addIssue({
        code: 'custom',
        path: ['retailer_offer'],
        message: SESSION_MSG.counterNotAboveOffer,
      });
    }
  });
export type TRecoveryDecision = z.output<typeof ZRecoveryDecision>;
export type TRecoveryDecisionInput = z.input<typeof ZRecoveryDecision>;

/** What bounds a counter-offer on one session: its prices, per unit as all a session's are. */
export type TCounterLimits = Pick<
  TSessionDetail,
  'walkaway_price' | 'product_price' | 'currency_symbol'
>;

/**
 * Why a final counter-offer is refused on this session, or null. It goes no lower than the
 * walkaway price, the least the store's rule would sell at, and stays below the list price, or
 * it is no offer at all. The server refuses with this message and the console's form shows it
 * before sending, so both read the same.
 */
export function counterOfferRefusal(price: number, session: TCounterLimits): string | null {
  if (price >= session.walkaway_price && price < session.product_price) return null;
  const text = (value: number) => `${session.currency_symbol}${value.toFixed(2)}`;
  return SESSION_MSG.counterOutsideLimits(
    text(session.walkaway_price),
    text(session.product_price),
  );
}

export const ZSessionUpdate = z.union([
  ZSessionAnnotation,
  z.object({ [RECOVERED_FIELD]: ZRecoveryDecision }),
]);
export type TSessionUpdate = z.output<typeof ZSessionUpdate>;
export type TSessionUpdateInput = z.input<typeof ZSessionUpdate>;

export const ZChatMessageParams = z.object({
  session_id: z.uuid({ message: MSG.notFound }),
  message_id: z.uuid({ message: MSG.notFound }),
});
/** PUT /sessions/{session_id}/chat_messages/{message_id}: only the two flags are applied. */
export const ZChatMessageUpdate = ZChatMessage;
export type TChatMessageUpdate = z.infer<typeof ZChatMessageUpdate>;

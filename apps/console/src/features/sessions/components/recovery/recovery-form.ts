import {
  MSG,
  RECOVERY_REASONS,
  ZRecoveryDecision,
  counterOfferRefusal,
  type TCounterLimits,
  type TRecoveryDecision,
  type TRecoveryDecisionInput,
  type TRecoveryOfferType,
} from '@parley/contract';
import { z } from 'zod';

/** What the confirmation step asks for; the offer type and the shopper's offer are given. */
export interface RecoveryFormValues {
  retailer_message: string;
  reason: string | null;
  retailer_offer: number | null;
}

export const emptyRecoveryForm: RecoveryFormValues = {
  retailer_message: '',
  reason: null,
  retailer_offer: null,
};

export interface RecoveryTerms {
  offerType: TRecoveryOfferType;
  userOffer: number;
  /** The session's walkaway and list prices, which bound a counter-offer. */
  limits: TCounterLimits;
}

/**
 * The decision the server takes (ZRecoveryDecision): accept sells at the shopper's own offer;
 * reject sends neither price, reason nor message (nothing is e-mailed).
 */
function toDecision(values: RecoveryFormValues, terms: RecoveryTerms): TRecoveryDecisionInput {
  const { offerType, userOffer } = terms;
  return {
    offer_type: offerType,
    user_offer: userOffer,
    retailer_message: offerType === 'reject' ? null : values.retailer_message,
    reason:
      offerType === 'reject' ? null : (RECOVERY_REASONS.find((r) => r === values.reason) ?? null),
    retailer_offer:
      offerType === 'accept' ? userOffer : offerType === 'counter' ? values.retailer_offer : null,
  };
}

/**
 * Checks the step with the contract's own rules, on the form's fields, then a counter-offer
 * against the session's limits with the rule and message the server applies.
 */
export function recoverySchema(terms: RecoveryTerms) {
  return z
    .object({
      retailer_message: z.string(),
      reason: z.string().nullable(),
      retailer_offer: z.number({ message: MSG.double }).nullable(),
    })
    .superRefine((values, ctx) => {
      const parsed = ZRecoveryDecision.safeParse(toDecision(values, terms));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return;
      }
      const offer = parsed.data.retailer_offer;
      if (parsed.data.offer_type !== 'counter' || offer === null || offer === undefined) return;
      const refused = counterOfferRefusal(offer, terms.limits);
      if (refused) ctx.addIssue({ code: 'custom', path: ['retailer_offer'], message: refused });
    });
}

/** The checked step as the decision to send. */
export const recoveryDecision = (
  values: RecoveryFormValues,
  terms: RecoveryTerms,
): TRecoveryDecision => ZRecoveryDecision.parse(toDecision(values, terms));

import {
  MSG,
  RECOVERY_REASONS,
  SESSION_MSG,
  ZRecoveryDecision,
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
  listPrice: number;
  money: (amount: number) => string;
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
 * Checks the step with the contract's own rules, on the form's fields, plus the one bound the
 * contract leaves to the server: a counter-offer stays below the list price.
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
      if (parsed.data.offer_type === 'counter' && offer !== null && offer !== undefined) {
        if (offer >= terms.listPrice) {
          ctx.addIssue({
            code: 'custom',
            path: ['retailer_offer'],
            message: SESSION_MSG.counterOutOfRange(
              terms.money(terms.userOffer),
              terms.money(terms.listPrice),
            ),
          });
        }
      }
    });
}

/** The checked step as the decision to send. */
export const recoveryDecision = (
  values: RecoveryFormValues,
  terms: RecoveryTerms,
): TRecoveryDecision => ZRecoveryDecision.parse(toDecision(values, terms));

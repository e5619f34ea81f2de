import { z } from 'zod';
import {
  shopifyGraphql,
  type ShopifyConnection,
  type ShopifyProblem,
} from '../../../infra/shopify-admin';
import {
  ProviderError,
  type BillingProvider,
  type ChargeState,
  type ChargeToBill,
  type SubscriptionTerms,
} from './provider';

const SUBSCRIBE = `mutation ParleySubscribe($name: String!, $returnUrl: URL!, $lineItems: [AppSubscriptionLineItemInput!]!) {
  appSubscriptionCreate(name: $name, returnUrl: $returnUrl, lineItems: $lineItems) {
    appSubscription { id status }
    confirmationUrl
    userErrors { field message }
  }
}`;

const SUBSCRIPTION = `query ParleySubscription($id: ID!) {
  node(id: $id) {
    ... on AppSubscription {
      id
      status
      lineItems { id plan { pricingDetails { __typename } } }
    }
  }
}`;

const USAGE_RECORD = `mutation ParleyUsageRecord($subscriptionLineItemId: ID!, $price: MoneyInput!, $description: String!, $idempotencyKey: String) {
  appUsageRecordCreate(subscriptionLineItemId: $subscriptionLineItemId, price: $price, description: $description, idempotencyKey: $idempotencyKey) {
    appUsageRecord { id }
    userErrors { field message }
  }
}`;

const ZUserErrors = z.array(z.object({ message: z.string() })).default([]);
const ZSubscribeData = z.object({
  appSubscriptionCreate: z.object({
    appSubscription: z.object({ id: z.string(), status: z.string() }).nullish(),
    confirmationUrl: z.string().nullish(),
    userErrors: ZUserErrors,
  }),
});
const ZSubscriptionData = z.object({
  node: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      lineItems: z
        .array(
          z.object({
            id: z.string(),
            plan: z.object({ pricingDetails: z.object({ __typename: z.string() }) }),
          }),
        )
        .optional(),
    })
    .nullish(),
});
const ZUsageRecordData = z.object({
  appUsageRecordCreate: z.object({
    appUsageRecord: z.object({ id: z.string() }).nullish(),
    userErrors: ZUserErrors,
  }),
});

/**
 * App billing through the store's Admin GraphQL API: a subscription of a recurring fee (when the
 * plan has one) and a usage line capped at the store's spending limit, which the merchant
 * confirms at Shopify; usage fees are posted to that line as usage records, each with its
 * charge's idempotency key. Every failure is a ProviderError; the token goes only into the
 * request header, never into an error or a log line.
 */
export function shopifyBillingProvider(connection: ShopifyConnection): BillingProvider {
  const failed = (detail: Record<string, unknown>) => {
    connection.log.warn(
      { shop: connection.domain, apiVersion: connection.apiVersion, ...detail },
      'shopify billing failed',
    );
    return new ProviderError(`Shopify billing failed: ${JSON.stringify(detail)}`);
  };
  const problem = (detail: ShopifyProblem) =>
    failed('messages' in detail ? { errors: detail.messages } : detail);

  const call = <T>(query: string, variables: object, schema: z.ZodType<T>): Promise<T> =>
    shopifyGraphql(connection, { query, variables }, schema, problem);

  const refusedBy = (userErrors: { message: string }[]) =>
    failed({ userErrors: userErrors.map((e) => e.message) });

  return {
    paymentType: 'shopify',

    async subscribe(terms: SubscriptionTerms) {
      const money = (amount: string) => ({ amount, currencyCode: terms.currency });
      const recurring =
        Number(terms.subscriptionFee) > 0
          ? [
              {
                plan: {
                  appRecurringPricingDetails: {
                    price: money(terms.subscriptionFee),
                    interval: 'EVERY_30_DAYS',
                  },
                },
              },
            ]
          : [];
      const usage = {
        plan: {
          appUsagePricingDetails: { terms: terms.usageTerms, cappedAmount: money(terms.usageCap) },
        },
      };
      const { appSubscriptionCreate: created } = await call(
        SUBSCRIBE,
        { name: terms.name, returnUrl: terms.returnUrl, lineItems: [...recurring, usage] },
        ZSubscribeData,
      );
      if (created.userErrors.length > 0) throw refusedBy(created.userErrors);
      if (!created.appSubscription || !created.confirmationUrl) {
        throw failed({ failure: 'no subscription' });
      }
      return {
        status: 'redirect',
        confirmationUrl: created.confirmationUrl,
        chargeId: created.appSubscription.id,
      };
    },

    async findCharge(chargeId: string): Promise<ChargeState> {
      const { node } = await call(SUBSCRIPTION, { id: chargeId }, ZSubscriptionData);
      // Null for an id Shopify does not know; an empty object for another kind of node.
      if (!node?.status) return { state: 'unknown' };
      if (node.status !== 'ACTIVE') return { state: 'not_accepted', status: node.status };
      const usageLine = (node.lineItems ?? []).find(
        (line) => line.plan.pricingDetails.__typename === 'AppUsagePricing',
      );
      return { state: 'active', usageLineItemId: usageLine?.id ?? null };
    },

    async bill(charge: ChargeToBill) {
      if (!charge.usageLineItemId) throw failed({ failure: 'no usage line item' });
      const { appUsageRecordCreate: created } = await call(
        USAGE_RECORD,
        {
          subscriptionLineItemId: charge.usageLineItemId,
          price: { amount: charge.amount, currencyCode: charge.currency },
          description: charge.description,
          idempotencyKey: charge.eventId,
        },
        ZUsageRecordData,
      );
      if (created.userErrors.length > 0) throw refusedBy(created.userErrors);
      if (!created.appUsageRecord) throw failed({ failure: 'no usage record' });
      return { reference: created.appUsageRecord.id };
    },
  };
}

import type { Logger } from 'pino';
import { z } from 'zod';
import { SHOPIFY_TIMEOUT_MS } from '../../store';
import {
  ProviderError,
  type BillingProvider,
  type ChargeState,
  type ChargeToBill,
  type SubscriptionTerms,
} from './provider';

/** A Shopify store's Admin API, as its retailer row and the settings describe it. */
export interface ShopifyBillingConnection {
  /** The store's {name}.myshopify.com host. */
  domain: string;
  accessToken: string;
  apiVersion: string;
  /** Used instead of https://{domain} when set: a test server or a proxy. */
  adminUrl?: string | undefined;
  timeoutMs?: number;
  log: Pick<Logger, 'warn'>;
}

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
/** GraphQL refusals arrive with HTTP 200: `errors` beside (or instead of) `data`. */
const ZGraphQLResponse = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
});

/**
 * App billing through the store's Admin GraphQL API: a subscription of a recurring fee (when the
 * plan has one) and a usage line capped at the store's spending limit, which the merchant
 * confirms at Shopify; usage fees are posted to that line as usage records, each with its
 * charge's idempotency key. Every failure is a ProviderError; the token goes only into the
 * request header, never into an error or a log line.
 */
export function shopifyBillingProvider(connection: ShopifyBillingConnection): BillingProvider {
  const base = connection.adminUrl ?? `https://${connection.domain}`;
  const endpoint = `${base}/admin/api/${connection.apiVersion}/graphql.json`;
  const timeoutMs = connection.timeoutMs ?? SHOPIFY_TIMEOUT_MS;

  const failed = (detail: Record<string, unknown>) => {
    connection.log.warn(
      { shop: connection.domain, apiVersion: connection.apiVersion, ...detail },
      'shopify billing failed',
    );
    return new ProviderError(`Shopify billing failed: ${JSON.stringify(detail)}`);
  };

  async function call<T>(query: string, variables: object, schema: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': connection.accessToken,
        },
        body: JSON.stringify({ query, variables }),
        // A redirect would carry the token header to wherever it points.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw failed({ status: response.status });
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw failed({ failure: error instanceof Error ? error.name : 'unknown' });
    }
    const parsed = ZGraphQLResponse.safeParse(body);
    if (!parsed.success) throw failed({ failure: 'unexpected answer' });
    if (parsed.data.errors?.length) {
      throw failed({ errors: parsed.data.errors.map((e) => e.message ?? '') });
    }
    const data = schema.safeParse(parsed.data.data);
    if (!data.success) throw failed({ failure: 'unexpected data' });
    return data.data;
  }

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

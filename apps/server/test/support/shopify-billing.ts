import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './listen';

/**
 * Test helper: a local stand-in for one store's Shopify Admin GraphQL API as app billing uses it,
 * answering with Shopify's shapes: appSubscriptionCreate (a PENDING subscription and the URL where
 * the merchant confirms it), node(id:) on an AppSubscription (its status and line items), and
 * appUsageRecordCreate (a usage record on the usage line; the same idempotency key answers the
 * same record, charging nothing more). userErrors as Shopify sends them; failures on request.
 */

interface Money {
  amount: string;
  currencyCode: string;
}
interface LineItem {
  id: string;
  plan: {
    pricingDetails:
      | { __typename: 'AppRecurringPricing'; price: Money; interval: string }
      | { __typename: 'AppUsagePricing'; cappedAmount: Money; terms: string };
  };
}
export interface FakeSubscription {
  id: string;
  name: string;
  returnUrl: string;
  status: 'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';
  lineItems: LineItem[];
}
export interface FakeUsageRecord {
  id: string;
  subscriptionLineItemId: string;
  price: Money;
  description: string;
  idempotencyKey: string | null;
}

export interface ReceivedCall {
  operation: 'subscribe' | 'node' | 'usage' | 'other';
  token: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * How the next call of an operation fails: `down` answers 503 and does nothing; `lost` does the
 * work and then answers 502, as a connection lost after Shopify acted would look.
 */
type Failure = 'down' | 'lost';

interface PlanInput {
  appRecurringPricingDetails?: { price: Money; interval: string };
  appUsagePricingDetails?: { cappedAmount: Money; terms: string };
}

const userError = (field: string[], message: string) => ({ field, message });

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

const operationOf = (query: string): ReceivedCall['operation'] =>
  query.includes('appSubscriptionCreate')
    ? 'subscribe'
    : query.includes('appUsageRecordCreate')
      ? 'usage'
      : query.includes('node(')
        ? 'node'
        : 'other';

/** Starts the stand-in on 127.0.0.1 for the store `domain` whose token is `token`. */
export async function startFakeShopifyBilling(domain: string, token: string, apiVersion: string) {
  const subscriptions = new Map<string, FakeSubscription>();
  const records: FakeUsageRecord[] = [];
  const received: ReceivedCall[] = [];
  const failures = new Map<ReceivedCall['operation'], Failure>();
  let next = 1000;

  function subscribe(v: Record<string, unknown>) {
    const lineItems = (v.lineItems ?? []) as { plan: PlanInput }[];
    const errors = [];
    if (!v.name) errors.push(userError(['name'], 'Name can’t be blank'));
    for (const [index, line] of lineItems.entries()) {
      const usage = line.plan.appUsagePricingDetails;
      const recurring = line.plan.appRecurringPricingDetails;
      const money = usage?.cappedAmount ?? recurring?.price;
      if (money && money.currencyCode !== 'USD') {
        errors.push(userError(['lineItems', String(index)], 'Currency must be USD'));
      }
      if (usage && !(Number(usage.cappedAmount.amount) > 0)) {
        errors.push(
          userError(['lineItems', String(index)], 'Capped amount must be greater than 0'),
        );
      }
    }
    if (errors.length > 0) {
      return {
        appSubscriptionCreate: { appSubscription: null, confirmationUrl: null, userErrors: errors },
      };
    }
    const id = `gid://shopify/AppSubscription/${next++}`;
    const subscription: FakeSubscription = {
      id,
      name: String(v.name),
      returnUrl: String(v.returnUrl),
      status: 'PENDING',
      lineItems: lineItems.map((line, index) => ({
        id: `gid://shopify/AppSubscriptionLineItem/${next}?v=1&index=${index}`,
        plan: {
          pricingDetails: line.plan.appUsagePricingDetails
            ? { __typename: 'AppUsagePricing', ...line.plan.appUsagePricingDetails }
            : { __typename: 'AppRecurringPricing', ...line.plan.appRecurringPricingDetails! },
        },
      })),
    };
    subscriptions.set(id, subscription);
    return {
      appSubscriptionCreate: {
        appSubscription: { id, status: subscription.status },
        confirmationUrl: `https://${domain}/admin/charges/${id.split('/').pop()}/confirm_recurring_application_charge?signature=abc`,
        userErrors: [],
      },
    };
  }

  function node(v: Record<string, unknown>) {
    const found = subscriptions.get(String(v.id));
    if (!found) return { node: null };
    return { node: { id: found.id, status: found.status, lineItems: found.lineItems } };
  }

  function usageRecord(v: Record<string, unknown>) {
    const key = typeof v.idempotencyKey === 'string' ? v.idempotencyKey : null;
    const done = key === null ? undefined : records.find((r) => r.idempotencyKey === key);
    if (done) return { appUsageRecordCreate: { appUsageRecord: { id: done.id }, userErrors: [] } };
    const lineId = String(v.subscriptionLineItemId);
    const subscription = [...subscriptions.values()].find((s) =>
      s.lineItems.some((line) => line.id === lineId),
    );
    const price = v.price as Money;
    const refuse = (message: string) => ({
      appUsageRecordCreate: { appUsageRecord: null, userErrors: [userError(['price'], message)] },
    });
    if (!subscription || subscription.status !== 'ACTIVE') {
      return refuse('The app subscription is not active');
    }
    const line = subscription.lineItems.find((item) => item.id === lineId)!;
    const details = line.plan.pricingDetails;
    if (details.__typename !== 'AppUsagePricing') return refuse('Not a usage line item');
    const used = records
      .filter((r) => r.subscriptionLineItemId === lineId)
      .reduce((sum, r) => sum + Number(r.price.amount), 0);
    if (used + Number(price.amount) > Number(details.cappedAmount.amount)) {
      return refuse('Total price exceeds balance remaining');
    }
    const record: FakeUsageRecord = {
      id: `gid://shopify/AppUsageRecord/${next++}`,
      subscriptionLineItemId: lineId,
      price,
      description: String(v.description),
      idempotencyKey: key,
    };
    records.push(record);
    return { appUsageRecordCreate: { appUsageRecord: { id: record.id }, userErrors: [] } };
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = req.method === 'POST' ? await readJson(req) : {};
      const query = typeof body.query === 'string' ? body.query : '';
      const call: ReceivedCall = {
        operation: operationOf(query),
        token: req.headers['x-shopify-access-token'] as string | undefined,
        variables: (body.variables ?? {}) as Record<string, unknown>,
      };
      received.push(call);
      if (req.url !== `/admin/api/${apiVersion}/graphql.json` || req.method !== 'POST') {
        return send(res, 404, { errors: 'Not Found' });
      }
      if (call.token !== token) {
        return send(res, 401, { errors: '[API] Invalid API key or access token' });
      }
      const failure = failures.get(call.operation);
      failures.delete(call.operation);
      if (failure === 'down') return send(res, 503, { errors: 'Service Unavailable' });
      const v = call.variables;
      const data =
        call.operation === 'subscribe'
          ? subscribe(v)
          : call.operation === 'node'
            ? node(v)
            : call.operation === 'usage'
              ? usageRecord(v)
              : null;
      if (failure === 'lost') return send(res, 502, { errors: 'Bad Gateway' });
      if (data === null) {
        return send(res, 200, {
          errors: [{ message: 'Unknown operation', extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
      send(res, 200, {
        data,
        extensions: { cost: { requestedQueryCost: 10, actualQueryCost: 10 } },
      });
    })();
  });
  const url = await listenLocally(server);
  return {
    url,
    received,
    subscriptions,
    records,
    /** The merchant's answer at Shopify's confirmation page. */
    decide(id: string, status: FakeSubscription['status']) {
      subscriptions.get(id)!.status = status;
    },
    failNext(operation: ReceivedCall['operation'], failure: Failure) {
      failures.set(operation, failure);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeShopifyBilling = Awaited<ReturnType<typeof startFakeShopifyBilling>>;

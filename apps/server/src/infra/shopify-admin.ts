import type { Logger } from 'pino';
import { z } from 'zod';
import type { Deps } from '../deps';

/** A Shopify store's Admin API, as its retailer row and the settings describe it. */
export interface ShopifyConnection {
  /** The store's {name}.myshopify.com host. */
  domain: string;
  accessToken: string;
  apiVersion: string;
  /** Used instead of https://{domain} when set: a test server or a proxy. */
  adminUrl?: string | undefined;
  timeoutMs?: number;
  log: Pick<Logger, 'warn'>;
}

/** Long enough for a slow store, short enough that the picker does not hang. */
export const SHOPIFY_TIMEOUT_MS = 10_000;

const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;
/** Only a store's own Admin API host may receive its token. */
export const isMyshopifyDomain = (domain: string) => MYSHOPIFY_DOMAIN.test(domain);

/** A retailer's Shopify columns: its store's host and the token the app was given. */
export interface ShopifyCredentials {
  myshopifyDomain: string | null;
  shopifyAccessToken: string | null;
}

/** The store's Admin API, when the retailer connected it with a token; null otherwise. */
export function shopifyConnectionOf(
  deps: Pick<Deps, 'config' | 'log'>,
  store: ShopifyCredentials,
): ShopifyConnection | null {
  const { myshopifyDomain: domain, shopifyAccessToken: accessToken } = store;
  if (!domain || !accessToken || !isMyshopifyDomain(domain)) return null;
  return {
    domain,
    accessToken,
    apiVersion: deps.config.shopify.apiVersion,
    adminUrl: deps.config.shopify.adminUrl,
    log: deps.log,
  };
}

/**
 * Why a call got no data: a status other than 200, a failure (the network's error kind, a
 * time-out, an answer or data of the wrong form), or GraphQL errors, which arrive with HTTP 200.
 */
export type ShopifyProblem =
  { status: number } | { failure: string } | { codes: string[]; messages: string[] };

/** GraphQL refusals arrive with HTTP 200: `errors` beside (or instead of) `data`. */
const ZGraphQLResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.object({
        message: z.string().optional(),
        extensions: z.object({ code: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

/**
 * One Admin GraphQL call, its data parsed with `schema`. Every problem becomes the caller's own
 * error through `problem`. The token goes only into the request header: never into an error.
 */
export async function shopifyGraphql<T>(
  connection: ShopifyConnection,
  request: { query: string; variables: object },
  schema: z.ZodType<T>,
  problem: (detail: ShopifyProblem) => Error,
): Promise<T> {
  const base = connection.adminUrl ?? `https://${connection.domain}`;
  let answer: { status: number } | { body: unknown };
  try {
    const response = await fetch(`${base}/admin/api/${connection.apiVersion}/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-shopify-access-token': connection.accessToken,
      },
      body: JSON.stringify(request),
      // A redirect would carry the token header to wherever it points.
      redirect: 'manual',
      signal: AbortSignal.timeout(connection.timeoutMs ?? SHOPIFY_TIMEOUT_MS),
    });
    if (response.status === 200) {
      answer = { body: await response.json() };
    } else {
      // The body of a refusal is not needed; dropping it frees the connection.
      await response.body?.cancel();
      answer = { status: response.status };
    }
  } catch (error) {
    // Network failures, time-outs and unreadable bodies; only the error's kind is logged.
    throw problem({ failure: error instanceof Error ? error.name : 'unknown' });
  }
  if ('status' in answer) throw problem(answer);
  const parsed = ZGraphQLResponse.safeParse(answer.body);
  if (!parsed.success) throw problem({ failure: 'unexpected answer' });
  const errors = parsed.data.errors ?? [];
  if (errors.length > 0) {
    throw problem({
      codes: errors.map((e) => e.extensions?.code ?? 'UNKNOWN'),
      messages: errors.map((e) => e.message ?? ''),
    });
  }
  const data = schema.safeParse(parsed.data.data);
  if (!data.success) throw problem({ failure: 'unexpected data' });
  return data.data;
}

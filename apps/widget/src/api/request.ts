import { errorFromResponse, networkError } from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  /** The API's base, e.g. https://parley.example/api/v1. */
  baseUrl: string;
  apiKey: string;
  fetch: FetchLike;
  /** Waits between retries; injectable so tests need not wait. */
  sleep: (ms: number) => Promise<void>;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
  /** Pauses before each retry of a request that never reached the server, or its gateway's. */
  retryDelaysMs: readonly number[];
}

/**
 * A balancer's answers for a server process it could not reach or that went away mid-request
 * (502, 504), and a server that cannot reach its database for a moment (503): not the API's
 * verdict on the request, so it is tried again, a write with the same key, which gives back the
 * first attempt's answer if that one did write.
 */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

export const DEFAULT_RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * The key travels both as the header and as the `api_key` parameter: a cross-origin preflight
 * carries no header values, so the server finds the store (and its allowed origins) by the
 * parameter; the two always agree.
 */
export function urlOf(transport: Pick<Transport, 'baseUrl' | 'apiKey'>, path: string) {
  return `${transport.baseUrl}${path}?api_key=${encodeURIComponent(transport.apiKey)}`;
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * One call. A write gets one Idempotency-Key for all its attempts, so when the network drops an
 * answer the retry gets the first result back instead of writing twice. Only failures to reach
 * the server (or its gateway's 502, 503, 504) are retried; the server's own refusals are final
 * and become a WidgetApiError.
 */
export async function request<T>(
  transport: Transport,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  /**
   * POSTs write, except the display check and the price token's lookup: questions sent as POSTs
   * for their bodies.
   */
  writes = method === 'POST',
): Promise<T> {
  const headers: Record<string, string> = { 'X-Api-Key': transport.apiKey };
  if (writes) headers['Idempotency-Key'] = transport.newKey();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method,
    headers,
    credentials: 'omit',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
  const url = urlOf(transport, path);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await transport.fetch(url, init);
    } catch {
      const delay = transport.retryDelaysMs[attempt];
      if (delay === undefined) throw networkError();
      await transport.sleep(delay);
      continue;
    }
    const parsed = await bodyOf(response);
    const delay = transport.retryDelaysMs[attempt];
    if (GATEWAY_FAILURES.has(response.status) && delay !== undefined) {
      await transport.sleep(delay);
      continue;
    }
    if (!response.ok) throw errorFromResponse(response, parsed);
    return parsed as T;
  }
}

import { API_BASE_PATH, CACHE_BUST_PARAM, CONSOLE_CLIENT_ID, pathOf } from '@parley/contract';
import { authEndpoints } from '@parley/contract/endpoints/auth';
import type {
  EndpointInput,
  EndpointResponse,
  EndpointSpec,
  InputOptional,
  TTokenRequest,
  TTokenResponse,
} from '@parley/contract';
import type { z } from 'zod';
import { ApiError, SessionEndedError, noAnswerError } from './api-error';
import type { AuthStore } from './auth-store';
import type { Maintenance } from './maintenance';
import { createRevalidation } from './revalidation';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public calls send no bearer token and never refresh. */
  auth?: boolean;
  /** The ETag of the copy already held: an unchanged answer is then a 304. */
  ifNoneMatch?: string;
}

export interface CallOptions {
  /**
   * False for a public call made without a session (a forgotten password, a reset): no bearer
   * token is sent and nothing is refreshed. Per call, as one endpoint may serve both kinds.
   */
  auth?: false;
}

/** A call's input, left out when the call needs none (no path parameters, no body). */
export type CallInput<E extends EndpointSpec> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export interface ApiClient {
  /** Calls an endpoint of the contract's table: its answer parsed by its response schema. */
  call<E extends EndpointSpec>(endpoint: E, ...input: CallInput<E>): Promise<EndpointResponse<E>>;
  /**
   * An endpoint that answers a file (an export), as a Blob read chunk by chunk so that
   * `onProgress` can report the bytes received so far: a streamed answer has no length.
   */
  downloadFile<E extends EndpointSpec>(
    endpoint: E,
    input: EndpointInput<E>,
    onProgress?: (bytes: number) => void,
  ): Promise<Blob>;
  /** POST /oauth/token, form-encoded. */
  token(grant: TTokenRequest): Promise<TTokenResponse>;
  /** A valid access token, refreshing first when it is missing or about to expire. */
  accessToken(): Promise<string>;
  /** Revokes the session on the server (best effort) and forgets it here. */
  logout(): Promise<void>;
}

const REFRESH_LOCK = 'parley.token-refresh';

/** The string entries of a 400's fieldErrors; anything else in the body is ignored. */
function fieldErrorsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function createApiClient({
  auth,
  maintenance,
  fetch = (input, init) => globalThis.fetch(input, init),
  now = () => Date.now(),
}: {
  auth: AuthStore;
  maintenance: Maintenance;
  fetch?: Fetch;
  now?: () => number;
}): ApiClient {
  let refreshing: Promise<string> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, init);
    } catch {
      // No answer: perhaps the site is down for maintenance.
      void maintenance.check({ force: true });
      throw noAnswerError();
    }
  }

  async function refusal(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    const record =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const serverMessage = text(record.errorMessage) ?? text(record.error_message);
    return new ApiError(
      response.status,
      serverMessage ?? `${response.status} ${response.statusText}`,
      serverMessage,
      fieldErrorsOf(record.fieldErrors),
    );
  }

  async function token(grant: TTokenRequest): Promise<TTokenResponse> {
    const { exchangeToken } = authEndpoints;
    const response = await send(`${API_BASE_PATH}${exchangeToken.path}`, {
      method: exchangeToken.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(grant),
    });
    if (!response.ok) throw await refusal(response);
    return exchangeToken.response.parse(await response.json());
  }

  const isFresh = (expires: number | null) => expires !== null && expires > now();

  async function refreshOnce(): Promise<string> {
    // Re-read inside the lock: another tab may have refreshed while this one waited.
    const current = auth.tokens();
    if (!current.refreshToken) throw new SessionEndedError();
    if (current.accessToken && isFresh(current.accessTokenExpires)) return current.accessToken;
    try {
      const tokens = await token({
        grant_type: 'refresh_token',
        client_id: CONSOLE_CLIENT_ID,
        refresh_token: current.refreshToken,
      });
      auth.setTokens(tokens);
      return tokens.access_token;
    } catch (error) {
      if (error instanceof ApiError && !error.noAnswer && error.status < 500) {
        // The server refused the refresh token: log out without a word (part 1 §8).
        auth.clear();
        throw new SessionEndedError();
      }
      throw error;
    }
  }

  /** One refresh at a time, in this tab and (where the browser has Web Locks) across tabs. */
  function refresh(): Promise<string> {
    refreshing ??= (
      typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
        ? navigator.locks.request(REFRESH_LOCK, refreshOnce)
        : refreshOnce()
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function accessToken(): Promise<string> {
    const current = auth.tokens();
    if (!current.refreshToken) throw new SessionEndedError();
    if (current.accessToken && isFresh(current.accessTokenExpires)) return current.accessToken;
    return refresh();
  }

  function url(path: string, method: string, query: Query = {}) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    // Every GET carries a timestamp so that no cache between here and the server answers it.
    if (method === 'GET') params.set(CACHE_BUST_PARAM, String(now()));
    const search = params.toString();
    return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
  }

  async function call(
    method: string,
    path: string,
    { query, body, auth: authenticated = true, ifNoneMatch }: RequestOptions,
  ): Promise<Response> {
    const attempt = async (bearer: string | null) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
      return send(url(path, method, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A retailer's data stays out of the browser's disk cache: what is kept to be asked for
        // again is kept in this page (revalidation.ts).
        cache: 'no-store',
      });
    };

    let response = await attempt(authenticated ? await accessToken() : null);
    if (response.status === 401 && authenticated) {
      // The access token was refused before its time (revoked, or clock skew): refresh once.
      auth.expireAccessToken();
      response = await attempt(await accessToken());
      if (response.status === 401) {
        auth.clear();
        throw new SessionEndedError();
      }
    }
    // The server refuses changes while the admin site is down: see whether that is why.
    if (response.status === 503) void maintenance.check({ force: true });
    if (!response.ok && !(ifNoneMatch && response.status === 304)) throw await refusal(response);
    return response;
  }

  const revalidation = createRevalidation();

  async function request<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    if (method !== 'GET') return schema.parse(await (await call(method, path, options)).json());
    const key = revalidation.keyOf(path, options.query);
    const kept = revalidation.get(key);
    const response = await call(method, path, { ...options, ifNoneMatch: kept?.tag });
    if (kept && response.status === 304) return schema.parse(kept.body);
    const body: unknown = await response.json();
    revalidation.keep(key, response.headers.get('etag'), body);
    return schema.parse(body);
  }

  async function download(
    method: string,
    path: string,
    { onProgress, ...options }: RequestOptions & { onProgress?: (bytes: number) => void } = {},
  ): Promise<Blob> {
    const response = await call(method, path, options);
    const type = response.headers.get('content-type') ?? '';
    if (!response.body) return new Blob([await response.arrayBuffer()], { type });
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress?.(bytes);
    }
    return new Blob(chunks as BlobPart[], { type });
  }

  /** Any endpoint's input, read loosely: EndpointInput has checked it at the call. */
  interface LooseInput {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
  }
  const target = (endpoint: EndpointSpec, input: LooseInput | undefined) => ({
    path: pathOf(endpoint.path, input?.params),
    options: { query: input?.query, body: input?.body },
  });

  return {
    async call<E extends EndpointSpec>(endpoint: E, ...[input, callOptions]: CallInput<E>) {
      const { path, options } = target(endpoint, input as LooseInput | undefined);
      const answer: unknown = await request(endpoint.method, path, endpoint.response, {
        ...options,
        ...callOptions,
      });
      return answer as EndpointResponse<E>;
    },
    downloadFile(endpoint, input, onProgress) {
      const { path, options } = target(endpoint, input as LooseInput);
      return download(endpoint.method, path, { ...options, onProgress });
    },
    token,
    accessToken,
    async logout() {
      const refreshToken = auth.tokens().refreshToken;
      if (refreshToken) {
        // Revoke first, so that leaving the page next cannot cut the call short.
        const { logout } = authEndpoints;
        await call(logout.method, logout.path, {
          body: { refresh_token: refreshToken },
          auth: false,
        }).catch(() => {
          // Best effort: the tokens are forgotten here either way.
        });
      }
      revalidation.clear();
      auth.clear('logout');
    },
  };
}

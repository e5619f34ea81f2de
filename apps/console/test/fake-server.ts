import {
  API_BASE_PATH,
  MSG,
  endpoints,
  pathOf,
  type EndpointSpec,
  type PathParams,
  type TAccount,
  type TDemoFill,
  type TRetailer,
} from '@parley/contract';
import { vi } from 'vitest';
import { RETAILER_ID, retailer, retailerUser } from './fixtures';

/**
 * A stand-in for the Parley server at the network boundary: `fetch` is replaced by a function
 * that answers the console's calls the way the real server does, and records them.
 */

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall, params: Record<string, string>) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A 400 the way the server words a body its contract schema refused: the first message as the
 * errorMessage, and each field's message under its dotted path.
 */
export function schemaRefusal(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  return json(400, {
    errorMessage: issues[0]?.message ?? MSG.required,
    fieldErrors: Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
  });
}

const oauthRefusal = (message: string) =>
  json(400, {
    error: 'invalid_grant',
    error_description: message,
    error_message: message,
    errorMessage: message,
  });

export const ACCESS_TOKEN_SECONDS = 900;

export class FakeServer {
  account: TAccount = retailerUser();
  retailers = new Map<string, TRetailer>([[RETAILER_ID, retailer()]]);
  /** Stores being filled with demo negotiations; any other is not. */
  demoFills = new Map<string, TDemoFill>();
  status: 'up' | 'down' = 'up';
  /** No answer at all, as when the network is down. */
  offline = false;
  password = 'current-password';
  resetToken = 'reset-token';
  loginTokens = new Map<string, TAccount>();
  codes = new Map<string, { verifier: string; redirectUri: string }>();
  calls: RecordedCall[] = [];
  /** Holds token refreshes until released, to see concurrent calls wait for one refresh. */
  refreshGate: Promise<void> | null = null;

  private accessTokens = new Set<string>();
  private refreshTokens = new Set<string>();
  private counter = 0;
  private overrides: { method: string; pattern: string; handler: Handler }[] = [];

  readonly fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    if (this.offline) throw new TypeError('Failed to fetch');
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: parseBody(init),
    };
    this.calls.push(call);
    for (const override of this.overrides) {
      const params = match(override.pattern, call.path);
      if (override.method === call.method && params) return override.handler(call, params);
    }
    return this.handle(call);
  });

  install() {
    vi.stubGlobal('fetch', this.fetch);
    return this;
  }

  /** Answers an endpoint of the contract's table with `handler` instead of the built-in behaviour. */
  on<E extends EndpointSpec>(
    endpoint: E,
    handler: (call: RecordedCall, params: PathParams<E['path']>) => Response | Promise<Response>,
  ) {
    this.overrides.unshift({
      method: endpoint.method,
      pattern: API_BASE_PATH + endpoint.path,
      handler: handler as Handler,
    });
  }

  /** Answers a call outside the API (a storage upload URL) with `handler`. */
  onOutside(method: string, path: string, handler: Handler) {
    this.overrides.unshift({ method, pattern: path, handler });
  }

  /** A live session in this browser, as after a successful log-in. */
  signIn(account: TAccount = this.account, { accessTokenExpiresIn = ACCESS_TOKEN_SECONDS } = {}) {
    this.account = account;
    const tokens = this.issue();
    localStorage.setItem('parley.access_token', tokens.access_token);
    localStorage.setItem(
      'parley.access_token_expires',
      String(Date.now() + (accessTokenExpiresIn - 60) * 1000),
    );
    localStorage.setItem('parley.refresh_token', tokens.refresh_token);
    return tokens;
  }

  revokeAll() {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  /** The calls made to an endpoint (with these path parameters), or to `METHOD`, `path`. */
  callsTo<E extends EndpointSpec>(endpoint: E, params?: PathParams<E['path']>): RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  callsTo(endpointOrMethod: EndpointSpec | string, pathOrParams?: string | Record<string, string>) {
    const [method, path] =
      typeof endpointOrMethod === 'string'
        ? [endpointOrMethod, pathOrParams as string]
        : [
            endpointOrMethod.method,
            API_BASE_PATH + pathOf(endpointOrMethod.path, pathOrParams as Record<string, string>),
          ];
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  issue() {
    this.counter += 1;
    const tokens = {
      access_token: `access-${this.counter}`,
      refresh_token: `refresh-${this.counter}`,
      token_type: 'Bearer' as const,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
    this.accessTokens.add(tokens.access_token);
    this.refreshTokens.add(tokens.refresh_token);
    return tokens;
  }

  private authenticated(call: RecordedCall) {
    const header = call.headers.get('authorization') ?? '';
    return header.startsWith('Bearer ') && this.accessTokens.has(header.slice(7));
  }

  private async token(call: RecordedCall): Promise<Response> {
    const form = call.body instanceof URLSearchParams ? call.body : new URLSearchParams();
    if (form.get('client_id') !== 'parley-console') return oauthRefusal('Unknown client.');
    switch (form.get('grant_type')) {
      case 'refresh_token': {
        if (this.refreshGate) await this.refreshGate;
        const presented = form.get('refresh_token') ?? '';
        if (!this.refreshTokens.delete(presented)) return oauthRefusal('Invalid refresh token.');
        return json(200, this.issue());
      }
      case 'authorization_code': {
        const code = this.codes.get(form.get('code') ?? '');
        if (!code || code.redirectUri !== form.get('redirect_uri')) {
          return oauthRefusal('Invalid authorization code.');
        }
        if (code.verifier !== form.get('code_verifier')) return oauthRefusal('Invalid verifier.');
        this.codes.delete(form.get('code') ?? '');
        return json(200, this.issue());
      }
      case 'login_token': {
        const account = this.loginTokens.get(form.get('token') ?? '');
        if (!account) return oauthRefusal(MSG.loginTokenInvalid);
        this.account = account;
        return json(200, this.issue());
      }
      default:
        return oauthRefusal('Unsupported grant type.');
    }
  }

  private async handle(call: RecordedCall): Promise<Response> {
    const { auth, account, retailers } = endpoints;
    const is = (endpoint: EndpointSpec) => matchEndpoint(endpoint, call) !== null;
    // The status feed is a plain file outside the API (and its table).
    if (call.method === 'GET' && call.path === '/status.json')
      return json(200, { 'admin-site': this.status });
    if (is(auth.exchangeToken)) return this.token(call);
    if (is(auth.logout)) {
      this.revokeAll();
      return json(204, null);
    }
    if (is(account.requestPasswordReset)) return json(200, { message: MSG.forgotSent });
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (is(account.updatePassword) && 'token' in body) {
      return body.token === this.resetToken
        ? json(200, { message: MSG.passwordResetDone })
        : json(422, { errorMessage: MSG.resetTokenInvalid });
    }

    if (!this.authenticated(call)) return json(401, { errorMessage: MSG.unauthenticated });

    if (is(account.findAccount)) return json(200, this.account);
    if (is(account.updateAccount)) {
      if (body.email === 'taken@parley.local') return json(422, { errorMessage: MSG.emailInUse });
      this.account = { ...this.account, name: String(body.name), email: String(body.email) };
      return json(200, this.account);
    }
    if (is(account.updatePassword)) {
      return body.oldPassword === this.password
        ? json(200, { message: MSG.passwordUpdated })
        : json(422, { errorMessage: MSG.wrongCurrentPassword });
    }
    if (is(account.emailPasswordLink)) {
      return json(200, { message: MSG.adminPasswordRequested });
    }
    const demoFill = matchEndpoint(retailers.findDemoFill, call);
    if (demoFill) {
      return json(200, this.demoFills.get(demoFill.retailerId) ?? { filling: false });
    }
    const read = matchEndpoint(retailers.findRetailer, call);
    const update = matchEndpoint(retailers.updateRetailer, call);
    const retailerId = (read ?? update)?.retailerId;
    if (retailerId !== undefined) {
      const found = this.retailers.get(retailerId);
      const own = this.account.is_admin || this.account.retailer?.id === retailerId;
      if (!found || !own) return json(404, { errorMessage: MSG.notFound });
      return read ? json(200, found) : json(200, this.updateRetailer(found, body));
    }
    return json(404, { errorMessage: MSG.notFound });
  }

  private updateRetailer(found: TRetailer, body: Record<string, unknown>): TRetailer {
    let next = found;
    let accountRetailer = this.account.retailer;
    if (body.terms_agreed === true) {
      next = { ...next, terms_agreed: true };
      if (accountRetailer) accountRetailer = { ...accountRetailer, retailer_terms_agreed: true };
    }
    if ('market_sector' in body) {
      next = { ...next, ...(body as Partial<TRetailer>), incomplete_onboarding_tasks: [] };
      if (accountRetailer)
        accountRetailer = { ...accountRetailer, incomplete_onboarding_tasks: [] };
    }
    this.retailers.set(found.id, next);
    this.account = { ...this.account, retailer: accountRetailer };
    return next;
  }
}

function parseBody(init: RequestInit): unknown {
  if (init.body instanceof URLSearchParams) return init.body;
  if (typeof init.body === 'string') return JSON.parse(init.body) as unknown;
  return undefined;
}

/** An endpoint of the table against a call: its path parameters, or null. */
function matchEndpoint<E extends EndpointSpec>(
  endpoint: E,
  call: RecordedCall,
): PathParams<E['path']> | null {
  if (call.method !== endpoint.method) return null;
  return match(API_BASE_PATH + endpoint.path, call.path) as PathParams<E['path']> | null;
}

/** `/a/:id/b` against a path: the parameters, or null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] ?? '';
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

export const createFakeServer = () => new FakeServer().install();

/**
 * An in-memory list as the server answers the calls every console list shares: one page of it
 * (offset and limit; `search` in the names, when `nameOf` is given), one item, and deletes of one
 * item or of several in a batch (404 when any is unknown, and then nothing is deleted). `items`
 * is changed in place.
 */
export function memoryList<T>(items: T[], idOf: (item: T) => string, nameOf?: (item: T) => string) {
  const indexOf = (id: string | undefined) => items.findIndex((item) => idOf(item) === id);
  const notFound = () => json(404, { errorMessage: MSG.notFound });
  return {
    indexOf,
    page(call: RecordedCall) {
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 20);
      const search = (call.query.get('search') ?? '').toLowerCase();
      const found = nameOf
        ? items.filter((item) => nameOf(item).toLowerCase().includes(search))
        : items;
      return { page: found.slice(offset, offset + limit), total: found.length };
    },
    findOne(id: string | undefined) {
      const index = indexOf(id);
      return index < 0 ? notFound() : json(200, items[index]);
    },
    deleteOne(id: string | undefined) {
      const index = indexOf(id);
      if (index < 0) return notFound();
      items.splice(index, 1);
      return json(200, { deleted: 1 });
    },
    deleteMany(call: RecordedCall) {
      const ids = (call.body as { ids: string[] }).ids;
      if (ids.some((id) => indexOf(id) < 0)) return notFound();
      for (const id of ids) items.splice(indexOf(id), 1);
      return json(200, { deleted: ids.length });
    },
  };
}

/** The retailer search (GET /retailers with searchText): those of `retailers` whose name holds it. */
export function serveRetailerSearch(server: FakeServer, retailers: readonly { name: string }[]) {
  server.on(endpoints.retailers.findRetailers, (call) => {
    const text = (call.query.get('searchText') ?? '').toLowerCase();
    return json(200, {
      retailers: retailers.filter((retailer) => retailer.name.toLowerCase().includes(text)),
    });
  });
}

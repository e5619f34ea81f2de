import { CONSOLE_CLIENT_ID, MSG, endpoints } from '@parley/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '../../test/fixtures';
import {
  ACCESS_TOKEN_SECONDS,
  createFakeServer,
  json,
  type FakeServer,
} from '../../test/fake-server';
import { ApiError, SessionEndedError } from './api-error';
import { createApiClient } from './api';
import { createAuthStore } from './auth-store';
import { createMaintenance } from './maintenance';

let server: FakeServer;
let now: number;
const clock = () => now;

function client() {
  const auth = createAuthStore(localStorage, clock);
  const leave = vi.fn<(url: string) => void>();
  const maintenance = createMaintenance({ now: clock, leave });
  const api = createApiClient({ auth, maintenance, now: clock });
  return { api, auth, leave };
}

beforeEach(() => {
  server = createFakeServer();
  now = Date.now();
});

const tokenCalls = () => server.callsTo(endpoints.auth.exchangeToken);
const bearerOf = (index: number) => {
  const calls = server.callsTo(endpoints.account.findAccount);
  return calls[index]?.headers.get('authorization');
};

describe('API client', () => {
  it('sends the bearer token and a cache-busting timestamp on GET', async () => {
    const tokens = server.signIn(adminUser());
    const { api } = client();
    await expect(api.call(endpoints.account.findAccount)).resolves.toEqual(adminUser());
    const [call] = server.callsTo(endpoints.account.findAccount);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${tokens.access_token}`);
    expect(call?.query.get('_')).toBe(String(now));
    expect(tokenCalls()).toHaveLength(0);
  });

  it('sends no bearer token, and needs no session, on a call made with auth false', async () => {
    const { api } = client();
    const body = { email: 'someone@parley.local' };
    await expect(
      api.call(endpoints.account.requestPasswordReset, { body }, { auth: false }),
    ).resolves.toEqual({ message: MSG.forgotSent });
    const [call] = server.callsTo(endpoints.account.requestPasswordReset);
    expect(call?.headers.has('authorization')).toBe(false);
    expect(call?.body).toEqual(body);
    expect(tokenCalls()).toHaveLength(0);
  });

  it('adds no timestamp to other methods', async () => {
    server.signIn(adminUser());
    const { api } = client();
    await api.call(endpoints.account.updateAccount, {
      body: { name: 'New', email: 'new@parley.local' },
    });
    expect(server.callsTo(endpoints.account.updateAccount)[0]?.query.has('_')).toBe(false);
  });

  it('refreshes when the access token is within 60 seconds of expiry', async () => {
    server.signIn(adminUser());
    const { api, auth } = client();
    // The stored expiry already sits 60 s before the real one: step just past it (read back,
    // since sign-in stamped it with its own clock a moment after this test's `now`).
    const expires = Number(localStorage.getItem('parley.access_token_expires'));
    expect(expires).toBeGreaterThanOrEqual(now + (ACCESS_TOKEN_SECONDS - 60) * 1000);
    now = expires + 1;
    await api.call(endpoints.account.findAccount);
    expect(tokenCalls()).toHaveLength(1);
    const form = tokenCalls()[0]?.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      client_id: CONSOLE_CLIENT_ID,
      refresh_token: 'refresh-1',
    });
    expect(tokenCalls()[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(bearerOf(0)).toBe('Bearer access-2');
    expect(auth.tokens().refreshToken).toBe('refresh-2');
  });

  it('refreshes when there is no access token', async () => {
    server.signIn(adminUser());
    localStorage.removeItem('parley.access_token');
    const { api } = client();
    await api.call(endpoints.account.findAccount);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('makes one refresh for many concurrent calls', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    let release = () => {};
    server.refreshGate = new Promise((resolve) => {
      release = resolve;
    });
    const { api } = client();
    const calls = Array.from({ length: 5 }, () => api.call(endpoints.account.findAccount));
    await vi.waitFor(() => expect(tokenCalls()).toHaveLength(1));
    release();
    await Promise.all(calls);
    expect(tokenCalls()).toHaveLength(1);
    expect(
      new Set(
        server.callsTo(endpoints.account.findAccount).map((c) => c.headers.get('authorization')),
      ),
    ).toEqual(new Set(['Bearer access-2']));
  });

  it('logs out silently when the refresh is refused', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    server.revokeAll();
    const { api, auth } = client();
    await expect(api.call(endpoints.account.findAccount)).rejects.toBeInstanceOf(SessionEndedError);
    expect(auth.isLoggedIn()).toBe(false);
    expect(auth.endReason()).toBe('ended');
    expect(server.callsTo(endpoints.account.findAccount)).toHaveLength(0);
  });

  it('refreshes once and retries when the server refuses an access token early', async () => {
    server.signIn(adminUser());
    server.on(endpoints.account.findAccount, (call) =>
      call.headers.get('authorization') === 'Bearer access-1'
        ? new Response(JSON.stringify({ errorMessage: MSG.unauthenticated }), { status: 401 })
        : new Response(JSON.stringify(adminUser()), { status: 200 }),
    );
    const { api } = client();
    await expect(api.call(endpoints.account.findAccount)).resolves.toEqual(adminUser());
    expect(tokenCalls()).toHaveLength(1);
  });

  it('says it cannot contact the servers, and checks for maintenance, when there is no answer', async () => {
    server.signIn(adminUser());
    const { api, leave } = client();
    server.on(endpoints.account.findAccount, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await api.call(endpoints.account.findAccount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MSG.cannotContact);
    expect((error as ApiError).noAnswer).toBe(true);
    // The maintenance check ran too; the site is up, so the user stays.
    await vi.waitFor(() => expect(server.callsTo('GET', '/status.json')).toHaveLength(1));
    expect(leave).not.toHaveBeenCalled();
  });

  it('goes to the status page when a call gets no answer during maintenance', async () => {
    server.signIn(adminUser());
    const { api, leave } = client();
    server.on(endpoints.account.findAccount, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    server.status = 'down';
    await expect(api.call(endpoints.account.findAccount)).rejects.toThrow(MSG.cannotContact);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/status.html'));
  });

  it('goes to the status page when a change is refused with 503 during maintenance', async () => {
    server.signIn(adminUser());
    const { api, leave } = client();
    server.on(endpoints.account.updateAccount, () => json(503, { errorMessage: MSG.maintenance }));
    server.status = 'down';
    await expect(
      api.call(endpoints.account.updateAccount, { body: { name: 'A', email: 'a@parley.local' } }),
    ).rejects.toThrow();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/status.html'));
  });

  it('keeps the session when the refresh gets no answer', async () => {
    server.signIn(adminUser(), { accessTokenExpiresIn: 0 });
    const { api, auth } = client();
    server.offline = true;
    await expect(api.call(endpoints.account.findAccount)).rejects.toThrow(MSG.cannotContact);
    expect(auth.isLoggedIn()).toBe(true);
  });

  it('reads errorMessage from a refusal', async () => {
    server.signIn(adminUser());
    const { api } = client();
    const error = await api
      .call(endpoints.account.updateAccount, { body: { name: 'x', email: 'taken@parley.local' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, serverMessage: MSG.emailInUse });
  });

  it('logs out: revokes on the server, then forgets the tokens', async () => {
    const tokens = server.signIn(adminUser());
    const { api, auth } = client();
    auth.setTimezone('Europe/Paris');
    await api.logout();
    const [call] = server.callsTo(endpoints.auth.logout);
    expect(call?.body).toEqual({ refresh_token: tokens.refresh_token });
    expect(auth.isLoggedIn()).toBe(false);
    expect(auth.tokens()).toEqual({
      accessToken: null,
      accessTokenExpires: null,
      refreshToken: null,
    });
    expect(auth.timezone()).toBe('UTC');
    expect(auth.endReason()).toBe('logout');
  });
});

describe('revalidated reads', () => {
  /** The account read, tagged: a 304 while the tag matches `current`, else the answer. */
  function taggedAccount(current: () => string) {
    server.on(endpoints.account.findAccount, (call) =>
      call.headers.get('if-none-match') === current()
        ? new Response(null, { status: 304, headers: { etag: current() } })
        : new Response(JSON.stringify(adminUser()), {
            status: 200,
            headers: { 'content-type': 'application/json', etag: current() },
          }),
    );
  }
  const asked = () =>
    server.callsTo(endpoints.account.findAccount).map((call) => call.headers.get('if-none-match'));

  it('asks again with the answer’s ETag, and reads a 304 as the answer it kept', async () => {
    server.signIn(adminUser());
    let tag = 'W/"one"';
    taggedAccount(() => tag);
    const { api } = client();
    await expect(api.call(endpoints.account.findAccount)).resolves.toEqual(adminUser());
    now += 1000;
    await expect(api.call(endpoints.account.findAccount)).resolves.toEqual(adminUser());
    tag = 'W/"two"';
    await expect(api.call(endpoints.account.findAccount)).resolves.toEqual(adminUser());
    await api.call(endpoints.account.findAccount);
    // The timestamp changes every time; the tag sent is the last answer's.
    expect(asked()).toEqual([null, 'W/"one"', 'W/"one"', 'W/"two"']);
  });

  it('keeps nothing from an answer without a tag, nor for other methods', async () => {
    server.signIn(adminUser());
    const { api } = client();
    await api.call(endpoints.account.findAccount);
    await api.call(endpoints.account.findAccount);
    expect(asked()).toEqual([null, null]);
    await api.call(endpoints.account.updateAccount, {
      body: { name: 'New', email: 'new@parley.local' },
    });
    expect(server.callsTo(endpoints.account.updateAccount)[0]?.headers.has('if-none-match')).toBe(
      false,
    );
  });

  it('forgets what it kept on logging out', async () => {
    server.signIn(adminUser());
    taggedAccount(() => 'W/"one"');
    const { api } = client();
    await api.call(endpoints.account.findAccount);
    await api.logout();
    server.signIn(adminUser());
    await api.call(endpoints.account.findAccount);
    expect(asked()).toEqual([null, null]);
  });
});

describe('maintenance check', () => {
  it('reads the feed at most once per 60000 ms', async () => {
    const leave = vi.fn<(url: string) => void>();
    const maintenance = createMaintenance({ now: clock, leave });
    await maintenance.check();
    await maintenance.check();
    expect(server.callsTo('GET', '/status.json')).toHaveLength(1);
    now += 60_000;
    server.status = 'down';
    await expect(maintenance.check()).resolves.toBe(true);
    expect(server.callsTo('GET', '/status.json')).toHaveLength(2);
    expect(leave).toHaveBeenCalledWith('/status.html');
  });

  it('does not count a feed that gives no answer as maintenance', async () => {
    const leave = vi.fn<(url: string) => void>();
    server.offline = true;
    await expect(createMaintenance({ now: clock, leave }).check()).resolves.toBe(false);
    expect(leave).not.toHaveBeenCalled();
  });
});

import { CONSOLE_CLIENT_ID, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { createAppContext } from '../../lib/app-context';
import { codeChallenge } from '../../lib/pkce';
import {
  completeCallback,
  LOGIN_FAILED,
  readCallbackError,
  startHostedLogin,
} from './hosted-login';
import { serverPerTest } from '../../../test/server-per-test';

const server = serverPerTest();

/** Starts a log-in and plays the hosted page: returns the callback query it would send. */
async function hostedLogin(returnTo = '/') {
  const leave = vi.fn<(url: string) => void>();
  await startHostedLogin(returnTo, leave);
  const authorize = new URL(leave.mock.calls[0]?.[0] ?? '', 'http://localhost');
  return authorize;
}

/** What the started log-in keeps in the session for the callback. */
const pendingLogin = () =>
  JSON.parse(sessionStorage.getItem('parley.oauth.pending') ?? '{}') as {
    verifier: string;
    state: string;
    returnTo: string;
  };

/** Opens the log-in screen at `path`, waits for it to leave, and answers where it will return. */
async function returnPathOf(path: string) {
  const { leave } = renderApp(path);
  await waitFor(() => expect(leave).toHaveBeenCalledOnce());
  return pendingLogin().returnTo;
}

function callback(query: string) {
  const context = createAppContext({ leave: vi.fn() });
  const history = { replaceState: vi.fn() };
  return {
    context,
    history,
    run: () => completeCallback({ ...context, location: { search: query }, history }),
  };
}

describe('hosted log-in', () => {
  it('redirects to /oauth/authorize with PKCE S256 and a state', async () => {
    const authorize = await hostedLogin('/account');
    expect(authorize.pathname).toBe('/oauth/authorize');
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: `${window.location.origin}/callback`,
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    const pending = pendingLogin();
    expect(pending.state).toBe(params.state);
    expect(params.code_challenge).toBe(await codeChallenge(pending.verifier));
  });

  it('exchanges the code at the callback, stores the tokens and returns to the hash route', async () => {
    const authorize = await hostedLogin('/account?tab=1');
    const pending = pendingLogin();
    server.codes.set('code-1', {
      verifier: pending.verifier,
      redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
    });
    const { context, history, run } = callback(
      `?code=code-1&state=${authorize.searchParams.get('state') ?? ''}`,
    );
    await run();
    const [call] = server.callsTo(endpoints.auth.exchangeToken);
    expect(Object.fromEntries(call?.body as URLSearchParams)).toEqual({
      grant_type: 'authorization_code',
      client_id: CONSOLE_CLIENT_ID,
      code: 'code-1',
      code_verifier: pending.verifier,
      redirect_uri: `${window.location.origin}/callback`,
    });
    expect(context.auth.isLoggedIn()).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/#/account?tab=1');
    expect(readCallbackError()).toBeNull();
    expect(sessionStorage.getItem('parley.oauth.pending')).toBeNull();
  });

  it('refuses a state that does not match, without calling the server', async () => {
    await hostedLogin();
    const { context, history, run } = callback('?code=code-1&state=forged');
    await run();
    expect(server.callsTo(endpoints.auth.exchangeToken)).toHaveLength(0);
    expect(context.auth.isLoggedIn()).toBe(false);
    expect(readCallbackError()).toBe(LOGIN_FAILED);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/#/session/new');
  });

  it("stores the server's refusal of the code for the log-in screen", async () => {
    const authorize = await hostedLogin();
    const { run } = callback(`?code=unknown&state=${authorize.searchParams.get('state') ?? ''}`);
    await run();
    expect(readCallbackError()).toBe('Invalid authorization code.');
  });

  it('shows the stored error on the log-in screen instead of redirecting', async () => {
    sessionStorage.setItem('parley.oauth.error', 'Invalid authorization code.');
    const { leave, user } = renderApp('/session/new');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authorization code.');
    expect(screen.getByRole('heading', { name: 'Log in to Parley' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(leave.mock.calls[0]?.[0]).toMatch(/^\/oauth\/authorize\?/);
    expect(readCallbackError()).toBeNull();
  });

  it('starts the redirect by itself, keeping the return path', async () => {
    expect(await returnPathOf('/session/new?return_path=%2Faccount&return_query=a%3D1')).toBe(
      '/account?a=1',
    );
  });

  it('never returns outside the console', async () => {
    expect(await returnPathOf('/session/new?return_path=%2F%2Fevil.example')).toBe('/');
  });
});

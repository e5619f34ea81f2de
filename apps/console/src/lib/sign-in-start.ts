import { CONSOLE_CLIENT_ID } from '@parley/contract/constants';
import { REFRESH_TOKEN_KEY } from './auth-store';
import { codeChallenge, randomToken } from './pkce';

/**
 * The start of the authorization code flow with PKCE against the server's hosted log-in page,
 * and the decision to start it before the application loads: a signed-out visit to the console
 * only ever leaves for that page, so it should not download the console first. This module is
 * imported by the entry (main.ts): it stays free of React, the router and zod.
 */

export const PENDING_KEY = 'parley.oauth.pending';
export const ERROR_KEY = 'parley.oauth.error';
export const CALLBACK_PATH = '/callback';
export const LOGIN_PATH = '/session/new';

/**
 * The public routes below the log-in path and the forgotten password's: they show a screen of
 * their own when signed out. app/routes.test.ts checks this against the route table.
 */
const PUBLIC_PREFIXES = [`${LOGIN_PATH}/`, '/account/forgot'];

export interface PendingLogin {
  state: string;
  verifier: string;
  returnTo: string;
}

export const redirectUri = () => `${window.location.origin}${CALLBACK_PATH}`;
export const readCallbackError = () => sessionStorage.getItem(ERROR_KEY);

export async function startHostedLogin(returnTo: string, go: (url: string) => void): Promise<void> {
  const pending: PendingLogin = { state: randomToken(), verifier: randomToken(), returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: redirectUri(),
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
  });
  go(`/oauth/authorize?${params.toString()}`);
}

/** Only paths inside the console: no scheme, no host, no protocol-relative `//`. */
function isConsolePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** Where to go once logged in: return_path and return_query from the query string, else null. */
export function returnTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const path = params.get('return_path');
  if (!path || !isConsolePath(path) || path.startsWith(LOGIN_PATH)) return null;
  const query = params.get('return_query');
  return query ? `${path}?${query}` : path;
}

/**
 * Where the hosted log-in should return to when this page load can go there at once, as the
 * navigation guards would after loading the app: signed out (no refresh token), not back from
 * the hosted page, no failed attempt for the log-in screen to show, and a hash route that is
 * not a public screen. Null: load the application.
 */
export function signInReturnPath(
  location: Pick<Location, 'pathname' | 'hash'>,
  local: Pick<Storage, 'getItem'>,
  session: Pick<Storage, 'getItem'>,
): string | null {
  if (location.pathname !== '/') return null;
  if (local.getItem(REFRESH_TOKEN_KEY) !== null || session.getItem(ERROR_KEY) !== null) return null;
  const route = location.hash.replace(/^#/, '') || '/';
  const queryAt = route.indexOf('?');
  const path = queryAt < 0 ? route : route.slice(0, queryAt);
  const query = queryAt < 0 ? '' : route.slice(queryAt + 1);
  if (path === LOGIN_PATH) return returnTarget(query) ?? '/';
  if (!isConsolePath(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)))
    return null;
  return query ? `${path}?${query}` : path;
}

import { CONSOLE_CLIENT_ID, MSG } from '@parley/contract';
import type { ApiClient } from '../../lib/api';
import { ApiError, refusalMessage } from '../../lib/api-error';
import type { AuthStore } from '../../lib/auth-store';
import {
  ERROR_KEY,
  LOGIN_PATH,
  PENDING_KEY,
  redirectUri,
  type PendingLogin,
} from '../../lib/sign-in-start';

/**
 * Authorization code flow with PKCE against the server's hosted log-in page, started by
 * lib/sign-in-start.ts. The verifier, the state and the return path wait in sessionStorage (this
 * tab only) while the browser is away; the callback's exchange is here.
 */

export {
  CALLBACK_PATH,
  readCallbackError,
  redirectUri,
  startHostedLogin,
} from '../../lib/sign-in-start';
export const LOGIN_FAILED = 'Logging in did not complete. Please try again.';

function takePending(): PendingLogin | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'state' in value &&
      'verifier' in value &&
      'returnTo' in value &&
      typeof value.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.returnTo === 'string'
    ) {
      return { state: value.state, verifier: value.verifier, returnTo: value.returnTo };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export const clearCallbackError = () => sessionStorage.removeItem(ERROR_KEY);

/**
 * Runs at start-up when the browser lands on /callback: exchanges the code, stores the tokens
 * and puts the console's hash route in the address bar. On failure the message waits for the
 * Login screen.
 */
export async function completeCallback({
  api,
  auth,
  location = window.location,
  history = window.history,
}: {
  api: ApiClient;
  auth: AuthStore;
  location?: Pick<Location, 'search'>;
  history?: Pick<History, 'replaceState'>;
}): Promise<void> {
  const params = new URLSearchParams(location.search);
  const pending = takePending();
  const code = params.get('code');
  let returnTo: string = LOGIN_PATH;
  try {
    // An error from the authorization server is shown as our own text, not the URL's.
    if (params.get('error') || !pending || !code || params.get('state') !== pending.state)
      throw new Error(LOGIN_FAILED);
    const tokens = await api.token({
      grant_type: 'authorization_code',
      client_id: CONSOLE_CLIENT_ID,
      code,
      code_verifier: pending.verifier,
      redirect_uri: redirectUri(),
    });
    auth.setTokens(tokens);
    clearCallbackError();
    returnTo = pending.returnTo;
  } catch (error) {
    const message =
      error instanceof ApiError ? refusalMessage(error, MSG.cannotContact) : LOGIN_FAILED;
    sessionStorage.setItem(ERROR_KEY, message);
  }
  history.replaceState(null, '', `/#${returnTo}`);
}

import { MSG, type TAuthorizeForm, type TAuthorizeQuery } from '@parley/contract';
import type { Deps } from '../../deps';
import { issueAuthorizationCode } from './authorization-codes';
import {
  checkAuthorizationRequest,
  redirectWith,
  type AuthorizationCheck,
  type AuthorizationRequest,
} from './authorize-request';
import type { CsrfTokens } from './csrf';
import { renderErrorPage, renderLoginPage } from './login-page';
import { checkPasswordLogin } from './password-login';

export type HostedLoginDeps = Pick<Deps, 'db' | 'clock' | 'config'> & { csrf: CsrfTokens };

/** What the route sends: a page (with the CSRF nonce to keep in the cookie) or a redirect. */
export type HostedLoginResult =
  | { kind: 'page'; status: number; html: string; csrfNonce?: string; retryAfterSeconds?: number }
  | { kind: 'redirect'; location: string };

function loginForm(
  deps: HostedLoginDeps,
  status: number,
  request: AuthorizationRequest,
  cookie: string | undefined,
  extra: { email?: string; error?: string; retryAfterSeconds?: number } = {},
): HostedLoginResult {
  const csrfNonce = deps.csrf.nonceFor(cookie);
  const { retryAfterSeconds, ...view } = extra;
  return {
    kind: 'page',
    status,
    csrfNonce,
    retryAfterSeconds,
    html: renderLoginPage({ request, csrfToken: deps.csrf.tokenFor(csrfNonce), ...view }),
  };
}

/** A request that failed its check: back to the client with the error, or an error page here. */
const refusedRequest = (check: Exclude<AuthorizationCheck, { ok: true }>): HostedLoginResult =>
  'redirect' in check
    ? { kind: 'redirect', location: check.redirect }
    : { kind: 'page', status: 400, html: renderErrorPage(check.errorPage) };

/** GET /oauth/authorize. */
export async function showLoginPage(
  deps: HostedLoginDeps,
  query: TAuthorizeQuery,
  cookie: string | undefined,
): Promise<HostedLoginResult> {
  const check = await checkAuthorizationRequest(deps, query);
  if (!check.ok) return refusedRequest(check);
  return loginForm(deps, 200, check.request, cookie);
}

/** POST /oauth/authorize: the request again, then the CSRF token, then the credentials. */
export async function submitLoginForm(
  deps: HostedLoginDeps,
  form: TAuthorizeForm,
  cookie: string | undefined,
  clientAddress: string,
): Promise<HostedLoginResult> {
  const check = await checkAuthorizationRequest(deps, form);
  if (!check.ok) return refusedRequest(check);
  const { request } = check;
  const email = (form.email ?? '').trim();
  if (!deps.csrf.verify(cookie, form.csrf_token)) {
    // A fresh nonce: whatever the browser held did not match, so start it over.
    return loginForm(deps, 403, request, undefined, { email, error: MSG.signInFormExpired });
  }
  const password = form.password ?? '';
  if (!email || !password) {
    const error = email ? MSG.enterPassword : MSG.enterEmail;
    return loginForm(deps, 400, request, cookie, { email, error });
  }
  const login = await checkPasswordLogin(deps, email, password, clientAddress);
  if (!login.ok) {
    const { status, message: error, retryAfterSeconds } = login;
    return loginForm(deps, status, request, cookie, { email, error, retryAfterSeconds });
  }
  const code = await issueAuthorizationCode(deps, {
    clientId: request.clientId,
    userId: login.user.id,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
  });
  return {
    kind: 'redirect',
    location: redirectWith(request.redirectUri, { code, state: request.state }),
  };
}

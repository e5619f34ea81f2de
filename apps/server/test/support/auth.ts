import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CONSOLE_CLIENT_ID, type TTokenResponse } from '@parley/contract';
import type { TestApp } from '../test-app';
import { users } from '../../src/db/schema';
import { base64UrlSha256 } from '../../src/lib/secrets';

/** Shared steps of the sign-in tests: PKCE, the hosted form, the token endpoint. */

export const REDIRECT_URI = 'http://localhost:3000/callback';
export const CSRF_COOKIE = 'parley_login';

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: base64UrlSha256(verifier) };
}

export const authorizeQuery = (challenge: string, overrides: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: CONSOLE_CLIENT_ID,
  redirect_uri: REDIRECT_URI,
  code_challenge: challenge,
  code_challenge_method: 'S256',
  state: 'state-123',
  ...overrides,
});

const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export function hiddenFields(html: string) {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = unescape(match[2]!);
  }
  return fields;
}

/** GET /oauth/authorize and keep what the browser would: the cookie and the form's fields. */
export async function openLoginForm(t: TestApp, query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/oauth/authorize', query });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
  expect(cookie).toBeDefined();
  return {
    response,
    cookies: { [CSRF_COOKIE]: cookie!.value },
    fields: hiddenFields(response.body),
  };
}

export const postForm = (
  t: TestApp,
  url: string,
  form: Record<string, string>,
  extra: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra.headers },
    cookies: extra.cookies,
    payload: new URLSearchParams(form).toString(),
  });

/** The token endpoint's refusal of a grant: the OAuth fields and the console's, one message. */
export const invalidGrant = (message: string) => ({
  error: 'invalid_grant',
  error_description: message,
  error_message: message,
  errorMessage: message,
});

export const postToken = (t: TestApp, form: Record<string, string>) =>
  postForm(t, '/api/v1/oauth/token', form);

/** Through the hosted page to an authorization code. */
export async function obtainCode(
  t: TestApp,
  user: { email: string; password: string },
  verifierPair = pkce(),
) {
  const { cookies, fields } = await openLoginForm(t, authorizeQuery(verifierPair.challenge));
  const response = await postForm(
    t,
    '/oauth/authorize',
    { ...fields, email: user.email, password: user.password },
    { cookies },
  );
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  return { code: location.searchParams.get('code')!, verifier: verifierPair.verifier, location };
}

export const redeemCode = (t: TestApp, code: string, verifier: string) =>
  postToken(t, {
    grant_type: 'authorization_code',
    client_id: CONSOLE_CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });

/** The whole authorization-code flow, for tests that start from a signed-in session. */
export async function signIn(t: TestApp, user: { email: string; password: string }) {
  const { code, verifier } = await obtainCode(t, user);
  const response = await redeemCode(t, code, verifier);
  expect(response.statusCode).toBe(200);
  return response.json<TTokenResponse>();
}

export const refresh = (t: TestApp, refreshToken: string) =>
  postToken(t, {
    grant_type: 'refresh_token',
    client_id: CONSOLE_CLIENT_ID,
    refresh_token: refreshToken,
  });

/**
 * A bearer header for the user as a sign-in now would give it: signed with the user's current
 * token version, so that it outlives an earlier log-out or password change.
 */
export async function currentBearer(
  t: TestApp,
  user: { id: string; isAdmin: boolean; retailerId: string | null },
) {
  const [row] = await t.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  const principal = { userId: user.id, isAdmin: user.isAdmin, retailerId: user.retailerId };
  const token = await t.deps.accessTokens.sign(principal, row!.tokenVersion);
  return { authorization: `Bearer ${token}` };
}

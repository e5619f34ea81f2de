import { AUTHORIZE_STATE_MAX_LENGTH, MSG, type TAuthorizeQuery } from '@parley/contract';
import type { Deps } from '../../deps';
import { findOAuthClient, isRegisteredRedirectUri } from './clients';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | undefined;
}

export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  /** The client or redirect URI is not ours: show an error page, never redirect (RFC 6749 §4.1.2.1). */
  | { ok: false; errorPage: string }
  /** A trustworthy redirect URI but a faulty request: tell the client there. */
  | { ok: false; redirect: string };

/** The base64url SHA-256 of a verifier: 32 bytes, 43 characters, no padding (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function redirectWith(redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

function requestProblem(params: TAuthorizeQuery) {
  if (params.response_type !== 'code') {
    return params.response_type
      ? { error: 'unsupported_response_type', description: 'response_type must be code' }
      : { error: 'invalid_request', description: 'response_type is required' };
  }
  // PKCE is mandatory (RFC 9700 §2.1.1), and only with S256: "plain" would expose the verifier.
  if (params.code_challenge_method !== 'S256') {
    return { error: 'invalid_request', description: 'code_challenge_method must be S256' };
  }
  if (!params.code_challenge || !S256_CHALLENGE.test(params.code_challenge)) {
    return { error: 'invalid_request', description: 'code_challenge is missing or malformed' };
  }
  if ((params.state?.length ?? 0) > AUTHORIZE_STATE_MAX_LENGTH) {
    return { error: 'invalid_request', description: 'state is too long' };
  }
  return null;
}

/** Checks an authorization request in the order RFC 6749 asks: client and redirect URI first. */
export async function checkAuthorizationRequest(
  deps: Pick<Deps, 'db' | 'config'>,
  params: TAuthorizeQuery,
): Promise<AuthorizationCheck> {
  const client = params.client_id ? await findOAuthClient(deps, params.client_id) : null;
  const redirectUri = params.redirect_uri;
  if (!client || !redirectUri || !isRegisteredRedirectUri(client, redirectUri)) {
    return { ok: false, errorPage: MSG.signInRequestInvalid };
  }
  const problem = requestProblem(params);
  if (problem) {
    const tooLong = (params.state?.length ?? 0) > AUTHORIZE_STATE_MAX_LENGTH;
    return {
      ok: false,
      redirect: redirectWith(redirectUri, {
        error: problem.error,
        error_description: problem.description,
        state: tooLong ? undefined : params.state,
      }),
    };
  }
  return {
    ok: true,
    request: {
      clientId: client.clientId,
      redirectUri,
      codeChallenge: params.code_challenge!,
      state: params.state,
    },
  };
}

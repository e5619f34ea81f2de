import { z } from 'zod';

/** POST /api/v1/oauth/token, form-encoded (RFC 6749 §4.1.3 and §6). */
export const ZAuthorizationCodeGrant = z.object({
  grant_type: z.literal('authorization_code'),
  client_id: z.string().min(1),
  code: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.string().min(1),
});
export const ZRefreshTokenGrant = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string().min(1),
  refresh_token: z.string().min(1),
});
/** One-time login token (auto-login links: "log in as this retailer", store installs). */
export const ZLoginTokenGrant = z.object({
  grant_type: z.literal('login_token'),
  client_id: z.string().min(1),
  token: z.string().min(1),
});
export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  ZAuthorizationCodeGrant,
  ZRefreshTokenGrant,
  ZLoginTokenGrant,
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** RFC 6749 §5.2 error body, with the console's error_message alongside. */
export const ZOAuthErrorResponse = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
  error_message: z.string(),
  errorMessage: z.string(),
});
export type TOAuthErrorResponse = z.infer<typeof ZOAuthErrorResponse>;

export const ZLogoutRequest = z.object({
  refresh_token: z.string().min(1),
});

/** POST /api/v1/auth/password: an e-mail with a password link for the signed-in user. */
export const ZPasswordEmailRequest = z.object({
  current: z.literal(true).optional(),
  retailer_id: z.uuid().optional(),
});

/** POST /api/v1/retailers/{retailerId}/login_tokens (admin: log in as this retailer). */
export const ZLoginTokenResponse = z.object({
  token: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type TLoginTokenResponse = z.infer<typeof ZLoginTokenResponse>;

/**
 * GET /oauth/authorize (RFC 6749 §4.1.1 with PKCE, RFC 7636). Every field is optional here: the
 * hosted login page checks them itself so that a bad request gets an error page, not JSON.
 */
export const ZAuthorizeQuery = z
  .object({
    response_type: z.string(),
    client_id: z.string(),
    redirect_uri: z.string(),
    code_challenge: z.string(),
    code_challenge_method: z.string(),
    state: z.string(),
  })
  .partial();
export type TAuthorizeQuery = z.infer<typeof ZAuthorizeQuery>;

/** POST /oauth/authorize: the login form, carrying the authorization request in hidden fields. */
export const ZAuthorizeForm = ZAuthorizeQuery.extend({
  email: z.string().optional(),
  password: z.string().optional(),
  csrf_token: z.string().optional(),
});
export type TAuthorizeForm = z.infer<typeof ZAuthorizeForm>;

/** Longest `state` the hosted login page carries back; the console sends a short random one. */
export const AUTHORIZE_STATE_MAX_LENGTH = 512;

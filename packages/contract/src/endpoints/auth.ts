import { z } from 'zod';
import { ZLoginTokenResponse, ZLogoutRequest, ZTokenRequest, ZTokenResponse } from '../auth';
import { endpoint } from '../endpoint';
import { ZHandoffRequest, ZHandoffResponse } from '../handoff';
import { ZRetailerParams } from '../retailers';

const tags = ['auth'];

/** Signing in and out: OAuth tokens, auto-login tokens, the identity provider, handoffs. */
export const authEndpoints = {
  exchangeToken: endpoint({
    method: 'POST',
    path: '/oauth/token',
    tags,
    summary: 'Exchange a grant for tokens',
    description:
      'Public, form-encoded (RFC 6749 \u00a74.1.3 and \u00a76): an authorization code with its PKCE verifier, a refresh token (used up: the answer carries the next one) or a one-time login token. Refusals answer 400 in RFC 6749\u2019s error shape, with `error_message` for the console; the answer must not be cached.',
    body: ZTokenRequest,
    response: ZTokenResponse,
    refusals: [400],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    tags,
    summary: 'Log out',
    description:
      'Public: the refresh token is the credential. Revokes every refresh token of the user it belongs to; an unknown or spent token is answered alike.',
    body: ZLogoutRequest,
    response: z.null(),
    status: 204,
  }),
  exchangeIdentityToken: endpoint({
    method: 'POST',
    path: '/auth/exchange',
    tags,
    summary: 'Exchange an identity provider\u2019s ID token for tokens',
    description:
      'Public: the provider\u2019s ID token comes as the bearer token. It maps to a user by its e-mail address, which the provider must not mark unverified (422 when no user has it); 404 when no identity provider is configured, 401 when the token does not verify.',
    response: ZTokenResponse,
    refusals: [401, 404, 422],
  }),
  createLoginToken: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/login_tokens',
    tags,
    summary: 'Log in as a retailer',
    description:
      'Administrators only: a one-time, short-lived token (and its console URL) for the retailer\u2019s first user, recording who issued it. 404 when the retailer has no user to log in as.',
    params: ZRetailerParams,
    response: ZLoginTokenResponse,
    refusals: [403, 404],
  }),
  createHandoff: endpoint({
    method: 'POST',
    path: '/auth/handoff',
    tags,
    summary: 'Hand the session off to a page for a console frame',
    description:
      'A URL that opens the destination\u2019s page once, within a minute. A retailer user may only name their own retailer (404 otherwise); an administrator without retailer_id sees all retailers. The theme configurator (destination app-react, where theme, id a theme: 404 when there is none; without id, the theme that applies to retailer_id) is for administrators only (403).',
    body: ZHandoffRequest,
    response: ZHandoffResponse,
    refusals: [400, 401, 403, 404],
  }),
};

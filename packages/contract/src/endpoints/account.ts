import { ZPasswordEmailRequest } from '../auth';
import {
  ZAccount,
  ZForgotPasswordRequest,
  ZPasswordUpdateRequest,
  ZUpdateAccountRequest,
} from '../account';
import { ZOkResponse } from '../common';
import { endpoint } from '../endpoint';

const tags = ['account'];
const refusals = [400, 401, 422, 429] as const;

/** The signed-in user's own details and password, and the forgotten-password e-mails. */
export const accountEndpoints = {
  findAccount: endpoint({
    method: 'GET',
    path: '/account',
    tags,
    summary: 'Read the signed-in user',
    description:
      'The user behind the access token, with their retailer\u2019s terms and onboarding state (`retailer` is null for a user without one).',
    response: ZAccount,
    refusals: [401],
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/account',
    tags,
    summary: 'Change the signed-in user\u2019s name and e-mail address',
    description: 'Answers the account as it now is; 422 when another user has the address.',
    body: ZUpdateAccountRequest,
    response: ZAccount,
    refusals,
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/account/password',
    tags,
    summary: 'Change or reset a password',
    description:
      'Public, because a reset\u2019s e-mailed token is its credential: with `token`, sets the new password once within the token\u2019s lifetime and ends every session (422 for a spent or unknown token). With `oldPassword` instead it is a change, which needs the signed-in user (401 without) and the right current password (422 otherwise); changes are throttled (429).',
    body: ZPasswordUpdateRequest,
    response: ZOkResponse,
    refusals,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/account/password',
    tags,
    summary: 'E-mail a password reset link',
    description:
      'Public (the forgotten-password form). The same answer whether or not the address belongs to anyone; the e-mail goes out after the answer. Throttled per address and per client (429).',
    body: ZForgotPasswordRequest,
    response: ZOkResponse,
    refusals,
  }),
  emailPasswordLink: endpoint({
    method: 'POST',
    path: '/auth/password',
    tags,
    summary: 'E-mail the signed-in user a link to set a new password',
    description:
      'How administrators change their password, and the plan page\u2019s link (with its retailer_id: a retailer user may only name their own, 404 otherwise; 422 for a Shopify store, whose users\u2019 passwords Shopify keeps). Throttled like the forgotten-password e-mail (429).',
    body: ZPasswordEmailRequest,
    response: ZOkResponse,
    refusals: [400, 401, 404, 422, 429],
  }),
};

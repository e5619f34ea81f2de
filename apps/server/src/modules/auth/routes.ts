import { z } from 'zod';
import {
  ZErrorResponse,
  ZLoginTokenResponse,
  ZLogoutRequest,
  ZOAuthErrorResponse,
  ZRetailerParams,
  ZTokenRequest,
  ZTokenResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { exchangeIdentityToken } from './identity-exchange';
import { issueImpersonationToken } from './login-tokens';
import { exchangeToken, logout, refuseMalformedTokenRequest } from './token-service';

/** OAuth token endpoint, auto-login tokens, identity-provider exchange, logout. */
export const authRoutes: ModuleRoutes = (app, deps) => {
  app.post(
    '/oauth/token',
    {
      config: { access: access.public },
      // Schema failures still answer in RFC 6749's shape, hence validation handled here.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        body: ZTokenRequest,
        response: {
          200: ZTokenResponse,
          // A body that is not even JSON never reaches the grant checks: the plain error shape.
          400: z.union([ZOAuthErrorResponse, ZErrorResponse]),
        },
      },
    },
    async (request, reply) => {
      // RFC 6749 §5.1: token responses must not be cached.
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (request.validationError) refuseMalformedTokenRequest(request.body);
      return exchangeToken(deps, request.body);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.public },
      schema: { tags: ['auth'], body: ZLogoutRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await logout(deps, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/exchange',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        response: {
          200: ZTokenResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return exchangeIdentityToken(deps, request.headers.authorization);
    },
  );

  app.post(
    '/retailers/:retailerId/login_tokens',
    {
      config: { access: access.admin },
      schema: {
        tags: ['auth'],
        params: ZRetailerParams,
        response: { 200: ZLoginTokenResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return issueImpersonationToken(deps, request.params.retailerId, requirePrincipal(request));
    },
  );
};

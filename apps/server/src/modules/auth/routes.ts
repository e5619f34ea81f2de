import { z } from 'zod';
import { ZErrorResponse, ZOAuthErrorResponse, endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { exchangeIdentityToken } from './identity-exchange';
import { issueImpersonationToken } from './login-tokens';
import { exchangeToken, logout, refuseMalformedTokenRequest } from './token-service';

/** OAuth token endpoint, auto-login tokens, identity-provider exchange, logout. */
export const authRoutes: ModuleRoutes = (app, deps) => {
  const auth = endpoints.auth;
  const token = auth.exchangeToken;

  // Registered by hand: schema failures still answer in RFC 6749's shape, so validation is
  // handled here, and its 400 is that shape (or the plain one for a body that is not even JSON).
  app.post(
    token.path,
    {
      config: { access: access.public },
      attachValidation: true,
      schema: {
        tags: [...token.tags],
        summary: token.summary,
        description: token.description,
        body: token.body,
        response: { 200: token.response, 400: z.union([ZOAuthErrorResponse, ZErrorResponse]) },
      },
    },
    async (request, reply) => {
      // RFC 6749 §5.1: token responses must not be cached.
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      if (request.validationError) refuseMalformedTokenRequest(request.body);
      return exchangeToken(deps, request.body);
    },
  );

  serve(app, auth.logout, access.public, async (request, reply) => {
    await logout(deps, request.body.refresh_token);
    return reply.status(204).send(null);
  });

  serve(app, auth.exchangeIdentityToken, access.public, (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return exchangeIdentityToken(deps, request.headers.authorization);
  });

  serve(app, auth.createLoginToken, access.admin, (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return issueImpersonationToken(deps, request.params.retailerId, requirePrincipal(request));
  });
};

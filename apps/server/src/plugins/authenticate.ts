import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../lib/jwt';

/**
 * Reads a bearer access token when one is sent. A missing or invalid token leaves the request
 * anonymous; the route's access policy decides whether that is a 401.
 */
export function authenticateRequests(app: FastifyInstance, accessTokens: AccessTokens) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.principal = await accessTokens.verify(header.slice('Bearer '.length).trim());
  });
}

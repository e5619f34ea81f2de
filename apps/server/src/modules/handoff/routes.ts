import {
  ZErrorResponse,
  ZHandoffRequest,
  ZHandoffResponse,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { createHandoff } from './service';

/** POST /auth/handoff (part 1 §7): a single-use URL of a page for a console frame. */
export const handoffRoutes: ModuleRoutes = (app, deps) => {
  app.post(
    '/auth/handoff',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['auth'],
        description:
          'A URL that opens the destination’s page once, within a minute. A retailer user may only name their own retailer (404 otherwise); an administrator without retailer_id sees all retailers.',
        body: ZHandoffRequest,
        response: {
          200: ZHandoffResponse,
          400: ZValidationErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    (request) =>
      createHandoff(deps, requirePrincipal(request), request.body, request.headers.origin),
  );
};

import {
  ZErrorResponse,
  ZOkResponse,
  ZPasswordEmailRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access, requirePrincipal } from '../../plugins/access';
import { emailPasswordLink } from './password-reset';

/** POST /auth/password: e-mails the signed-in user a link to set a new password. */
export function passwordEmailRoutes(app: AppInstance, deps: Deps) {
  app.post(
    '/auth/password',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['account'],
        body: ZPasswordEmailRequest,
        response: {
          200: ZOkResponse,
          400: ZValidationErrorResponse,
          401: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    (request) => emailPasswordLink(deps, requirePrincipal(request), request.body, request.ip),
  );
}

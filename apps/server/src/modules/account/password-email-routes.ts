import { endpoints } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { emailPasswordLink } from './password-reset';

/** POST /auth/password: e-mails the signed-in user a link to set a new password. */
export function passwordEmailRoutes(app: AppInstance, deps: Deps) {
  serve(app, endpoints.account.emailPasswordLink, access.authenticated, (request) =>
    emailPasswordLink(deps, requirePrincipal(request), request.body, request.ip),
  );
}

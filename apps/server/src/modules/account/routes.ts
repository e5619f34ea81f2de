import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { createBackgroundTasks } from './background';
import { passwordEmailRoutes } from './password-email-routes';
import { requestPasswordReset } from './password-reset';
import { findAccount, updateAccount, updatePassword } from './service';

/** My details, password change, forgot and reset. */
export const accountRoutes: ModuleRoutes = (app, deps) => {
  const account = endpoints.account;
  const background = createBackgroundTasks(deps.log);
  app.addHook('onClose', () => background.settle());
  const withBackground = { ...deps, background };

  serve(app, account.findAccount, access.authenticated, (request) =>
    findAccount(deps, requirePrincipal(request).userId),
  );
  serve(app, account.updateAccount, access.authenticated, (request) =>
    updateAccount(deps, requirePrincipal(request).userId, request.body),
  );
  // Public because a reset's token is its credential; a change asks for the user itself.
  serve(app, account.updatePassword, access.public, (request) =>
    updatePassword(deps, request.body, () => requirePrincipal(request), request.ip),
  );
  serve(app, account.requestPasswordReset, access.public, (request) =>
    requestPasswordReset(withBackground, request.body.email, request.ip),
  );

  passwordEmailRoutes(app, deps);
};

import {
  ZAccount,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZOkResponse,
  ZPasswordUpdateRequest,
  ZUpdateAccountRequest,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access, requirePrincipal } from '../../plugins/access';
import { createBackgroundTasks } from './background';
import { passwordEmailRoutes } from './password-email-routes';
import { requestPasswordReset } from './password-reset';
import { findAccount, updateAccount, updatePassword } from './service';

const refusals = {
  400: ZValidationErrorResponse,
  401: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
};

/** My details, password change, forgot and reset. */
export const accountRoutes: ModuleRoutes = (app, deps) => {
  const background = createBackgroundTasks(deps.log);
  app.addHook('onClose', () => background.settle());
  const withBackground = { ...deps, background };

  app.get(
    '/account',
    {
      config: { access: access.authenticated },
      schema: { tags: ['account'], response: { 200: ZAccount, 401: ZErrorResponse } },
    },
    (request) => findAccount(deps, requirePrincipal(request).userId),
  );

  app.put(
    '/account',
    {
      config: { access: access.authenticated },
      schema: {
        tags: ['account'],
        body: ZUpdateAccountRequest,
        response: { 200: ZAccount, ...refusals },
      },
    },
    (request) => updateAccount(deps, requirePrincipal(request).userId, request.body),
  );

  app.put(
    '/account/password',
    {
      // Public because a reset's token is its credential; a change asks for the user itself.
      config: { access: access.public },
      schema: {
        tags: ['account'],
        body: ZPasswordUpdateRequest,
        response: { 200: ZOkResponse, ...refusals },
      },
    },
    (request) => updatePassword(deps, request.body, () => requirePrincipal(request), request.ip),
  );

  app.post(
    '/account/password',
    {
      config: { access: access.public },
      schema: {
        tags: ['account'],
        body: ZForgotPasswordRequest,
        response: { 200: ZOkResponse, ...refusals },
      },
    },
    (request) => requestPasswordReset(withBackground, request.body.email, request.ip),
  );

  passwordEmailRoutes(app, deps);
};

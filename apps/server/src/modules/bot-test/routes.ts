import {
  ZBotTestResponse,
  ZBotTestSessionRequest,
  ZBotTestSessionResponse,
  ZErrorResponse,
  ZPurchaseRequest,
  ZPurchaseResponse,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { findBotTest, recordBotTestPurchase, startBotTest } from './service';

/** The Bot Tester (part 1 §7): administrators only. */
export const botTestRoutes: ModuleRoutes = (app, deps) => {
  const config = { access: access.admin };
  const tags = ['bot tester'];
  const refusals = {
    400: ZValidationErrorResponse,
    401: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    422: ZErrorResponse,
  };

  app.get(
    '/bot_test',
    { config, schema: { tags, response: { 200: ZBotTestResponse, ...refusals } } },
    () => findBotTest(deps),
  );

  app.post(
    '/bot_test',
    {
      config,
      schema: {
        tags,
        body: ZBotTestSessionRequest,
        response: { 200: ZBotTestSessionResponse, ...refusals },
      },
    },
    (request) => startBotTest(deps, request.body),
  );

  app.post(
    '/bot_test/purchase',
    {
      config,
      schema: { tags, body: ZPurchaseRequest, response: { 200: ZPurchaseResponse, ...refusals } },
    },
    (request) => recordBotTestPurchase(deps, request.body),
  );
};

import { endpoints } from '@parley/contract';
import type { ModuleRoutes } from '../../app-types';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { findBotTest, recordBotTestPurchase, startBotTest } from './service';

/** The Bot Tester (part 1 §7): administrators only. */
export const botTestRoutes: ModuleRoutes = (app, deps) => {
  const botTest = endpoints.botTest;
  const policy = access.admin;

  serve(app, botTest.findBotTest, policy, () => findBotTest(deps));
  serve(app, botTest.startBotTest, policy, (request) => startBotTest(deps, request.body));
  serve(app, botTest.recordBotTestPurchase, policy, (request) =>
    recordBotTestPurchase(deps, request.body),
  );
};

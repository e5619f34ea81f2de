import Fastify, { type FastifyBaseLogger } from 'fastify';
import formbody from '@fastify/formbody';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { API_BASE_PATH } from '@parley/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import type { ModuleRoutes } from './app-types';
import { systemClock, type Clock } from './lib/clock';
import { createAccessTokens } from './lib/jwt';
import { randomToken } from './lib/secrets';
import { enforceAccessPolicies } from './plugins/access';
import { authenticateRequests } from './plugins/authenticate';
import { serveConsole } from './plugins/console';
import { handleErrors } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { createMailer, type Mailer } from './modules/mail/service';
import { ensureSetting } from './modules/settings/repository';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { hostedLoginPages } from './modules/auth/hosted-login';
import { retailerRoutes } from './modules/retailers/routes';
import {
  addonItemRoutes,
  cohortRoutes,
  productCategoryRoutes,
  productRoutes,
} from './modules/catalogue/routes';
import { storeRoutes } from './modules/store/routes';
import { ruleRoutes } from './modules/rules/routes';
import { campaignRoutes, magicLinkPages } from './modules/campaigns/routes';
import { statusRoutes } from './modules/status/routes';
import { imageRoutes, serveUploadedImages } from './modules/images/routes';
import { imageStorageOrigins } from './modules/images/storage';
import { widgetRoutes } from './modules/widget/routes';
import { serveWidgetFiles } from './modules/widget/static';
import { botTestRoutes } from './modules/bot-test/routes';
import { recoveryLinkPages, sessionRoutes } from './modules/sessions/routes';
import { sessionExportRoutes } from './modules/session-export/routes';
import { searchRoutes } from './modules/search/routes';
import { statsRoutes } from './modules/stats/routes';
import { handoffRoutes } from './modules/handoff/routes';
import { newDashboardPages } from './modules/newdashboard/routes';
import { maintenanceRoutes } from './modules/status/maintenance';
import { upliftRoutes } from './modules/uplift/routes';
import { storeIntegrationRoutes } from './modules/store-integration/routes';

const API_MODULES: ModuleRoutes[] = [
  maintenanceRoutes,
  authRoutes,
  accountRoutes,
  retailerRoutes,
  productRoutes,
  productCategoryRoutes,
  cohortRoutes,
  addonItemRoutes,
  storeRoutes,
  imageRoutes,
  ruleRoutes,
  campaignRoutes,
  widgetRoutes,
  botTestRoutes,
  sessionRoutes,
  sessionExportRoutes,
  searchRoutes,
  statsRoutes,
  handoffRoutes,
  upliftRoutes,
  storeIntegrationRoutes,
];

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The widget API's view of the database (DatabaseHandle.preparedDb); db when absent. */
  preparedDb?: Database;
  logger: Logger;
  clock?: Clock;
  mailer?: Mailer;
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;

  // Typed as Fastify's logger so that routes and plugins share one instance type.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = config.jwtSecret ?? (await ensureSetting(db, 'jwt_secret', randomToken(48)));
  const accessTokens = createAccessTokens(
    secret,
    config.publicUrl,
    config.accessTokenTtlSeconds,
    clock,
  );
  const mailer = options.mailer ?? createMailer({ config, db, log: logger, clock });
  const preparedDb = options.preparedDb ?? db;
  const deps: Deps = { config, db, preparedDb, log: logger, clock, accessTokens, mailer };

  handleErrors(app);
  enforceAccessPolicies(app);
  authenticateRequests(app, accessTokens);
  const redirectOrigins = [...new Set(config.consoleRedirectUris.map((u) => new URL(u).origin))];
  registerSecurityHeaders(app, config.publicUrl, redirectOrigins, imageStorageOrigins(config));
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // JSON and forms only: a text/plain body is answered 415 instead of reaching the schemas.
  app.removeContentTypeParser('text/plain');
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const register of API_MODULES)
        await register(api.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { prefix: API_BASE_PATH },
  );
  await hostedLoginPages(app, deps);
  statusRoutes(app, deps);
  await serveUploadedImages(app, deps);
  magicLinkPages(app, deps);
  await recoveryLinkPages(app, deps);
  await newDashboardPages(app, deps);
  await serveWidgetFiles(app, deps);
  await serveConsole(app, config.consoleDist);

  return { app, deps };
}

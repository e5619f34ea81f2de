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
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { buildDeps } from './deps';
import { defineJobs } from './jobs';
import type { ModuleRoutes } from './app-types';
import { systemClock, type Clock } from './lib/clock';
import { enforceAccessPolicies } from './plugins/access';
import { authenticateRequests } from './plugins/authenticate';
import { revalidateApiReads } from './plugins/api-revalidation';
import { compressAnswers } from './plugins/compression';
import { serveConsole } from './plugins/console';
import { answerFrameworkError, handleErrors } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { answerWithRequestId, requestId } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security';
import { refuseIllFormedText } from './plugins/well-formed-text';
import type { Mailer } from './infra/mail';
import { accountRoutes } from './modules/account';
import { authRoutes, hostedLoginPages } from './modules/auth';
import { retailerRoutes } from './modules/retailers';
import { billingRoutes, billingTestHooks } from './modules/billing';
import { catalogueRoutes } from './modules/catalogue';
import { storeRoutes } from './modules/store';
import { ruleRoutes } from './modules/rules';
import { experimentRoutes, experimentTestHooks } from './modules/experiments';
import { reasonRoutes } from './modules/reasons';
import { themeConfiguratorPages, themeRoutes } from './modules/themes';
import { campaignRoutes, magicLinkPages } from './modules/campaigns';
import { maintenanceRoutes, statusRoutes } from './modules/status';
import { imageRoutes, imageStorageOrigins, serveUploadedImages } from './modules/images';
import { serveWidgetFiles, widgetRoutes } from './modules/widget';
import { botTestRoutes } from './modules/bot-test';
import { recoveryLinkPages, sessionRoutes } from './modules/sessions';
import { sessionExportRoutes } from './modules/session-export';
import { searchRoutes } from './modules/search';
import { statsRoutes } from './modules/stats';
import { handoffRoutes } from './modules/handoff';
import { cspReportRoutes } from './modules/csp-reports';
import { healthRoutes } from './modules/health';
import { newDashboardPages } from './modules/newdashboard';
import { demoFillRoutes, seedDemoData, syncReferenceData, type SeededLogin } from './modules/seed';
import { upliftRoutes } from './modules/uplift';
import { storeIntegrationRoutes } from './modules/store-integration';

const API_MODULES: ModuleRoutes[] = [
  maintenanceRoutes,
  authRoutes,
  accountRoutes,
  retailerRoutes,
  billingRoutes,
  demoFillRoutes,
  catalogueRoutes,
  storeRoutes,
  imageRoutes,
  ruleRoutes,
  experimentRoutes,
  reasonRoutes,
  themeRoutes,
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
  cspReportRoutes,
];

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The widget API's view of the database (DatabaseHandle.preparedDb); db when absent. */
  preparedDb?: Database;
  /** The read replica (DatabaseHandle.readDb); db when absent. */
  readDb?: Database;
  logger: Logger;
  clock?: Clock;
  mailer?: Mailer;
}

/**
 * The database `config` names (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), migrated,
 * with the reference data every start brings up to date and, on an empty database when `seedDemo`
 * asks, the demo data and its log-ins: what a server's `buildApp` is given. Several processes
 * starting together take turns (DatabaseHandle.exclusively), so the demo data is made once.
 */
export async function openAppDatabase(
  config: Config,
  log: Logger,
  options: { seedDemo?: boolean } = {},
): Promise<DatabaseHandle & { logins: SeededLogin[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pipelinedConnections: config.databasePipelinedConnections,
    replicaUrl: config.databaseReplicaUrl,
    log,
  });
  try {
    const logins = await database.exclusively(async () => {
      await syncReferenceData({ db: database.db });
      if (!options.seedDemo) return [];
      return seedDemoData(
        { db: database.db, config, clock: systemClock },
        { simulateNegotiations: config.demoNegotiations > 0 },
      );
    });
    return { ...database, logins };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function buildApp(options: BuildAppOptions) {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;

  // Typed as Fastify's logger so that routes and plugins share one instance type.
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    // Our own ids (plugins/request-id.ts): Fastify's header option would keep any value sent.
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = await buildDeps({
    config,
    db,
    preparedDb: options.preparedDb ?? db,
    readDb: options.readDb ?? db,
    log: logger,
    clock,
    mailer: options.mailer,
  });

  defineJobs(deps);
  // Stopped before the database closes: a job still running is given back to the queue.
  app.addHook('onClose', () => Promise.all([deps.jobs.stop(), deps.limits.close()]));
  answerWithRequestId(app);
  handleErrors(app);
  refuseIllFormedText(app);
  enforceAccessPolicies(app);
  authenticateRequests(app, deps);
  const redirectOrigins = [...new Set(config.consoleRedirectUris.map((u) => new URL(u).origin))];
  registerSecurityHeaders(app, config.publicUrl, redirectOrigins, imageStorageOrigins(config));
  // Before compression, which hands later hooks a stream instead of the answer.
  revalidateApiReads(app);
  // Before every route: it wraps each one as it is declared.
  await compressAnswers(app);
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
  healthRoutes(app, deps);
  await serveUploadedImages(app, deps);
  magicLinkPages(app, deps);
  recoveryLinkPages(app, deps);
  // The end-to-end suite's hooks: only when PARLEY_TEST_HOOKS=1 asks for them, never otherwise.
  if (config.testHooks) {
    billingTestHooks(app, deps);
    experimentTestHooks(app, deps);
  }
  await newDashboardPages(app, deps);
  await themeConfiguratorPages(app, deps);
  await serveWidgetFiles(app, deps);
  await serveConsole(app, config.consoleDist);

  return { app, deps };
}

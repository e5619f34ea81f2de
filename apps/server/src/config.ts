import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PIPELINED_CONNECTIONS } from './db/pipelined';

/** A URL whose scheme is one of `protocols`, with a message that names them. */
const urlOf = (protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: `must be a ${protocols.map((p) => `${p}://`).join(' or ')} URL`,
  });

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads from the environment; each has a default and a README line. */
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Only this machine unless HOST says otherwise: a demo with printed log-ins is not for the network.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlOf(['postgres', 'postgresql']).optional(),
  DATABASE_REPLICA_URL: urlOf(['postgres', 'postgresql']).optional(),
  DATABASE_PIPELINED_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(0)
    .max(32)
    .default(DEFAULT_PIPELINED_CONNECTIONS),
  PUBLIC_URL: urlOf(['http', 'https']).optional(),
  SMTP_URL: urlOf(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  EMAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  OFFER_NOTICE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SEARCH_INDEX_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
  ADMIN_EMAIL: z.string().default('admin@parley.local'),
  ADMIN_PASSWORD: z.string().optional(),
  DEMO_EMAIL: z.string().default('demo@parley.local'),
  DEMO_PASSWORD: z.string().optional(),
  DEMO_NEGOTIATIONS: z.coerce.number().int().min(0).max(100_000).default(2500),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  AUTHORIZATION_CODE_TTL_SECONDS: z.coerce.number().int().positive().max(600).default(600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().positive().max(3600).default(3600),
  LOGIN_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  CONSOLE_REDIRECT_URIS: z
    .string()
    .refine((list) => list.split(',').every((u) => !u.trim() || URL.canParse(u.trim())), {
      error: 'must be URLs separated by commas',
    })
    .optional(),
  TRUST_PROXY: bool.default(false),
  IDP_ISSUER: z.string().optional(),
  IDP_AUDIENCE: z.string().optional(),
  IDP_JWKS_URL: urlOf(['http', 'https']).optional(),
  CONSOLE_DIST: z.string().optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-\d{2}|unstable)$/)
    .default('2026-10'),
  SHOPIFY_ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_BASE_URL: urlOf(['http', 'https']).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z
    .string()
    .regex(/^[\w.:/@-]{1,200}$/)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WIDGET_DIR: z.string().optional(),
  PRICE_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(1800),
  WIDGET_RATE_LIMIT_PER_KEY: z.coerce.number().int().positive().default(1200),
  WIDGET_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(120),
  WIDGET_STORE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  REDIS_URL: urlOf(['redis', 'rediss']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,64}$/)
    .default('parley:'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** '1': the end-to-end suite's hooks (apps/server/README.md); never in production. */
  PARLEY_TEST_HOOKS: z.enum(['0', '1', '']).optional(),
  NODE_ENV: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Settings that cannot be used: the start stops with these lines, before touching anything. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.join('\n')}`);
    this.name = 'SettingsError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (!e.DATABASE_URL && e.DATABASE_REPLICA_URL) {
    throw new SettingsError([
      'DATABASE_REPLICA_URL: needs DATABASE_URL, the primary it replicates',
    ]);
  }
  if (!e.DATABASE_URL && (e.WEB_CONCURRENCY ?? 1) > 1) {
    throw new SettingsError([
      'WEB_CONCURRENCY: more than one process needs DATABASE_URL (only one process may open the embedded database)',
    ]);
  }
  if (e.PARLEY_TEST_HOOKS === '1' && e.NODE_ENV === 'production') {
    throw new SettingsError(['PARLEY_TEST_HOOKS: the test hooks are never served in production']);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    /** A read replica of DATABASE_URL for statistics, search and exports. */
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    /** PostgreSQL connections in pipeline mode for the widget's turns (0: the pool's). */
    databasePipelinedConnections: e.DATABASE_PIPELINED_CONNECTIONS,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** The first retry of an e-mail the SMTP server refused; each next one waits twice as long. */
    emailRetrySeconds: e.EMAIL_RETRY_SECONDS,
    /** A store hears of offers left for review at most once per this many seconds. */
    offerNoticeWindowSeconds: e.OFFER_NOTICE_WINDOW_SECONDS,
    /** How often new messages are copied to message search's table: how soon they are found. */
    searchIndexSeconds: e.SEARCH_INDEX_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoEmail: e.DEMO_EMAIL,
    demoPassword: e.DEMO_PASSWORD,
    /** Simulated negotiations the demo store is filled with on a new database (0: none). */
    demoNegotiations: e.DEMO_NEGOTIATIONS,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    authorizationCodeTtlSeconds: e.AUTHORIZATION_CODE_TTL_SECONDS,
    passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
    loginTokenTtlSeconds: e.LOGIN_TOKEN_TTL_SECONDS,
    consoleRedirectUris: (e.CONSOLE_REDIRECT_URIS ?? `${publicUrl}/callback`)
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    idp:
      e.IDP_ISSUER && e.IDP_AUDIENCE && e.IDP_JWKS_URL
        ? { issuer: e.IDP_ISSUER, audience: e.IDP_AUDIENCE, jwksUrl: e.IDP_JWKS_URL }
        : undefined,
    consoleDist: e.CONSOLE_DIST,
    shopify: {
      apiVersion: e.SHOPIFY_API_VERSION,
      /** Replaces https://{myshopify_domain} when set: a test server or a proxy. */
      adminUrl: e.SHOPIFY_ADMIN_URL?.replace(/\/+$/, ''),
    },
    imageStorage: imageStorage(e),
    /** An OpenAI-compatible API suggesting brand statements; unset: the extractive ones only. */
    llm: llm(e),
    logLevel: e.LOG_LEVEL,
    /** Unset: readable lines on a terminal, JSON lines otherwise. */
    logFormat: e.LOG_FORMAT,
    /** Shared limits live there when set; in each process's memory otherwise. */
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    /**
     * Server processes sharing the port: one on the embedded database (only one process may open
     * its folder), as many as the machine has cores on PostgreSQL, unless WEB_CONCURRENCY says.
     */
    processes: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? Math.max(1, availableParallelism()) : 1),
    /** How long a stopping process lets the requests in flight finish before it closes them. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    widget: {
      /** Folder of the shopper widget's workspace: dist/parley-widget.js and demo-store.html. */
      dir: e.WIDGET_DIR,
      priceTokenTtlSeconds: e.PRICE_TOKEN_TTL_SECONDS,
      /** Requests a minute (bursts of as many) per API key, and per client address. */
      rateLimitPerKey: e.WIDGET_RATE_LIMIT_PER_KEY,
      rateLimitPerAddress: e.WIDGET_RATE_LIMIT_PER_ADDRESS,
      /** How long a store read for a public key is reused (0: read on every call). */
      storeCacheSeconds: e.WIDGET_STORE_CACHE_SECONDS,
    },
    /** The end-to-end suite's hooks (POST /test-hooks/…): PARLEY_TEST_HOOKS=1 only. */
    testHooks: e.PARLEY_TEST_HOOKS === '1',
  };
}

/** Uploaded images: under DATA_DIR, or in the bucket S3_BUCKET names (its keys then required). */
function imageStorage(e: z.infer<typeof ZEnvironment>) {
  return { dir: resolve(e.DATA_DIR, 'uploads'), s3: s3Storage(e) };
}

function s3Storage(e: z.infer<typeof ZEnvironment>) {
  if (!e.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId || !secretAccessKey) {
    const names = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    throw new SettingsError(
      names.filter((key) => !e[key]).map((key) => `${key}: required when S3_BUCKET is set`),
    );
  }
  const trim = (url: string | undefined) => url?.replace(/\/+$/, '');
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: trim(e.S3_ENDPOINT),
    accessKeyId,
    secretAccessKey,
    publicUrl: trim(e.S3_PUBLIC_URL),
  };
}

/** The brand statement suggestions' LLM: the three settings together, or none of them. */
function llm(e: z.infer<typeof ZEnvironment>) {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = e;
  if (baseUrl && apiKey && model) return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model };
  const names = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
  const given = names.filter((key) => e[key]);
  if (given.length === 0) return undefined;
  throw new SettingsError(
    names
      .filter((key) => !e[key])
      .map(
        (key) =>
          `${key}: required when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
      ),
  );
}

import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './infra/mail';
import { createRateLimits, type RateLimits } from './infra/limits';
import { JobQueue } from './infra/jobs';
import { ensureSetting } from './infra/settings';
import type { Clock } from './lib/clock';
import { createAccessTokens, type AccessTokens } from './lib/jwt';
import { createPriceTokens, type PriceTokens } from './lib/price-tokens';
import { randomToken } from './lib/secrets';

/** The app_settings keys of the server's own signing secrets, made on the first start. */
const JWT_SECRET_SETTING = 'jwt_secret';
const PRICE_TOKEN_SECRET_SETTING = 'price_token_secret';

/** What `buildDeps` is given: the settings, the databases, the log and the clock. */
export interface DepsOptions {
  config: Config;
  db: Database;
  /** The same database with statements kept prepared per connection (db/prepared-statements.ts). */
  preparedDb: Database;
  /** Reads that may lag a little (statistics, search, exports): a replica if configured. */
  readDb: Database;
  log: Logger;
  clock: Clock;
  /** A test's mailer; the configured one otherwise. */
  mailer?: Mailer | undefined;
}

/** What every service may use; built once in `buildApp` and passed down explicitly. */
export interface Deps extends Omit<DepsOptions, 'mailer'> {
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** The stores' proofs of an agreed price: the widget signs them, recovery and checkout too. */
  priceTokens: PriceTokens;
  /** Request limits: shared through Redis when REDIS_URL is set, each process's own otherwise. */
  limits: RateLimits;
  /** Work done outside requests, by whichever server process is free (infra/jobs). */
  jobs: JobQueue;
}

export async function buildDeps(options: DepsOptions): Promise<Deps> {
  const { config, db, log, clock } = options;
  const jwtSecret =
    config.jwtSecret ?? (await ensureSetting(db, JWT_SECRET_SETTING, randomToken(48)));
  const accessTokens = createAccessTokens(
    jwtSecret,
    config.publicUrl,
    config.accessTokenTtlSeconds,
    clock,
  );
  const priceTokenSecret = await ensureSetting(db, PRICE_TOKEN_SECRET_SETTING, randomToken(48));
  const priceTokens = createPriceTokens(
    priceTokenSecret,
    config.publicUrl,
    config.widget.priceTokenTtlSeconds,
    clock,
  );
  const jobs = new JobQueue({ db, log });
  const mailer = options.mailer ?? createMailer({ config, db, log, clock, jobs });
  const limits = createRateLimits({
    redisUrl: config.redis.url,
    keyPrefix: config.redis.keyPrefix,
    log,
  });
  return { ...options, accessTokens, mailer, priceTokens, limits, jobs };
}

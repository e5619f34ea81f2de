import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { AccessTokens } from './lib/jwt';
import type { Mailer } from './modules/mail/service';

/** What every service may use; built once in `buildApp` and passed down explicitly. */
export interface Deps {
  config: Config;
  db: Database;
  /** The same database with statements kept prepared per connection (db/prepared-statements.ts). */
  preparedDb: Database;
  log: Logger;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
}

import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, MSG } from '@parley/contract';
import { isDatabaseBusy, isDatabaseUnavailable } from '../src/db/unavailable';
import { access } from '../src/plugins/access';
import { createTestApp, type TestApp } from './test-app';

/** An error as node-postgres reports PostgreSQL's, with its SQLSTATE. */
function postgresError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
}
const statementTimeout = () =>
  postgresError('57014', 'canceling statement due to statement timeout');
const lockTimeout = () =>
  postgresError('55P03', 'canceling statement due to lock timeout: could not obtain lock');
/** As drizzle reports a failed statement: its SQL and values, the driver's error as the cause. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError(
    'update "rules" set "active" = $1 where "rule_id" = $2',
    [false, 'x'],
    cause,
  );

describe('isDatabaseBusy', () => {
  it('is true for a statement ended by the statement or lock timeout, however wrapped', () => {
    for (const error of [statementTimeout(), lockTimeout()]) {
      expect(isDatabaseBusy(error)).toBe(true);
      expect(isDatabaseBusy(failedQuery(error))).toBe(true);
      expect(isDatabaseBusy(new AggregateError([new Error('other'), error]))).toBe(true);
    }
  });

  it('is false for other database errors, and those are not "unavailable" either', () => {
    expect(isDatabaseBusy(postgresError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseBusy(postgresError('57P01', 'terminating connection'))).toBe(false);
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isDatabaseBusy('57014')).toBe(false);
    expect(isDatabaseBusy(undefined)).toBe(false);
  });

  it('leaves the connection good: a timeout is not a database out of reach', () => {
    // isDatabaseUnavailable drops a pipelined connection and sends replica reads to the primary.
    expect(isDatabaseUnavailable(statementTimeout())).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(lockTimeout()))).toBe(false);
  });
});

describe('a statement ended by a timeout, answered', () => {
  let t: TestApp;
  const thrown: Record<string, () => Error> = {
    'statement-timeout': statementTimeout,
    'lock-timeout': lockTimeout,
    'failed-query-statement-timeout': () => failedQuery(statementTimeout()),
    'failed-query-lock-timeout': () => failedQuery(lockTimeout()),
  };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        beforeReady(app) {
          for (const [name, error] of Object.entries(thrown)) {
            app.get(
              `${API_BASE_PATH}/test/${name}`,
              { config: { access: access.public }, schema: { hide: true } },
              () => {
                throw error();
              },
            );
          }
        },
      },
    );
  });
  afterAll(() => t.close());

  it.each(Object.keys(thrown))('%s: 503 with Retry-After and no SQL', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/test/${name}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ errorMessage: MSG.databaseUnavailable });
    expect(res.body).not.toMatch(/update|rules|timeout|lock|canceling/i);
  });
});

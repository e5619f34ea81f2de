import type { TAccount } from '@parley/contract';
import { beforeAll, beforeEach } from 'vitest';
import { createFakeServer, type FakeServer } from './fake-server';

interface ServerPerTestOptions {
  /** Who is signed in as each test starts; nobody when left out (the test signs in itself). */
  account?: () => TAccount;
  /**
   * The lazy screens the tests open, loaded once up front, so that no test's first wait includes
   * compiling them.
   */
  screens?: (() => Promise<unknown>)[];
}

/**
 * The set-up every route test shares: a fresh fake server for each test, installed as `fetch`,
 * with `account` signed in. What it returns stands for the running test's server, so that a file
 * names its server once, at the top, and its helpers can use it like any other constant.
 */
export function serverPerTest({ account, screens = [] }: ServerPerTestOptions = {}): FakeServer {
  let current: FakeServer | undefined;
  if (screens.length > 0) beforeAll(() => Promise.all(screens.map((load) => load())));
  beforeEach(() => {
    current = createFakeServer();
    if (account) current.signIn(account());
  });
  const running = () => {
    if (!current) throw new Error('The fake server exists only while a test runs.');
    return current;
  };
  // Forwards every read and write; methods then run with the proxy as `this`, which forwards too.
  return new Proxy({} as FakeServer, {
    get: (_target, key): unknown => Reflect.get(running(), key),
    set: (_target, key, value) => Reflect.set(running(), key, value),
  });
}

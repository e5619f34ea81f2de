import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createTestApp, type TestApp } from './test-app';
import { appSettings } from '../src/db/schema';
import { call } from './support/api';
import { CuttableProxy } from './support/cuttable-proxy';
import { dashboard, RANGE } from './support/stats';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * DATABASE_REPLICA_URL: the statistics, search and exports read from the replica, everything else
 * from the primary. The "replica" here is the test database itself, reached through a proxy that
 * counts what goes its way and can be cut.
 */
describe.skipIf(!serverUrl)('reads off the primary', () => {
  let t: TestApp;
  let proxy: CuttableProxy;
  let headers: Record<string, string>;
  let retailerId: string;
  const log = pino({ level: 'silent' });
  const warnings = vi.spyOn(log, 'warn');

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    t = await createTestApp(
      {},
      {
        logger: log,
        replicaThrough: (url) => {
          url.hostname = '127.0.0.1';
          url.port = String(proxy.port);
          return url;
        },
      },
    );
    retailerId = (await t.createRetailer({ availableFeatures: ['session_export'] })).id;
    headers = await t.bearer(await t.createUser({ retailerId }));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
  });

  it('sends the dashboard and exports to the replica', async () => {
    const before = proxy.bytesFromClients;
    await dashboard(t, headers);
    const afterStats = proxy.bytesFromClients;
    expect(afterStats).toBeGreaterThan(before);
    const exported = await call(t, headers, 'POST', '/sessions/export', {
      action: 'download',
      format: 'simple_list',
      ...RANGE,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(proxy.bytesFromClients).toBeGreaterThan(afterStats);
  });

  it('keeps writes and what a user just changed on the primary', async () => {
    const before = proxy.bytesFromClients;
    const changed = await call(t, headers, 'PUT', `/retailers/${retailerId}`, {
      admin_site_banner_type: 'welcome',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(t, headers, 'GET', `/retailers/${retailerId}`)).statusCode).toBe(200);
    expect((await call(t, headers, 'GET', `/sessions?retailer_id=${retailerId}`)).statusCode).toBe(
      200,
    );
    expect(proxy.bytesFromClients).toBe(before);
  });

  it('refuses writes on the replica’s connections', async () => {
    await expect(
      t.deps.readDb.insert(appSettings).values({ key: 'written-to-replica', value: 'x' }),
    ).rejects.toThrow();
  });

  it('reads from the primary, with a warning, while the replica does not answer', async () => {
    await proxy.cut();
    warnings.mockClear();
    await dashboard(t, headers);
    expect(
      warnings.mock.calls.some((args) => String(args[1]).includes('read replica does not answer')),
    ).toBe(true);
    await proxy.listen();
  });
});

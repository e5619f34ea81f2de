import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test-app';
import { adminHeaders, testRetailer } from './retailers';
import { storeWithRule, testStore } from './widget';

/**
 * How a test file starts: a fresh app with the callers its tests share. Each returns them in one
 * object, which the file unpacks at its top level (test files are modules, so it may await),
 * so that its tests keep reading plain `t`, `admin`…:
 *
 *   const { t, admin } = await startWithAdmin();
 *   afterAll(() => t.close());
 *
 * or into its own top-level `let`s in a `beforeAll` (vitest ignores what `beforeAll` returns
 * unless it is a function):
 *
 *   let t: TestApp;
 *   let admin: Headers;
 *   beforeAll(async () => ({ t, admin } = await startWithAdmin()));
 *   afterAll(() => t.close());
 */

/** The app and an administrator's headers. */
export async function startWithAdmin() {
  const t = await createTestApp();
  return { t, admin: await adminHeaders(t) };
}

type RetailerValues = Parameters<typeof testRetailer>[1];

/** The app and a retailer with a user: `shop`. */
export async function startWithShop(shopValues: RetailerValues = {}) {
  const t = await createTestApp();
  return { t, shop: await testRetailer(t, shopValues) };
}

/** The app, an administrator's headers, and two retailers with a user each: `shop` and `other`. */
export async function startWithAdminAndShops(
  shopValues: RetailerValues = {},
  otherValues: RetailerValues = {},
) {
  const { t, admin } = await startWithAdmin();
  const shop = await testRetailer(t, shopValues);
  return { t, admin, shop, other: await testRetailer(t, otherValues) };
}

/** The app (with the settings of `env`), a retailer and a user of it, password included. */
export async function startWithRetailerUser(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const retailerId = (await t.createRetailer()).id;
  return { t, retailerId, user: await t.createUser({ retailerId }) };
}

/** The app and two stores of the widget's calls, `store` and `other`, without rules. */
export async function startWithStores() {
  const t = await createTestApp();
  const store = await testStore(t);
  return { t, store, other: await testStore(t) };
}

/** The app and a store with an active rule, for the widget's calls. */
export async function startWithStore() {
  const t = await createTestApp();
  return { t, store: await storeWithRule(t) };
}

/**
 * The app keeping uploaded images on disk, in a folder of its own that `closeWithLocalUploads`
 * removes, with a retailer, a user of it and an administrator.
 */
export async function startWithLocalUploads() {
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-images-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const retailerId = (await t.createRetailer()).id;
  const headers = await t.bearer(await t.createUser({ retailerId }));
  return { t, dataDir, retailerId, headers, adminHeaders: await adminHeaders(t) };
}

export async function closeWithLocalUploads(t: TestApp, dataDir: string) {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
}

import { afterAll, describe, expect, it } from 'vitest';
import { snapshotTables } from '../db-snapshot';
import { CATALOGUE_LIST_PATHS, validPayloads } from '../support/catalogue';
import { adminHeaders } from '../support/retailers';
import { createTestApp } from '../test-app';
import { BOOKKEEPING_TABLES } from './row-guard';

/** The fuzz's findings, fixed, each kept as the request that found it. */

const t = await createTestApp();
afterAll(() => t.close());
const admin = await adminHeaders(t);
const MISSING_RETAILER = '1b97a608-27ec-4fb7-ad4d-bc243aff6d65';

describe('an administrator naming a retailer that does not exist', () => {
  it.each(CATALOGUE_LIST_PATHS)(
    'POST /retailers/:retailerId/%s answers 404, not 500',
    async (path) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/retailers/${MISSING_RETAILER}/${path}`,
        headers: admin,
        payload: validPayloads[path](),
      });
      expect(res.statusCode, res.body).toBe(404);
    },
  );

  it('POST /retailers/:retailerId/images answers 404, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/retailers/${MISSING_RETAILER}/images`,
      headers: admin,
      payload: { width: 4, height: 495, image_type: 'theme_logo', content_type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('the Bot Tester before anyone opened it', () => {
  it('refuses a purchase of an unknown deal without creating its store', async () => {
    const before = await snapshotTables(t.db, BOOKKEEPING_TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bot_test/purchase',
      headers: admin,
      payload: {
        apiVersion: 'v2',
        productId: 'GcPs{',
        parleyId: '00000015-0009-4000-98c9-9d5abdee0108',
        orderNumber: 'NKyM',
      },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await snapshotTables(t.db, BOOKKEEPING_TABLES)).toEqual(before);
  });
});

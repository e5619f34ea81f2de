import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_BASE_PATH } from '@parley/contract';
import { createTestApp } from '../test/test-app';
import { enforceAccessPolicies, POLICED_PREFIXES } from './plugins/access';

const t = await createTestApp();
afterAll(() => t.close());

describe('route table', () => {
  it('gives every API and hosted log-in route an access policy', () => {
    const policed = t.app.routeInventory.filter((r) =>
      POLICED_PREFIXES.some((prefix) => r.url.startsWith(prefix)),
    );
    expect(policed.filter((r) => r.url.startsWith(API_BASE_PATH)).length).toBeGreaterThan(0);
    expect(policed.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses to register an API route that names no policy', () => {
    const app = Fastify();
    enforceAccessPolicies(app);
    expect(() => app.get(`${API_BASE_PATH}/forgotten`, () => 'oops')).toThrow(
      /declares no access policy/,
    );
  });
});

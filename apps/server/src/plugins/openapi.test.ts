import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, allEndpoints, openApiPath } from '@parley/contract';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

interface Operation {
  summary?: string;
  description?: string;
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the OpenAPI document', () => {
  it('has exactly the endpoints of the contract table, each with a summary and a description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const documented = new Map<string, Operation>();
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        documented.set(key(method, path), operation);
      }
    }
    const table = allEndpoints.map((endpoint) =>
      key(endpoint.method, openApiPath(API_BASE_PATH + endpoint.path)),
    );

    expect(new Set(table).size).toBe(table.length);
    expect([...documented.keys()].sort()).toEqual([...table].sort());
    for (const endpoint of allEndpoints) {
      const operation = documented.get(
        key(endpoint.method, openApiPath(API_BASE_PATH + endpoint.path)),
      );
      expect(operation?.summary, endpoint.path).toBe(endpoint.summary);
      expect(operation?.description?.length, `${endpoint.method} ${endpoint.path}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('registers every retailer-scoped endpoint behind a retailer or administrator policy', () => {
    const policies = new Map(
      t.app.routeInventory.map((route) => [key(route.method, route.url), route.access?.kind]),
    );
    const scoped = allEndpoints.filter((endpoint) => endpoint.path.includes(':retailerId'));
    expect(scoped.length).toBeGreaterThan(0);
    for (const endpoint of scoped) {
      expect(
        policies.get(key(endpoint.method, API_BASE_PATH + endpoint.path)),
        endpoint.path,
      ).toMatch(/^(retailer|admin)$/);
    }
  });
});

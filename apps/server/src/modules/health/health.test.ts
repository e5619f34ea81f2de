import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const probe = (url: string) => t.app.inject({ method: 'GET', url });

describe('process probes', () => {
  it('answers /health without a session, never cached', async () => {
    const res = await probe('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /ready once the database answers and has every migration of this build', async () => {
    const res = await probe('/ready');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('is not ready while the database lacks the newest migration, and ready again once it has it', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning id, hash, created_at`,
    );
    expect(newest).toBeDefined();
    const res = await probe('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'failing' },
    });

    await queryRows(
      t.db,
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
    );
    expect((await probe('/ready')).statusCode).toBe(200);
  });

  it('keeps the probes out of the API document', async () => {
    const paths = Object.keys(
      (await probe('/api/openapi.json')).json<{ paths: Record<string, unknown> }>().paths,
    );
    expect(paths.some((path) => path.includes('health') || path.includes('ready'))).toBe(false);
  });
});

describe('readiness with REDIS_URL', () => {
  it('reports Redis without letting it decide: an unreachable Redis leaves the process ready', async () => {
    const withRedis = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'failing' },
      });
    } finally {
      await withRedis.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { retailers } from '../../db/schema';

const t = await createTestApp();
afterAll(() => t.close());

describe('retailer keys', () => {
  it('gives every retailer its own public and secret key', async () => {
    await Promise.all([t.createRetailer(), t.createRetailer(), t.createRetailer()]);
    const rows = await t.db.select().from(retailers);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.apiKey).toMatch(/^pk_[0-9a-f]{32}$/);
      expect(row.secretKey).toMatch(/^sk_[0-9a-f]{64}$/);
    }
    expect(new Set(rows.map((row) => row.apiKey)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.secretKey)).size).toBe(rows.length);
  });
});

describe('migration 0002', () => {
  it('gives retailers that existed before it distinct keys', async () => {
    const db = new PGlite();
    const folder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
    const apply = async (file: string) => {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
    };
    try {
      await apply('0000_init.sql');
      await apply('0001_rules_and_catalogue.sql');
      await db.exec(`insert into retailers (name) values ('One'), ('Two'), ('Three')`);
      await apply('0002_sessions_and_widget.sql');
      const { rows } = await db.query<{ api_key: string; secret_key: string }>(
        'select api_key, secret_key from retailers',
      );
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.api_key)).size).toBe(3);
      expect(new Set(rows.map((row) => row.secret_key)).size).toBe(3);
      for (const row of rows) expect(row.api_key).toMatch(/^pk_[0-9a-f]{32}$/);
    } finally {
      await db.close();
    }
  });
});

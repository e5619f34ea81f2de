import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPRESSION_IDS } from '@parley/engine';
import { createTestApp } from '../../../test/test-app';

const folder = fileURLToPath(new URL('../../../public/expressions', import.meta.url));

const TYPES = { webm: 'video/webm', mp4: 'video/mp4', svg: 'image/svg+xml' } as const;
const files = EXPRESSION_IDS.flatMap((id) =>
  Object.entries(TYPES).map(([extension, type]) => ({ name: `${id}.${extension}`, type })),
);

const t = await createTestApp();
afterAll(() => t.close());

describe('the bot’s expressions', () => {
  it('are in the public folder, three files each and nothing else but the README', () => {
    expect(readdirSync(folder).sort()).toEqual(
      [...files.map((file) => file.name), 'README.md'].sort(),
    );
  });

  it.each(files)('/expressions/$name is served to any site as $type', async ({ name, type }) => {
    const res = await t.app.inject({ method: 'GET', url: `/expressions/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.rawPayload.length).toBeGreaterThan(0);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { adminHeaders } from '../../test/support/retailers';
import { authorizeQuery, pkce } from '../../test/support/auth';
import { startV1, storeWithRule, widget } from '../../test/support/widget';
import { chosenEncoding, COMPRESS_THRESHOLD_BYTES } from './compression';

/** A console build as `npm run build` leaves it: each text file with its .br and .gz copies. */
const dist = mkdtempSync(join(tmpdir(), 'parley-console-'));
mkdirSync(join(dist, 'assets'));
const INDEX = `<!doctype html><script type="module" src="/assets/index-1a2b.js"></script>${' '.repeat(600)}`;
const SCRIPT = `console.log(${JSON.stringify('parley '.repeat(300))});\n`;
for (const [path, text] of [
  ['index.html', INDEX],
  ['assets/index-1a2b.js', SCRIPT],
] as const) {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}
// A file the build left without copies (too small to gain): sent as it is.
writeFileSync(join(dist, 'assets', 'tiny-3c4d.css'), 'a{}');

const t = await createTestApp({ CONSOLE_DIST: dist });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });

const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw).toString();
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
};

describe('chosenEncoding', () => {
  it('prefers brotli, then gzip, of those there are and the request takes', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chosenEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chosenEncoding('*', ['gzip'])).toBe('gzip');
    expect(chosenEncoding('br', ['gzip'])).toBeNull();
    expect(chosenEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chosenEncoding('identity', ['br', 'gzip'])).toBeNull();
  });
});

describe('the console’s files', () => {
  it('sends a hashed asset’s brotli or gzip copy, kept a year, varying with Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/index-1a2b.js', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res), accept).toBe(SCRIPT);
    }
  });

  it('sends index.html compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/callback']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(res), url).toBe(INDEX);
    }
  });

  it('sends a file without copies as it is, still kept a year', async () => {
    const res = await get('/assets/tiny-3c4d.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('a{}');
  });
});

describe('API answers', () => {
  it('compresses a read above the threshold, as the request accepts', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/openapi.json', `${encoding}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(res)).toBe(plain.body);
    }
  });

  it('sends a read below the threshold as it is', async () => {
    const retailer = await t.createRetailer();
    const res = await get(`/api/v1/retailers/${retailer.id}/shopify_store`, 'br, gzip', {
      ...(await adminHeaders(t)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the widget’s turns as they are: its hot path spends nothing on compression', async () => {
    const store = await storeWithRule(t);
    const headers = { ...store.headers, 'accept-encoding': 'br, gzip' };
    const start = await widget(t, store.headers, 'POST', '/sessions', startV1());
    const id = start.json<{ session: { session_id: string } }>().session.session_id;
    const turn = await widget(t, headers, 'POST', `/sessions/${id}/messages`, {
      text: 'I can pay 150',
    });
    expect(turn.statusCode, turn.body).toBe(200);
    expect(turn.headers['content-encoding']).toBeUndefined();
    expect(turn.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
  });

  it('never compresses an answer marked no-store, which may carry a secret', async () => {
    const query = new URLSearchParams(authorizeQuery(pkce().challenge));
    const res = await get(`/oauth/authorize?${query.toString()}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

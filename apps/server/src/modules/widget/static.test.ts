import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_PREVIEW_PATH } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';

const built = mkdtempSync(join(tmpdir(), 'parley-widget-'));
mkdirSync(join(built, 'dist'));
const WIDGET = 'console.log("parley");\n';
const VERSION = createHash('sha256').update(WIDGET).digest('hex').slice(0, 12);
writeFileSync(join(built, 'dist', 'parley-widget.js'), WIDGET);
// The build's copies (scripts/precompress.ts), written after the script.
writeFileSync(join(built, 'dist', 'parley-widget.js.br'), brotliCompressSync(WIDGET));
writeFileSync(join(built, 'dist', 'parley-widget.js.gz'), gzipSync(WIDGET));
// The chat's script, which the widget loads on demand, named by its build, with its copies.
const CHAT = 'window.parleyWidget.chat = {};\n';
const CHAT_FILE = 'parley-chat.0a1b2c3d4e5f.js';
const CHAT_VERSION = createHash('sha256').update(CHAT).digest('hex').slice(0, 12);
writeFileSync(join(built, 'dist', CHAT_FILE), CHAT);
writeFileSync(join(built, 'dist', `${CHAT_FILE}.br`), brotliCompressSync(CHAT));
writeFileSync(join(built, 'dist', `${CHAT_FILE}.gz`), gzipSync(CHAT));
writeFileSync(
  join(built, 'demo-store.html'),
  '<script>window.shop = 1;</script><script src="{{PUBLIC_URL}}/widget.js" data-api-key="{{API_KEY}}" async></script><script src="{{WIDGET_PATH}}"></script>',
);
// The theme preview's own build, as `vite build --mode theme-preview` writes it.
mkdirSync(join(built, 'dist', 'preview', 'assets'), { recursive: true });
writeFileSync(
  join(built, 'dist', 'preview', 'theme-preview.html'),
  '<!doctype html><div id="preview"></div><script type="module" src="/widget/assets/preview-1a2b.js"></script>',
);
writeFileSync(
  join(built, 'dist', 'preview', 'assets', 'preview-1a2b.js'),
  'console.log("preview");\n',
);
writeFileSync(join(built, 'dist', 'preview', 'stray.html'), '<p>not a page of ours</p>');
writeFileSync(
  join(built, 'dist', 'preview', 'theme-preview.html.br'),
  brotliCompressSync('<!doctype html>'),
);
const missing = join(tmpdir(), 'parley-widget-not-built');
const CONSOLE = 'http://localhost:5173';

const t = await createTestApp({ WIDGET_DIR: built, CONSOLE_REDIRECT_URIS: `${CONSOLE}/callback` });
const bare = await createTestApp({ WIDGET_DIR: missing });
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
  rmSync(built, { recursive: true, force: true });
});

describe('/widget.js', () => {
  it('serves the built widget to any site’s pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toBe('console.log("parley");\n');
  });

  it('sends the build’s brotli or gzip copy as the request takes, varying with it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WIDGET);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(WIDGET);
  });

  it('is kept 5 minutes at the stable address, then revalidated by its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.etag).toBe(`"${VERSION}"`);
    const again = await t.app.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { 'if-none-match': `"${VERSION}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is kept a year under its version; an older version gets the current script briefly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/widget/v/${VERSION}.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(WIDGET);
    const old = await t.app.inject({ method: 'GET', url: '/widget/v/0123456789ab.js' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toMatch(/max-age=300,/);
    expect(old.body).toBe(WIDGET);
    for (const url of ['/widget/v/latest.js', '/widget/v/0123456789ab.css', '/widget/v/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('ignores copies older than the script: an earlier build’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-widget-stale-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'parley-widget.js.br'), brotliCompressSync('old();'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'dist', 'parley-widget.js.br'), past, past);
    writeFileSync(join(dir, 'dist', 'parley-widget.js'), WIDGET);
    const app = await createTestApp({ WIDGET_DIR: dir });
    try {
      const res = await app.app.inject({
        method: 'GET',
        url: '/widget.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(WIDGET);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what to run when the widget is not built', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/widget.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/npm run build -w @parley\/widget/);
  });
});

describe('/widget/v/parley-chat.<hash>.js', () => {
  it('serves the chat’s script to any site’s pages, kept a year under its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/widget/v/${CHAT_FILE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(`"${CHAT_VERSION}"`);
    expect(res.body).toBe(CHAT);
    const again = await t.app.inject({
      method: 'GET',
      url: `/widget/v/${CHAT_FILE}`,
      headers: { 'if-none-match': `"${CHAT_VERSION}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the build’s brotli or gzip copy as the request takes', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: `/widget/v/${CHAT_FILE}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`"${CHAT_VERSION}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHAT);
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/widget/v/${CHAT_FILE}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHAT);
  });

  it('gives a page script of another build this build’s chat, briefly cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/v/parley-chat.ffffffffffff.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=300,/);
    expect(res.body).toBe(CHAT);
  });

  it('reads no other file of the build, and nothing outside it', async () => {
    for (const url of [
      `/widget/v/${CHAT_FILE}.br`,
      '/widget/v/parley-chat.0a1b2c3d.js',
      '/widget/v/parley-chat.0A1B2C3D4E5F.js',
      '/widget/v/parley-widget.js',
      '/widget/v/..%2Fdemo-store.html',
      '/widget/v/..%2F..%2Fpackage.json',
      `/widget/v/..%2Fdist%2F${CHAT_FILE}`,
      '/widget/v/preview%2Ftheme-preview.html',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(CHAT);
    }
  });

  it('says what to run when the widget is not built', async () => {
    const res = await bare.app.inject({ method: 'GET', url: `/widget/v/${CHAT_FILE}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/npm run build -w @parley\/widget/);
  });
});

describe('/demo-store', () => {
  it('fills in the demo retailer’s key and this server’s address', async () => {
    const retailer = await t.createRetailer({ name: 'Demo Store' });
    await t.createUser({ email: t.config.demoEmail, retailerId: retailer.id });
    const res = await t.app.inject({ method: 'GET', url: '/demo-store' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(
      `<script>window.shop = 1;</script><script src="http://localhost:3000/widget.js" data-api-key="${retailer.apiKey}" async></script><script src="/widget/v/${VERSION}.js"></script>`,
    );
  });

  it('lets the page’s own inline script run, by its hash, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-store' });
    const hash = createHash('sha256').update('window.shop = 1;').digest('base64');
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toMatch(/default-src 'self'/);
  });

  it('answers 404 with a reason when the page is not there or there is no demo retailer', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/demo-store' })).statusCode).toBe(404);
    const res = await bare.app.inject({ method: 'GET', url: '/demo-store' });
    expect(res.body).toMatch(/not been built/);
  });
});

describe('the theme preview page', () => {
  it('is served from the widget’s build, framed by this server and the console only', async () => {
    const res = await t.app.inject({ method: 'GET', url: THEME_PREVIEW_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('preview-1a2b.js');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = String(res.headers['content-security-policy']);
    const ancestors = policy
      .split(';')
      .find((directive) => directive.startsWith('frame-ancestors'));
    expect(ancestors).toBe(`frame-ancestors 'self' http://localhost:3000 ${CONSOLE}`);
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    // A logo chosen in the editor and not uploaded yet is shown from a blob: address.
    expect(policy).toMatch(/img-src [^;]* blob:(;|$)/);
  });

  it('serves what the page loads under /widget/, but no other page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/widget/assets/preview-1a2b.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("preview");\n');
    expect(script.headers['cache-control']).toMatch(/immutable/);
    for (const url of [
      '/widget/stray.html',
      '/widget/theme-preview.html.br',
      '/widget/../demo-store.html',
      '/widget/none.js',
      // Only the preview's build: the shoppers' script is /widget.js.
      '/widget/parley-widget.js',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('says what to run when the widget is not built', async () => {
    const res = await bare.app.inject({ method: 'GET', url: THEME_PREVIEW_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/npm run build -w @parley\/widget/);
  });
});

describe('/expressions', () => {
  it('answers 404 for a file that is not there, and never leaves the folder', async () => {
    for (const url of ['/expressions/none.svg', '/expressions/../../package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

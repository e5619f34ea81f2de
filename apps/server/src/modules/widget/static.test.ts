import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { THEME_PREVIEW_PATH } from '@parley/contract';
import { createTestApp } from '../../../test/test-app';

const built = mkdtempSync(join(tmpdir(), 'parley-widget-'));
mkdirSync(join(built, 'dist'));
writeFileSync(join(built, 'dist', 'parley-widget.js'), 'console.log("parley");\n');
writeFileSync(
  join(built, 'demo-store.html'),
  '<script>window.shop = 1;</script><script src="{{PUBLIC_URL}}/widget.js" data-api-key="{{API_KEY}}" async></script>',
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

  it('says what to run when the widget is not built', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/widget.js' });
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
      `<script>window.shop = 1;</script><script src="http://localhost:3000/widget.js" data-api-key="${retailer.apiKey}" async></script>`,
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

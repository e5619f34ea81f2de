import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.replaceChildren();
});

describe('the embed script', () => {
  it('reads its key from data-api-key and calls the API on its own origin', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push({ url, headers: new Headers(init.headers) });
      return Promise.resolve(
        Response.json({ show: false, theme: {}, language: 'en-GB', currency: 'GBP' }),
      );
    });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <div data-parley-product data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></div>`;
    await import('./main');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toBe('https://parley.example/api/v1/widget/display?api_key=pk_demo_123');
    expect(seen[0]?.headers.get('x-api-key')).toBe('pk_demo_123');
    expect(localStorage.getItem('parley:shopper')).toMatch(/^[\w-]{16,64}$/);
    expect(localStorage.getItem('parley:visits')).toBe('1');
  });

  it('does nothing but tell the developer when there is no key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js"></script>
      <div data-parley-product data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></div>`;
    await import('./main');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-api-key'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_WAIT_MS } from './boot/integration-script';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete window.parleyConfig;
});

/** The store's integration script the widget added to the page (jsdom never loads it). */
const integrationScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[data-parley-integration]');

/**
 * Answers every call with a display that shows no button and records it; keeps the widget's
 * console.info quiet. Returns the calls as they come.
 */
const answerDisplay = () => {
  const seen: { url: string; headers: Headers; body: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? init.body : '';
    seen.push({ url, headers: new Headers(init.headers), body });
    return Promise.resolve(
      Response.json({ show: false, theme: {}, language: 'en-GB', currency: 'GBP' }),
    );
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return seen;
};

describe('the embed script', () => {
  it('reads its key from data-api-key and calls the API on its own origin', async () => {
    const seen = answerDisplay();
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <div data-parley-product data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></div>`;
    await import('./main');
    // A store without integration code: the script is empty (here: it fails to load).
    integrationScript()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toBe('https://parley.example/api/v1/widget/display?api_key=pk_demo_123');
    expect(seen[0]?.headers.get('x-api-key')).toBe('pk_demo_123');
    expect(localStorage.getItem('parley:shopper')).toMatch(/^[\w-]{16,64}$/);
    expect(localStorage.getItem('parley:visits')).toBe('1');
  });

  it("runs the store's integration script first, and places buttons where its config says", async () => {
    const seen = answerDisplay();
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <form class="theme-product" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    await import('./main');
    const script = integrationScript();
    expect(script?.src).toBe(
      'https://parley.example/api/v1/widget/integration.js?api_key=pk_demo_123',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    // What the administrator's code does when it runs: name the theme's product form.
    window.parleyConfig = {
      buttons: [
        { type: 'product', formSelector: 'form.theme-product', positionElement: (form) => form },
      ],
    };
    script?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.url).toContain('/api/v1/widget/display');
  });

  it('goes ahead without the integration script when it does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = answerDisplay();
    // A form of its own (earlier tests' widgets still watch the page for theirs).
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <form class="late-theme" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    window.parleyConfig = {
      buttons: [{ type: 'product', formSelector: 'form.late-theme', positionElement: (f) => f }],
    };
    await import('./main');
    await vi.advanceTimersByTimeAsync(INTEGRATION_WAIT_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('sends the cohorts the page declares: the script tag’s, the config’s and the link’s', async () => {
    const seen = answerDisplay();
    history.replaceState(null, '', '/jacket?parley_cohort=Newsletter');
    // A form of its own (earlier tests' widgets still watch the page for theirs).
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" data-parley-cohorts="VIP, Staff" async></script>
      <form class="cohort-theme" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    // As a Shopify store's snippet sets it: the logged-in customer's tags.
    window.parleyConfig = {
      cohorts: ['wholesale', 'vip'],
      buttons: [{ type: 'product', formSelector: 'form.cohort-theme', positionElement: (f) => f }],
    };
    await import('./main');
    integrationScript()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(seen).toHaveLength(1));
    const sent = JSON.parse(seen[0]?.body ?? '{}') as { context: { cohorts?: string[] } };
    expect(sent.context.cohorts).toEqual(['VIP', 'Staff', 'wholesale', 'Newsletter']);
    history.replaceState(null, '', '/');
    sessionStorage.clear();
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

import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

interface SentCheck {
  page_type: string;
  product?: { retailer_product_id: string };
  context: { cohorts?: string[] };
}

/**
 * Answers every display check with a button that does not show and records the requests; keeps
 * the widget's console.info quiet. Returns the requests as they come.
 */
const answerDisplay = () => {
  const seen: { url: string; headers: Headers; checks: SentCheck[] }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? init.body : '{}';
    const { checks = [] } = JSON.parse(body) as { checks?: SentCheck[] };
    seen.push({ url, headers: new Headers(init.headers), checks });
    const hidden = { show: false, theme: {}, language: 'en-GB', currency: 'GBP' };
    return Promise.resolve(Response.json({ checks: checks.map(() => hidden) }));
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  return seen;
};

const productIds = (checks: SentCheck[] = []) =>
  checks.map((check) => check.product?.retailer_product_id);

describe('the embed script', () => {
  it('reads its key from data-api-key and asks for every button of the page in one call', async () => {
    const seen = answerDisplay();
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <div data-parley-product data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></div>
      <div data-parley-product data-product-id="DEMO-BAG" data-product-name="Bag" data-price="96"></div>`;
    await import('./main');
    // Not kept waiting for the store's integration script, which is still loading.
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(integrationScript()).not.toBeNull();
    expect(seen[0]?.url).toBe('https://parley.example/api/v1/widget/displays?api_key=pk_demo_123');
    expect(seen[0]?.headers.get('x-api-key')).toBe('pk_demo_123');
    expect(productIds(seen[0]?.checks)).toEqual(['DEMO-SCARF', 'DEMO-BAG']);
    expect(localStorage.getItem('parley:shopper')).toMatch(/^[\w-]{16,64}$/);
    expect(localStorage.getItem('parley:visits')).toBe('1');
    // A store without integration code: its empty script changes nothing, and asks nothing more.
    integrationScript()?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it("places the buttons the store's integration code names once it has run, with its cohorts", async () => {
    const seen = answerDisplay();
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <div data-parley-product data-product-id="DEMO-BAG" data-product-name="Bag" data-price="96"></div>
      <form class="theme-product" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    await import('./main');
    const script = integrationScript();
    expect(script?.src).toBe(
      'https://parley.example/api/v1/widget/integration.js?api_key=pk_demo_123',
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(productIds(seen[0]?.checks)).toEqual(['DEMO-BAG']);
    // What the administrator's code does when it runs: name the theme's product form.
    window.parleyConfig = {
      cohorts: ['VIP'],
      buttons: [
        { type: 'product', formSelector: 'form.theme-product', positionElement: (form) => form },
      ],
    };
    script?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(productIds(seen[1]?.checks)).toEqual(['DEMO-SCARF']);
    expect(seen[1]?.checks[0]?.context.cohorts).toEqual(['VIP']);
  });

  it('also places the buttons integration code adds to the config the page set itself', async () => {
    const seen = answerDisplay();
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <form class="added-theme" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    const pageConfig: NonNullable<typeof window.parleyConfig> = {};
    window.parleyConfig = pageConfig;
    await import('./main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    // The code adds to the page's object instead of assigning a new one.
    pageConfig.buttons = [
      { type: 'product', formSelector: 'form.added-theme', positionElement: (form) => form },
    ];
    integrationScript()?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(productIds(seen[0]?.checks)).toEqual(['DEMO-SCARF']);
  });

  it('asks at once for the forms a config the page set itself names, not waiting on the integration script', async () => {
    const seen = answerDisplay();
    // A form of its own (earlier tests' widgets still watch the page for theirs).
    document.body.innerHTML = `
      <script src="https://parley.example/widget.js" data-api-key="pk_demo_123" async></script>
      <form class="late-theme" data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></form>`;
    window.parleyConfig = {
      buttons: [{ type: 'product', formSelector: 'form.late-theme', positionElement: (f) => f }],
    };
    await import('./main');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(productIds(seen[0]?.checks)).toEqual(['DEMO-SCARF']);
    expect(integrationScript()?.dataset.parleyIntegration).toBe('');
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
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.checks[0]?.context.cohorts).toEqual([
      'VIP',
      'Staff',
      'wholesale',
      'Newsletter',
    ]);
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

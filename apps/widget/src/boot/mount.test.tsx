import { widgetRoutes } from '@parley/contract/widget-routes';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EVENT } from '../chat/session-event';
import { createFakeApi } from '../../test/fake-api';
import { fakeBehaviour, testEnvironment } from '../../test/harness';
import { HOST_ATTRIBUTE } from './mount';
import { scanPage } from './page-scan';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
});

const buttonIn = (host: Element | null | undefined) =>
  host?.shadowRoot?.querySelector<HTMLButtonElement>('button.pw-button') ?? null;

describe('putting buttons on the page', () => {
  it('mounts each placeholder’s button in a shadow root with its own styles', async () => {
    document.body.innerHTML = `
      <style>button { display: none !important; color: red; }</style>
      <div id="jacket" data-parley-product data-product-id="DEMO-JACKET" data-product-name="Jacket" data-price="189"></div>
      <div id="scarf" data-parley-product data-product-id="DEMO-SCARF" data-product-name="Scarf" data-price="48"></div>`;
    const fake = createFakeApi();
    stop = scanPage(document, testEnvironment(fake, fakeBehaviour().behaviour), {});

    const jacketHost = document.querySelector(`#jacket > [${HOST_ATTRIBUTE}]`);
    await waitFor(() => expect(buttonIn(jacketHost)?.textContent).toBe('Negotiate'));
    expect(jacketHost?.shadowRoot?.querySelector('style')?.textContent).toContain('.pw-button');
    expect(document.querySelector('button')).toBeNull();
    await waitFor(() =>
      expect(buttonIn(document.querySelector(`#scarf > [${HOST_ATTRIBUTE}]`))).not.toBeNull(),
    );
    const overlays = document.querySelectorAll(`body > [${HOST_ATTRIBUTE}="overlay"]`);
    expect(overlays).toHaveLength(1);
    expect(fake.displayChecks()).toHaveLength(2);
    // Both buttons asked in one request.
    expect(fake.callsTo(widgetRoutes.checkDisplays)).toHaveLength(1);
  });

  it('places usage B buttons after positionElement, also in forms that appear later', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeApi();
      const onDisplayUpdate = vi.fn();
      stop = scanPage(document, testEnvironment(fake, fakeBehaviour().behaviour), {
        buttons: [
          {
            type: 'cart-drawer',
            formSelector: 'form.drawer',
            positionElement: (form) => form.querySelector('.actions'),
            cart: [{ retailer_product_id: 'DEMO-BAG', name: 'Bag', price: 96, quantity: 1 }],
            onDisplayUpdate,
          },
        ],
      });
      expect(fake.calls).toHaveLength(0);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<form class="drawer"><div class="actions"></div></form>',
      );
      await vi.advanceTimersByTimeAsync(200);
      const host = document.querySelector('.actions')?.nextElementSibling;
      expect(host?.hasAttribute(HOST_ATTRIBUTE)).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(buttonIn(host)).not.toBeNull();
      expect(fake.displayChecks()[0]?.body).toMatchObject({ page_type: 'cart' });
      expect(onDisplayUpdate).toHaveBeenLastCalledWith(
        expect.objectContaining({ show: true, open: false, session: null }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usage C: a negotiation the host page started', () => {
  it('opens its chat inside the placeholder, and takes it away with the placeholder', async () => {
    const fake = createFakeApi();
    const sessionId = fake.startedByHost();
    document.body.innerHTML = `<div id="test" data-parley-session="${sessionId}" data-subject="Jacket"></div>`;
    const placeholder = document.querySelector('#test');
    const heard = vi.fn();
    placeholder?.addEventListener(SESSION_EVENT, heard);
    stop = scanPage(document, testEnvironment(fake, fakeBehaviour().behaviour), {});

    const host = placeholder?.querySelector(`[${HOST_ATTRIBUTE}]`);
    const line = () => host?.shadowRoot?.querySelector('.pw-bot-line')?.textContent;
    await waitFor(() => expect(line()).toContain('Hello! What would you like to offer?'));
    expect(host?.shadowRoot?.querySelector('[role="region"] header p')?.textContent).toBe('Jacket');
    // The state event leaves the shadow root for the host's listeners.
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(fake.displayChecks()).toHaveLength(0);
    expect(document.querySelector(`body > [${HOST_ATTRIBUTE}="overlay"]`)).toBeNull();

    placeholder?.remove();
    await waitFor(() => expect(host?.parentElement).toBeNull());
  });

  it('tells the developer when the placeholder names no session', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-parley-session=" "></div>';
    const fake = createFakeApi();
    stop = scanPage(document, testEnvironment(fake, fakeBehaviour().behaviour), {});
    expect(warn).toHaveBeenCalledWith(
      'Parley: this placeholder names no session',
      expect.anything(),
    );
    expect(document.querySelector(`[${HOST_ATTRIBUTE}]`)).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});

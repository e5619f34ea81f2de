import { adoptStoreConfig, createEnvironment } from './boot/environment';
import { runIntegrationScript } from './boot/integration-script';
import { scanPage } from './boot/page-scan';
import type { ParleyConfig } from './page/store-config';

export type { AddToBasketDetail } from './chat/basket';
export type { ParleySessionDetail } from './chat/session-event';
export type { ParleyButtonConfig, ParleyConfig } from './page/store-config';
export type { ParleyDisplayState } from './page/target';

declare global {
  interface Window {
    parleyConfig?: ParleyConfig;
  }
}

/**
 * The widget script, as stores embed it:
 * `<script src="https://parley.example/widget.js" data-api-key="pk_…" async></script>`.
 * The script's own origin is the API's; its data-api-key names the store (or
 * `window.parleyConfig.apiKey`). It must be read now: document.currentScript is only set while
 * the script first runs.
 */
function widgetScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  return document.querySelector<HTMLScriptElement>('script[data-api-key][src]');
}

function boot() {
  const script = widgetScript();
  const config: ParleyConfig = window.parleyConfig ?? {};
  const apiKey = script?.dataset.apiKey ?? config.apiKey;
  if (!apiKey) {
    console.warn('Parley: no API key: add data-api-key="pk_…" to the widget’s script tag.');
    return;
  }
  const origin = new URL(script?.src ?? location.href, location.href).origin;
  // The store's integration code may assign window.parleyConfig, naming the theme's forms that
  // get buttons. It loads alongside the page's first display check instead of before it: the
  // page's placeholders show their buttons one round trip after this script, and the forms the
  // code names get theirs when it has run.
  const integration = runIntegrationScript(document, origin, apiKey).then(
    () => window.parleyConfig ?? config,
  );
  const start = () => {
    const env = createEnvironment({ origin, apiKey }, config);
    const storeConfig = integration.then((current) => {
      adoptStoreConfig(env, current);
      return current;
    });
    scanPage(document, env, config, storeConfig);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}

boot();

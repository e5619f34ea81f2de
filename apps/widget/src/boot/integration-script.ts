import { API_BASE_PATH, findIntegrationCode } from '@parley/contract/widget-routes';
import { urlOf } from '../api/request';

/** How long the buttons wait for the store's integration script before going ahead without it. */
export const INTEGRATION_WAIT_MS = 3000;

/**
 * Runs the store's integration code (written for it by an administrator: it assigns
 * `window.parleyConfig`, placing buttons on its theme's forms) on this page, as a script of the
 * API's origin: the server gives it only to the store's own pages, and an empty script to a store
 * without any. Resolves once it ran, failed or took too long, so buttons never wait on it for ever.
 */
export function runIntegrationScript(doc: Document, origin: string, apiKey: string) {
  return new Promise<void>((resolve) => {
    const script = doc.createElement('script');
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, INTEGRATION_WAIT_MS);
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    script.async = true;
    script.dataset.parleyIntegration = '';
    const api = { baseUrl: `${origin}${API_BASE_PATH}`, apiKey };
    script.src = urlOf(api, findIntegrationCode.path);
    (doc.head ?? doc.documentElement).append(script);
  });
}

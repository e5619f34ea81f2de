import { createWidgetApi, type WidgetApiOptions } from '../api/client';
import type { WidgetEnvironment } from '../chat/environment';
import { watchBehaviour } from '../shopper/behaviour';
import { chatLanguageOf, pageUrlOf } from '../shopper/context';
import { shopperIdOf, visitNumberOf } from '../shopper/identity';
import { magicLinkOf } from '../shopper/magic-link';
import { browserStore } from '../shopper/storage';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Everything the page's buttons share, read once as the widget starts. */
export function createEnvironment(options: WidgetApiOptions): WidgetEnvironment {
  const local = browserStore('localStorage');
  const session = browserStore('sessionStorage');
  return {
    api: createWidgetApi(options),
    shopper: {
      shopperId: shopperIdOf(local),
      visitNumber: visitNumberOf(local, session),
      magicLink: magicLinkOf(location.href, session, Date.now()),
      language: chatLanguageOf([document.documentElement.lang, ...navigator.languages]),
      pageUrl: pageUrlOf(location.href),
    },
    behaviour: watchBehaviour(document, () => performance.now()),
    sessionStore: session,
    assetOrigin: options.origin,
    reducedMotion: prefersReducedMotion(),
  };
}

import { createWidgetApi, type WidgetApiOptions } from '../api/client';
import type { WidgetEnvironment } from '../chat/environment';
import { landingDeal } from '../page/landing';
import { watchBehaviour } from '../shopper/behaviour';
import { chatLanguageOf, pageUrlOf } from '../shopper/context';
import { shopperIdOf, visitNumberOf } from '../shopper/identity';
import { cohortsOf, declaredCohorts } from '../shopper/cohorts';
import { linkCohortOf, magicLinkOf } from '../shopper/magic-link';
import type { ParleyConfig } from '../page/store-config';
import { browserStore, type KeyValueStore } from '../shopper/storage';
import { createPageOverlay } from '../ui/page-overlay';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The cohorts the page names: its tags', its config's and its link's. */
const pageCohorts = (config: ParleyConfig, session: KeyValueStore, now: number) =>
  cohortsOf([
    ...declaredCohorts(document),
    config.cohorts,
    linkCohortOf(location.href, session, now),
  ]);

/**
 * The cohorts of the config the store's integration code assigned, which may come after the
 * page's first display check: the checks and starts from then on name them.
 */
export function adoptStoreConfig(env: WidgetEnvironment, config: ParleyConfig) {
  env.shopper.cohorts = pageCohorts(config, env.sessionStore, Date.now());
}

/** Everything the page's buttons share, read once as the widget starts. */
export function createEnvironment(
  options: WidgetApiOptions,
  config: ParleyConfig,
): WidgetEnvironment {
  const local = browserStore('localStorage');
  const session = browserStore('sessionStorage');
  const now = Date.now();
  const api = createWidgetApi(options);
  return {
    api,
    shopper: {
      shopperId: shopperIdOf(local),
      visitNumber: visitNumberOf(local, session),
      magicLink: magicLinkOf(location.href, session, now),
      cohorts: pageCohorts(config, session, now),
      language: chatLanguageOf([document.documentElement.lang, ...navigator.languages]),
      pageUrl: pageUrlOf(location.href),
    },
    behaviour: watchBehaviour(document, () => performance.now()),
    sessionStore: session,
    assetOrigin: options.origin,
    reducedMotion: prefersReducedMotion(),
    landingDeal: landingDeal(location.href, (token) => api.priceTokenDeal(token)),
    overlay: createPageOverlay(),
  };
}

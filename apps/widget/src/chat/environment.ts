import type { WidgetApi } from '../api/client';
import type { LandingDeal } from '../page/landing';
import type { PageBehaviour } from '../shopper/behaviour';
import type { Shopper } from '../shopper/context';
import type { KeyValueStore } from '../shopper/storage';
import type { PageOverlay } from '../ui/page-overlay';

/** What every button on the page shares: the API, the shopper and where things are kept. */
export interface WidgetEnvironment {
  api: WidgetApi;
  shopper: Shopper;
  behaviour: PageBehaviour;
  /** sessionStorage (or its stand-in): open negotiations are found again on the next page. */
  sessionStore: KeyValueStore;
  /** The widget's own origin: expression images are relative to it, not to the store's page. */
  assetOrigin: string;
  /** Whether the shopper asked the system for less motion. */
  reducedMotion: boolean;
  /** The deal the page's address brought (a recovery link's Buy now), for its button. */
  landingDeal: LandingDeal;
  /** What the buttons' popups and chats share: one popup at most, none over a chat. */
  overlay: PageOverlay;
}

import type { WidgetApi } from '../api/client';
import type { PageBehaviour } from '../shopper/behaviour';
import type { Shopper } from '../shopper/context';
import type { KeyValueStore } from '../shopper/storage';

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
}

import type { TChatLanguage, TShopperContext } from '@parley/contract';
import type { PageBehaviour } from './behaviour';

/** What the widget knows about the shopper for the whole page view. */
export interface Shopper {
  shopperId: string;
  visitNumber: number;
  magicLink: string | null;
  /** The cohorts the page declared (ids or names of the store's cohorts), read as it loaded. */
  cohorts: readonly string[];
  language: TChatLanguage;
  pageUrl: string | null;
}

/** The page's language (its lang attribute, else the browser's) as one the bot speaks. */
export function chatLanguageOf(tags: readonly string[]): TChatLanguage {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr' || primary === 'de' || primary === 'es') return primary;
    if (primary === 'en') return 'en-GB';
  }
  return 'en-GB';
}

/** Only web addresses are sent: the contract wants a URL, and a file:// page has nothing to say. */
export function pageUrlOf(href: string): string | null {
  return /^https?:\/\//.test(href) && href.length <= 2048 ? href : null;
}

/** The context sent with display checks and session starts, as of now. */
export function contextOf(shopper: Shopper, behaviour: PageBehaviour): TShopperContext {
  return {
    shopper_id: shopper.shopperId,
    visit_number: shopper.visitNumber,
    dwell_seconds: Math.min(behaviour.dwellSeconds(), 86_400),
    exit_intent: behaviour.exitIntent(),
    language: shopper.language,
    ...(shopper.magicLink ? { magic_link: shopper.magicLink } : {}),
    ...(shopper.cohorts.length > 0 ? { cohorts: [...shopper.cohorts] } : {}),
    ...(shopper.pageUrl ? { page_url: shopper.pageUrl } : {}),
  };
}

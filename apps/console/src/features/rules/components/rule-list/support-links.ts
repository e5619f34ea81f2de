import type { TBannerType } from '@parley/contract';

/** Where the rules-page banners send a retailer for help (part 1 §1 and §9). */
export const SUPPORT_EMAIL = 'support@parley.local';
export const SUPPORT_HOURS = 'Monday to Friday, 9am to 6pm GMT';
/** The target time for a first answer from support. */
export const SUPPORT_RESPONSE_HOURS = 8;
/** How long the free training call is offered once the welcome banner is passed. */
export const TRAINING_OFFER_HOURS = 48;

export const SUPPORT_URL = `mailto:${SUPPORT_EMAIL}`;
export const TRAINING_BOOKING_URL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(
  'Book my free training call',
)}`;

/**
 * What the rules page shows: the welcome; the training offer (sub-banner 1) and, after Not Now,
 * its reminder (sub-banner 2); then the help banners for good.
 */
export type BannerStage = 'welcome' | 'training' | 'trainingLater' | 'help';

export const bannerStageOf = (type: TBannerType): BannerStage =>
  type === 'welcome' ? 'welcome' : type === 'initial_book_call' ? 'training' : 'help';

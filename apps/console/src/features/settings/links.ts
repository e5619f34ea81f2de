import { link, RETAILER_PATH } from '../../app/route-kit';

/** A retailer's Store Settings (part 2 §2). */
export const SETTINGS_PATH = `${RETAILER_PATH}/settings` as const;

export const settingsLinks = {
  store: link(SETTINGS_PATH),
};

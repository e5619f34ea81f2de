export const addonItemUrls = {
  list: (retailerId: string) => `/retailers/${retailerId}/addon_items`,
  create: (retailerId: string) => `/retailers/${retailerId}/addon_items/new`,
  item: (retailerId: string, itemId: string) => `/retailers/${retailerId}/addon_items/${itemId}`,
};

/** The item's word in titles and toasts: 'Gift With Purchase Created' (part 2 §8). */
export const ADDON_ITEM = 'Gift With Purchase';

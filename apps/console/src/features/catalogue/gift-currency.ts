/**
 * The currency a gift's values are written in on the console's catalogue and rule screens: part 2
 * gives the gift's currency symbol as £, and the catalogue carries no store currency of its own
 * (the shopper's chat writes the value in the session's currency, server-side).
 */
export const GIFT_CURRENCY = 'GBP';

export { catalogueLinks } from './links';
export * from './api';
export { GIFT_CURRENCY } from './gift-currency';

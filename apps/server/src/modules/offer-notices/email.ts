import { PRODUCT_NAME } from '@parley/contract';

export const OFFER_NOTICE_EMAIL_KIND = 'offer_notice';

export interface OfferLeft {
  productName: string;
  quantity: number;
  /** With its currency symbol: '£150.00'. */
  offer: string;
  listPrice: string;
  shopperName: string | null;
  /** The session in the console, where the offer is accepted, countered or rejected. */
  link: string;
}

const plural = (count: number) => (count === 1 ? 'an offer' : `${count} offers`);

/** The store's notice: every offer left in one window, each with its link to the console. */
export function offerNoticeEmail(storeName: string, offers: readonly OfferLeft[]) {
  const subject = `${storeName}: ${plural(offers.length)} waiting for your review`;
  const lines = offers.flatMap((offer) => [
    `- ${offer.quantity > 1 ? `${offer.quantity} × ` : ''}${offer.productName}: ${offer.offer} offered (list ${offer.listPrice})${offer.shopperName ? ` by ${offer.shopperName}` : ''}`,
    `  ${offer.link}`,
  ]);
  const text = [
    `Shoppers left ${plural(offers.length)} in ${PRODUCT_NAME} for ${storeName} to review:`,
    '',
    ...lines,
    '',
    'Open an offer to accept it, make a final counter-offer or reject it. The shopper is e-mailed your answer.',
  ].join('\n');
  return { subject, text };
}

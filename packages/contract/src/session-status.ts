/** Part 1 §4 summary_status labels and the list's title. */
import type { TNegotiationStatus, TNegotiationType, TSummaryStatus } from './chat';
import { PRODUCT_TERM_PLURAL } from './product';

/** The list title: the product's term, or 'Recoverable' naming for limited-data users. */
export const sessionsTitle = (limitedData: boolean) =>
  limitedData ? `Recoverable ${PRODUCT_TERM_PLURAL}` : PRODUCT_TERM_PLURAL;

/** A session as the status label needs it. */
export interface TStatusSubject {
  summary_status: TSummaryStatus;
  negotiation_status: TNegotiationStatus;
  negotiation_type: TNegotiationType;
  addon_item_id: string | null;
}

/** Part 1 §4 summary_status labels, for the list or the detail. */
export function summaryStatusLabel(row: TStatusSubject, where: 'list' | 'detail'): string {
  const purchased = (recovered: boolean) =>
    `${recovered ? 'Recovered - ' : ''}Purchased${row.addon_item_id ? ' with Add-on' : ''}`;
  switch (row.summary_status) {
    case 'sold':
      return purchased(row.negotiation_status === 'recovered_purchased');
    case 'recovered_purchased':
      return purchased(true);
    case 'added_to_basket':
      return row.negotiation_type === 'cart' ? 'Sent to Checkout' : 'Added to Basket';
    case 'checkout':
      return 'Sent to Checkout';
    case 'abandoned_negotiated':
      // The spec shows no label for it.
      return 'Negotiated';
    case 'abandoned_reached_final_offer':
      return 'Final Offer';
    case 'abandoned_deal_agreed':
      return 'Deal Agreed';
    case 'user_offer_available':
      return 'Recoverable - waiting for review';
    case 'user_offer_accepted':
      return 'Recoverable - user offer accepted';
    case 'user_offer_rejected':
      return where === 'detail'
        ? 'No longer recoverable - user offer rejected'
        : 'No longer recoverable';
    case 'user_offer_countered':
      return 'Recoverable - counter offer sent';
  }
}

import { link, RETAILER_PATH } from '../../app/route-kit';

/** A retailer's plan and usage charges (part 2 §2 Plans and usage). */
export const BILLING_PATHS = {
  planChoice: `${RETAILER_PATH}/account/plan/choice`,
  plan: `${RETAILER_PATH}/account/plan`,
  usage: `${RETAILER_PATH}/account/usage`,
  usageItem: `${RETAILER_PATH}/account/usage/:itemId`,
} as const;

const usageItem = link(BILLING_PATHS.usageItem);

export const billingLinks = {
  planChoice: link(BILLING_PATHS.planChoice),
  plan: link(BILLING_PATHS.plan),
  usage: link(BILLING_PATHS.usage),
  usageItem: ({ retailerId, eventId }: { retailerId: string; eventId: string }) =>
    usageItem({ retailerId, itemId: eventId }),
};

/**
 * The query parameter that holds the spending-limit dialog open, naming the plan it sets the
 * limit for (filters, paging and open dialogs live in the URL).
 */
export const SPENDING_LIMIT_PARAM = 'spending_limit';
/** Shopify sends the store back to the plan page with the charge to confirm (part 2 §2). */
export const CHARGE_ID_PARAM = 'charge_id';

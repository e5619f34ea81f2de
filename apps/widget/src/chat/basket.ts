import type { TBasketResponse } from '@parley/contract';
import type { PageTarget } from '../page/target';

export const ADD_TO_BASKET_EVENT = 'parley:add-to-basket';

/** The detail of the `parley:add-to-basket` event. */
export interface AddToBasketDetail {
  session_id: string;
  retailer_product_id: string | null;
  /** Single use, for the store's checkout: its server redeems it at /api/v1/price_tokens/redeem. */
  price_token: string;
  price: number;
  quantity: number;
  currency: string;
  expires_at: string;
}

function hiddenField(form: HTMLFormElement, name: string, value: string) {
  const existing = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.name === name,
  );
  const field = existing ?? form.ownerDocument.createElement('input');
  field.type = 'hidden';
  field.name = name;
  field.value = value;
  if (!existing) form.append(field);
}

/**
 * Hands an added deal to the store. First a cancelable `parley:add-to-basket` event (bubbling
 * from the button's host element, so a listener on document hears it); a store that adds to the
 * basket itself calls preventDefault. Otherwise, when the page has an add-to-basket form, the
 * token goes in a hidden field, the quantity in its field, and the form is submitted as if the
 * shopper had pressed the store's own button.
 */
export function handOverDeal(
  /** Null for a host's negotiation (usage C): no product of the page, no form; only the event. */
  target: PageTarget | null,
  origin: Element,
  deal: TBasketResponse,
): void {
  const subject = target?.subject();
  const detail: AddToBasketDetail = {
    session_id: deal.session.session_id,
    retailer_product_id: subject?.kind === 'product' ? subject.product.retailer_product_id : null,
    price_token: deal.price_token,
    price: deal.price,
    quantity: deal.quantity,
    currency: deal.session.currency,
    expires_at: deal.expires_at,
  };
  const event = new CustomEvent<AddToBasketDetail>(ADD_TO_BASKET_EVENT, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!origin.dispatchEvent(event) || !target?.form) return;
  const { form } = target;
  hiddenField(form, target.tokenField, deal.price_token);
  if (target.quantityInput) target.quantityInput.value = String(deal.quantity);
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

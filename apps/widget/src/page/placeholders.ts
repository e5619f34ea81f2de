import { cartFromData, currencyOf, productFromData, productSubject } from './subject';
import { DEFAULT_TOKEN_FIELD, pageTarget, type PageSubject, type PageTarget } from './target';

export const PRODUCT_PLACEHOLDER = '[data-parley-product]';
export const CART_PLACEHOLDER = '[data-parley-cart]';
export const SESSION_PLACEHOLDER = '[data-parley-session]';

/** A negotiation the host page started, to be continued in a chat inside the placeholder. */
export interface SessionEmbed {
  sessionId: string;
  subject: string;
}

function formNamed(selector: string | undefined): HTMLFormElement | null {
  if (!selector) return null;
  const found = document.querySelector(selector);
  return found instanceof HTMLFormElement ? found : null;
}

function inputNamed(selector: string | undefined): HTMLInputElement | null {
  if (!selector) return null;
  const found = document.querySelector(selector);
  return found instanceof HTMLInputElement ? found : null;
}

/**
 * Usage A: a placeholder element marks where the button goes and describes what it negotiates.
 *
 * - `data-parley-product` with data-product-id, data-product-name, data-price, and optionally
 *   data-url, data-categories ("a,b"), data-sku, data-quantity;
 * - `data-parley-cart` with data-items, a JSON array of {retailer_product_id, name, price, quantity};
 * - either may add data-currency (ISO 4217, default GBP), data-form-selector (the store's
 *   add-to-basket form), data-quantity-selector and data-token-field (the price token's field
 *   name in that form, default parley_price_token).
 *
 * Returns null, with a note for the store's developer, when the description is unusable.
 */
export function targetFromPlaceholder(element: HTMLElement): PageTarget | null {
  const data = element.dataset;
  const isCart = element.matches(CART_PLACEHOLDER);
  const quantityInput = inputNamed(data.quantitySelector);
  const subject = (): PageSubject | null => {
    if (isCart) {
      const cart = cartFromData(data);
      return cart && { kind: 'cart', cart };
    }
    return productSubject(productFromData(data), quantityInput);
  };
  return pageTarget(
    subject,
    {
      currency: currencyOf(data.currency),
      form: formNamed(data.formSelector),
      quantityInput,
      tokenField: data.tokenField ?? DEFAULT_TOKEN_FIELD,
      onDisplayUpdate: null,
    },
    'Parley: this placeholder does not describe a product or basket',
    element,
  );
}

/**
 * Usage C: `data-parley-session` names a negotiation the host page started through its own server
 * (the session id); `data-subject` optionally names what is negotiated. Returns null, with a
 * note for the host's developer, when no session is named.
 */
export function sessionFromPlaceholder(element: HTMLElement): SessionEmbed | null {
  const sessionId = element.dataset.parleySession?.trim() ?? '';
  if (!sessionId) {
    console.warn('Parley: this placeholder names no session', element);
    return null;
  }
  return { sessionId, subject: element.dataset.subject?.trim() ?? '' };
}

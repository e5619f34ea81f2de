import {
  cartFromData,
  cartOf,
  currencyOf,
  productFromData,
  productOf,
  productSubject,
} from './subject';
import {
  DEFAULT_CURRENCY,
  DEFAULT_TOKEN_FIELD,
  pageTarget,
  type PageSubject,
  type PageTarget,
  type ParleyDisplayState,
} from './target';

type Described<T> = T | ((form: Element) => T | null);

/** One entry of `window.parleyConfig.buttons` (part 1, Store integration). */
export interface ParleyButtonConfig {
  type: 'product' | 'cart' | 'cart-drawer' | 'cart-notification';
  /** The store's add-to-basket (product) or basket (cart) form: one button per match. */
  formSelector: string;
  /** Product pages: the quantity field, inside the form or anywhere on the page. */
  quantityInputSelector?: string;
  /** Where the button goes: it is inserted right after the element returned. */
  positionElement: (form: Element) => Element | null | undefined;
  onDisplayUpdate?: (state: ParleyDisplayState) => void;
  /** The product ({retailer_product_id, name, price, url?, categories?, sku?}); else the form's data-*. */
  product?: Described<Record<string, unknown>>;
  /** The basket's items; else the form's data-items. */
  cart?: Described<readonly unknown[]>;
  currency?: string;
  tokenField?: string;
}

export interface ParleyConfig {
  apiKey?: string;
  currency?: string;
  /** The shopper's cohorts (the store's cohort ids or names; a Shopify customer's tags). */
  cohorts?: readonly string[];
  buttons?: ParleyButtonConfig[];
}

const described = <T>(value: Described<T> | undefined, form: Element): T | null | undefined =>
  typeof value === 'function' ? (value as (form: Element) => T | null)(form) : value;

function quantityInputOf(entry: ParleyButtonConfig, form: Element): HTMLInputElement | null {
  if (!entry.quantityInputSelector) return null;
  const found =
    form.querySelector(entry.quantityInputSelector) ??
    document.querySelector(entry.quantityInputSelector);
  return found instanceof HTMLInputElement ? found : null;
}

function dataOf(form: Element): DOMStringMap {
  return form instanceof HTMLElement ? form.dataset : {};
}

/** Usage B: a button for one form that an entry of `window.parleyConfig.buttons` matched. */
export function targetFromConfig(
  entry: ParleyButtonConfig,
  form: Element,
  config: ParleyConfig,
): PageTarget | null {
  const isProduct = entry.type === 'product';
  const quantityInput = isProduct ? quantityInputOf(entry, form) : null;
  const subject = (): PageSubject | null => {
    if (!isProduct) {
      const items = described(entry.cart, form);
      const cart = items === undefined ? cartFromData(dataOf(form)) : cartOf(items);
      return cart && { kind: 'cart', cart };
    }
    const given = described(entry.product, form);
    const product = given === undefined ? productFromData(dataOf(form)) : given && productOf(given);
    return productSubject(product, quantityInput);
  };
  return pageTarget(
    subject,
    {
      currency: currencyOf(entry.currency ?? config.currency, DEFAULT_CURRENCY),
      form: form instanceof HTMLFormElement ? form : null,
      quantityInput,
      tokenField: entry.tokenField ?? DEFAULT_TOKEN_FIELD,
      onDisplayUpdate: entry.onDisplayUpdate ?? null,
    },
    `Parley: no ${entry.type} description for the form`,
    form,
  );
}

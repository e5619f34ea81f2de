import type { TWidgetCart, TWidgetProduct, TWidgetSessionState } from '@parley/contract';

/** What is negotiated on this spot of the page. */
export type PageSubject =
  { kind: 'product'; product: TWidgetProduct } | { kind: 'cart'; cart: TWidgetCart };

/** What `onDisplayUpdate` receives whenever the button or the negotiation changes. */
export interface ParleyDisplayState {
  /** Whether the Negotiate button is shown. */
  show: boolean;
  /** Why not, when the server said (for the store's developer, never for shoppers). */
  reason: string | null;
  /** Whether the chat window is open. */
  open: boolean;
  /** The negotiation, once one started. */
  session: TWidgetSessionState | null;
}

/** One Negotiate button: where it came from, what it negotiates and how it hands a deal over. */
export interface PageTarget {
  /** Names this negotiation on this site, so its session is found again on the next page. */
  key: string;
  /** Reads the product or basket now: the quantity and the basket may have changed since load. */
  subject(): PageSubject | null;
  currency: string;
  /** The store's add-to-basket form, submitted after a deal is added (unless a listener objects). */
  form: HTMLFormElement | null;
  quantityInput: HTMLInputElement | null;
  /** Name of the hidden field that carries the price token when the form is submitted. */
  tokenField: string;
  onDisplayUpdate: ((state: ParleyDisplayState) => void) | null;
}

export const DEFAULT_TOKEN_FIELD = 'parley_price_token';
export const DEFAULT_CURRENCY = 'GBP';

const targetKeyOf = (subject: PageSubject) =>
  subject.kind === 'product' ? `product:${subject.product.retailer_product_id}` : 'cart';

/**
 * The button's target, both usages alike: null when `subject` finds nothing to negotiate on the
 * page now, with `warning` about `source` for the store's developer.
 */
export function pageTarget(
  subject: () => PageSubject | null,
  settings: Omit<PageTarget, 'key' | 'subject'>,
  warning: string,
  source: Element,
): PageTarget | null {
  const first = subject();
  if (!first) {
    console.warn(warning, source);
    return null;
  }
  return { key: targetKeyOf(first), subject, ...settings };
}

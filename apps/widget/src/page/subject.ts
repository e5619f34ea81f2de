import type { TWidgetCart, TWidgetProduct } from '@parley/contract';
import { DEFAULT_CURRENCY, type PageSubject } from './target';

/**
 * Product and basket descriptions come from the store's markup and scripts, so they are checked
 * here against the contract's shape: a malformed one is reported to the store's developer in the
 * console and gets no button, rather than a refusal from the server on every page.
 */
type Loose = Record<string, unknown>;

const text = (value: unknown, max = 255) => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};

const money = (value: unknown) => {
  const amount = typeof value === 'string' ? Number(value.replace(/[^\d.]/g, '')) : value;
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount <= 1e7
    ? amount
    : null;
};

const count = (value: unknown) => {
  const amount = typeof value === 'string' ? Number(value) : value;
  return typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= 999
    ? amount
    : 1;
};

const webUrl = (value: unknown) => {
  const url = text(value, 2048);
  if (!url) return null;
  try {
    const parsed = new URL(url, document.baseURI);
    return /^https?:$/.test(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
};

const categoriesOf = (value: unknown): string[] => {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return list
    .map((item) => text(item))
    .filter((item): item is string => item !== null)
    .slice(0, 50);
};

/** A product as the contract wants it, from contract-named fields; null when unusable. */
export function productOf(input: Loose): TWidgetProduct | null {
  const id = text(input.retailer_product_id);
  const name = text(input.name);
  const price = money(input.price);
  if (!id || !name || price === null) return null;
  const url = webUrl(input.url);
  const sku = text(input.sku);
  return {
    retailer_product_id: id,
    name,
    price,
    quantity: count(input.quantity),
    categories: categoriesOf(input.categories),
    ...(url ? { url } : {}),
    ...(sku ? { sku } : {}),
  };
}

/** A basket from its items (contract-named fields, or `id` for the product id). */
export function cartOf(items: unknown): TWidgetCart | null {
  if (!Array.isArray(items) || items.length === 0 || items.length > 200) return null;
  const parsed = items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return null;
    const loose = item as Loose;
    const product = productOf({
      ...loose,
      retailer_product_id: loose.retailer_product_id ?? loose.id,
    });
    return (
      product && {
        retailer_product_id: product.retailer_product_id,
        name: product.name,
        price: product.price,
        quantity: product.quantity,
      }
    );
  });
  return parsed.every((item) => item !== null) ? { items: parsed } : null;
}

/** A product from `data-*` attributes (data-product-id, data-product-name, data-price, …). */
export function productFromData(data: DOMStringMap): TWidgetProduct | null {
  return productOf({
    retailer_product_id: data.productId,
    name: data.productName,
    price: data.price,
    url: data.url ?? location.href,
    sku: data.sku,
    quantity: data.quantity,
    categories: data.categories,
  });
}

/** A basket from `data-items` (a JSON array of items). */
export function cartFromData(data: DOMStringMap): TWidgetCart | null {
  try {
    return cartOf(JSON.parse(data.items ?? 'null'));
  } catch {
    return null;
  }
}

export const currencyOf = (value: unknown, fallback = DEFAULT_CURRENCY) => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : fallback;
};

/** The quantity field's value now, when the store names one. */
const quantityIn = (input: HTMLInputElement | null) => (input ? count(input.value) : null);

/** A product as negotiated now: the quantity field's value, when there is one, over its own. */
export const productSubject = (
  product: TWidgetProduct | null,
  quantityInput: HTMLInputElement | null,
): PageSubject | null =>
  product && {
    kind: 'product',
    product: { ...product, quantity: quantityIn(quantityInput) ?? product.quantity },
  };

import { afterEach, describe, expect, it, vi } from 'vitest';
import { targetFromPlaceholder } from './placeholders';
import { targetFromConfig, type ParleyButtonConfig } from './store-config';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function html(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder;
}

describe('placeholders (usage A)', () => {
  it('describe a product from their data attributes', () => {
    const root = html(`
      <form id="buy"><input id="qty" value="2"></form>
      <div data-parley-product data-product-id="DEMO-BOOTS" data-product-name="Leather Chelsea Boots"
        data-price="145.00" data-url="/boots" data-categories="Footwear, Leather" data-currency="eur"
        data-form-selector="#buy" data-quantity-selector="#qty"></div>`);
    const element = root.querySelector<HTMLElement>('[data-parley-product]');
    const target = element && targetFromPlaceholder(element);
    expect(target?.key).toBe('product:DEMO-BOOTS');
    expect(target?.currency).toBe('EUR');
    expect(target?.form?.id).toBe('buy');
    expect(target?.tokenField).toBe('parley_price_token');
    expect(target?.subject()).toEqual({
      kind: 'product',
      product: {
        retailer_product_id: 'DEMO-BOOTS',
        name: 'Leather Chelsea Boots',
        price: 145,
        quantity: 2,
        categories: ['Footwear', 'Leather'],
        url: new URL('/boots', document.baseURI).href,
      },
    });
    const quantity = root.querySelector<HTMLInputElement>('#qty');
    if (quantity) quantity.value = '3';
    expect(target?.subject()).toMatchObject({ product: { quantity: 3 } });
  });

  it('describe a basket from its items JSON', () => {
    const root = html(
      `<div data-parley-cart data-items='[{"retailer_product_id":"DEMO-SCARF","name":"Lambswool Scarf","price":48,"quantity":2},{"id":"DEMO-BAG","name":"Canvas Weekend Bag","price":"£96.00"}]'></div>`,
    );
    const element = root.querySelector<HTMLElement>('[data-parley-cart]');
    const target = element && targetFromPlaceholder(element);
    expect(target?.key).toBe('cart');
    expect(target?.currency).toBe('GBP');
    expect(target?.subject()).toEqual({
      kind: 'cart',
      cart: {
        items: [
          { retailer_product_id: 'DEMO-SCARF', name: 'Lambswool Scarf', price: 48, quantity: 2 },
          { retailer_product_id: 'DEMO-BAG', name: 'Canvas Weekend Bag', price: 96, quantity: 1 },
        ],
      },
    });
  });

  it('get no button, and a note for the developer, when unusable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = html(`
      <div data-parley-product data-product-id="X" data-product-name="No price"></div>
      <div data-parley-cart data-items="not json"></div>
      <div data-parley-product data-product-id="Y" data-product-name="Free" data-price="0"></div>`);
    for (const element of root.querySelectorAll<HTMLElement>('div')) {
      expect(targetFromPlaceholder(element)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('window.parleyConfig buttons (usage B)', () => {
  const entry = (overrides: Partial<ParleyButtonConfig>): ParleyButtonConfig => ({
    type: 'product',
    formSelector: 'form.product',
    positionElement: (form) => form,
    ...overrides,
  });

  it('take the product from the entry, the quantity from its field', () => {
    const root = html(`<form class="product"><input name="quantity" value="4"></form>`);
    const form = root.querySelector('form');
    if (!form) throw new Error('no form');
    const target = targetFromConfig(
      entry({
        quantityInputSelector: 'input[name=quantity]',
        product: (found) => ({
          retailer_product_id: `P-${found.className}`,
          name: 'Jacket',
          price: 189,
        }),
        tokenField: 'properties[_parley_price_token]',
      }),
      form,
      { currency: 'USD' },
    );
    expect(target?.subject()).toMatchObject({
      kind: 'product',
      product: { retailer_product_id: 'P-product', quantity: 4, categories: [] },
    });
    expect(target?.currency).toBe('USD');
    expect(target?.form).toBe(form);
    expect(target?.tokenField).toBe('properties[_parley_price_token]');
  });

  it('fall back to the form’s data attributes, and treat drawers as baskets', () => {
    const root = html(`
      <form class="product" data-product-id="DEMO-BAG" data-product-name="Bag" data-price="96"></form>
      <form class="drawer" data-items='[{"retailer_product_id":"DEMO-BAG","name":"Bag","price":96,"quantity":1}]'></form>`);
    const [product, drawer] = root.querySelectorAll('form');
    if (!product || !drawer) throw new Error('no forms');
    expect(targetFromConfig(entry({}), product, {})?.key).toBe('product:DEMO-BAG');
    const cart = targetFromConfig(
      entry({ type: 'cart-drawer', formSelector: 'form.drawer' }),
      drawer,
      {},
    );
    expect(cart?.subject()?.kind).toBe('cart');
  });
});

import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import {
  EDITOR,
  dialog,
  openEditor,
  serveRuleEditor,
  storeCategory,
  storeProduct,
} from './test-kit';
import { choose } from '../../../../../test/inputs';
import { serverPerTest } from '../../../../../test/server-per-test';

const { searchStoreProducts, searchStoreCategories } = endpoints.store;
const lastSearch = (endpoint: typeof searchStoreProducts | typeof searchStoreCategories) =>
  server.callsTo(endpoint, { retailerId: RETAILER_ID }).at(-1)?.query;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

const server = serverPerTest({ account: retailerUser });

/** The two store pickers: the rule type that has each, its button and its dialog's title. */
const PICKERS = {
  products: { ruleType: 'Individual Product', button: 'Add products', title: 'Choose products' },
  categories: {
    ruleType: 'Product Category',
    button: 'Add categories',
    title: 'Choose product categories',
  },
};
type Picker = keyof typeof PICKERS;

async function openDialog(user: UserEvent, picker: Picker) {
  await user.click(screen.getByRole('button', { name: PICKERS[picker].button }));
  await screen.findByRole('dialog', { name: PICKERS[picker].title });
}

/** A new rule of the picker's type, with the picker opened on a store that has `count` items. */
async function openPicker(picker: Picker, count: number) {
  serveRuleEditor(
    server,
    picker === 'products'
      ? { products: range(count).map(storeProduct) }
      : { categories: range(count).map(storeCategory) },
  );
  const view = await openEditor(EDITOR.new);
  await choose(view.user, 'Rule Type', PICKERS[picker].ruleType);
  await openDialog(view.user, picker);
  return view;
}

const productNames = () =>
  dialog()
    .queryAllByText(/^Product \d+$/)
    .map((element) => element.textContent);

describe('rule editor: product picker', () => {
  it('pages the store search 4 at a time by cursor and shows sub-products', async () => {
    const { user, location } = await openPicker('products', 9);

    expect(await dialog().findByText('Product 1')).toBeInTheDocument();
    expect(productNames()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    expect(dialog().getByRole('list', { name: 'Variants of Product 1' })).toHaveTextContent(
      'Product 1 Small',
    );
    expect(location()).toContain('dialog=products');
    expect(dialog().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(dialog().getByRole('button', { name: 'Next' }));
    expect(await dialog().findByText('Product 5')).toBeInTheDocument();
    expect(productNames()).toEqual(['Product 5', 'Product 6', 'Product 7', 'Product 8']);
    expect(lastSearch(searchStoreProducts)?.get('endCursor')).toBe('4');

    await user.click(dialog().getByRole('button', { name: 'Previous' }));
    expect(await dialog().findByText('Product 1')).toBeInTheDocument();
    expect(lastSearch(searchStoreProducts)?.get('startCursor')).toBe('4');
  });

  it('adds and removes products, with the tip above 5 products', async () => {
    const { user } = await openPicker('products', 9);
    for (const n of [1, 2, 3, 4]) {
      await user.click(await dialog().findByRole('button', { name: `Add Product ${n}` }));
    }
    await user.click(dialog().getByRole('button', { name: 'Next' }));
    await user.click(await dialog().findByRole('button', { name: 'Add Product 5' }));
    expect(screen.queryByText(MSG.productRuleTip)).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Add Product 6' }));
    await user.click(dialog().getByRole('button', { name: 'Remove Product 6' }));
    await user.click(dialog().getByRole('button', { name: 'Add Product 6' }));
    await user.click(dialog().getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(MSG.productRuleTip)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    expect(screen.queryByText(MSG.productRuleTip)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove Product/ })).toHaveLength(5);
  });

  it("warns 'No product found!' for an empty result and for a failed search", async () => {
    const { user } = await openPicker('products', 2);
    await dialog().findByText('Product 1');
    await user.type(dialog().getByRole('textbox', { name: 'Search products' }), 'lamp{Enter}');
    expect(await screen.findByText(MSG.noProductFound)).toBeInTheDocument();
    expect(lastSearch(searchStoreProducts)?.get('product_query')).toBe('lamp');
    expect(server.callsTo(endpoints.rules.createRule)).toHaveLength(0);

    server.on(searchStoreProducts, () => json(422, { errorMessage: MSG.storeUnavailable }));
    await user.clear(dialog().getByRole('textbox', { name: 'Search products' }));
    await user.type(dialog().getByRole('textbox', { name: 'Search products' }), 'chair');
    await user.click(dialog().getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => screen.queryAllByText(MSG.noProductFound).length, { timeout: 5_000 })
      .toBe(2);
  });
});

describe('rule editor: category search', () => {
  it("adds the ticked categories with 'ADD 1 CATEGORY' / 'ADD 2 CATEGORIES'", async () => {
    const { user } = await openPicker('categories', 3);

    expect(dialog().getByRole('button', { name: 'ADD 0 CATEGORIES' })).toBeDisabled();
    await user.click(await dialog().findByRole('checkbox', { name: 'Category 1' }));
    expect(dialog().getByRole('button', { name: 'ADD 1 CATEGORY' })).toBeEnabled();
    await user.click(dialog().getByRole('checkbox', { name: 'Category 3' }));
    await user.click(dialog().getByRole('button', { name: 'ADD 2 CATEGORIES' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove Category 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Category 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage product categories' })).toHaveAttribute(
      'href',
      `/retailers/${RETAILER_ID}/product_categories`,
    );

    // Categories the rule has are shown ticked and cannot be added twice.
    await openDialog(user, 'categories');
    expect(await dialog().findByRole('checkbox', { name: 'Category 1' })).toBeDisabled();
    expect(dialog().getByRole('checkbox', { name: 'Category 1' })).toBeChecked();
  });

  it("warns 'No product category found!' when nothing matches", async () => {
    const { user } = await openPicker('categories', 3);
    await dialog().findByRole('checkbox', { name: 'Category 1' });
    await user.type(dialog().getByRole('textbox', { name: 'Search categories' }), 'garden{Enter}');
    expect(await screen.findByText(MSG.noCategoryFound)).toBeInTheDocument();
    expect(lastSearch(searchStoreCategories)?.get('category_query')).toBe('garden');
  });
});

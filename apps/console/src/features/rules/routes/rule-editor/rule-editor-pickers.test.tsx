import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
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

const productNames = () =>
  dialog()
    .queryAllByText(/^Product \d+$/)
    .map((element) => element.textContent);

describe('rule editor: product picker', () => {
  it('pages the store search 4 at a time by cursor and shows sub-products', async () => {
    serveRuleEditor(server, { products: range(9).map(storeProduct) });
    const { user, location } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Individual Product');
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await screen.findByRole('dialog', { name: 'Choose products' });

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
    serveRuleEditor(server, { products: range(9).map(storeProduct) });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Individual Product');
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await screen.findByRole('dialog', { name: 'Choose products' });
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
    serveRuleEditor(server, { products: range(2).map(storeProduct) });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Individual Product');
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await screen.findByRole('dialog', { name: 'Choose products' });
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
    serveRuleEditor(server, { categories: range(3).map(storeCategory) });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Product Category');
    await user.click(screen.getByRole('button', { name: 'Add categories' }));
    await screen.findByRole('dialog', { name: 'Choose product categories' });

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
    await user.click(screen.getByRole('button', { name: 'Add categories' }));
    await screen.findByRole('dialog', { name: 'Choose product categories' });
    expect(await dialog().findByRole('checkbox', { name: 'Category 1' })).toBeDisabled();
    expect(dialog().getByRole('checkbox', { name: 'Category 1' })).toBeChecked();
  });

  it("warns 'No product category found!' when nothing matches", async () => {
    serveRuleEditor(server, { categories: range(3).map(storeCategory) });
    const { user } = await openEditor(EDITOR.new);
    await choose(user, 'Rule Type', 'Product Category');
    await user.click(screen.getByRole('button', { name: 'Add categories' }));
    await screen.findByRole('dialog', { name: 'Choose product categories' });
    await dialog().findByRole('checkbox', { name: 'Category 1' });
    await user.type(dialog().getByRole('textbox', { name: 'Search categories' }), 'garden{Enter}');
    expect(await screen.findByText(MSG.noCategoryFound)).toBeInTheDocument();
    expect(lastSearch(searchStoreCategories)?.get('category_query')).toBe('garden');
  });
});

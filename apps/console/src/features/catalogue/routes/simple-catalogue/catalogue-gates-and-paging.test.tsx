import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, adminUser, retailer, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import { serveCatalogue } from './fake-catalogue-server';
import { COHORT_HELP } from '../../simple-entities';
import { serverPerTest } from '../../../../../test/server-per-test';
import { pickRowAction, answerDialog } from '../../../../../test/list-menus';

const server = serverPerTest();

const R = `/retailers/${RETAILER_ID}`;
const { cohorts, products: productList } = endpoints.catalogue;
const listed = (list: typeof cohorts | typeof productList) =>
  server.callsTo(list.findItems, { retailerId: RETAILER_ID });
const shopifyStore = () =>
  retailer({
    store: {
      platform: 'shopify',
      myshopify_domain: 'demo.myshopify.com',
      primary_domain: 'demo.example',
      discount_functions_enabled: false,
    },
  });

describe('the menu gates, on the screens themselves', () => {
  it.each([
    ['products', MSG.managedInShopify('products')],
    ['products/new', MSG.managedInShopify('products')],
    ['product_categories', MSG.managedInShopify('product categories')],
    ['product_categories/new', MSG.managedInShopify('product categories')],
  ])(
    'a Shopify store opening /%s is told its catalogue is managed in Shopify',
    async (path, message) => {
      server.retailers.set(RETAILER_ID, shopifyStore());
      server.signIn(retailerUser());
      serveCatalogue(server, 'products');
      serveCatalogue(server, 'product_categories');
      renderApp(`${R}/${path}`);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      const catalogueCalls = server.calls.filter((call) =>
        /\/(products|product_categories)/.test(call.path),
      );
      expect(catalogueCalls).toHaveLength(0);
    },
  );

  it('a store without user_cohorts is told cohorts are not enabled, even an admin viewing it', async () => {
    server.signIn(adminUser());
    serveCatalogue(server, 'cohorts', [{ name: 'VIP' }]);
    renderApp(`${R}/cohorts`);
    expect(await screen.findByText(MSG.userCohortsUnavailable)).toBeInTheDocument();
    expect(screen.queryByText('VIP')).not.toBeInTheDocument();
    expect(listed(cohorts)).toHaveLength(0);
  });

  it('a store with user_cohorts sees its cohorts, and a non-Shopify store its products', async () => {
    server.retailers.set(RETAILER_ID, retailer({ available_features: ['user_cohorts'] }));
    server.signIn(retailerUser());
    serveCatalogue(server, 'cohorts', [{ name: 'VIP' }]);
    serveCatalogue(server, 'products', [{ retailer_product_id: 'SKU-1', name: 'Blue Jumper' }]);
    const { router } = renderApp(`${R}/cohorts`);
    expect(await screen.findByRole('link', { name: 'VIP' })).toBeInTheDocument();
    await router.navigate(`${R}/products`);
    expect(await screen.findByRole('link', { name: 'Blue Jumper' })).toBeInTheDocument();
  });
});

describe('the cohort editor', () => {
  it('tells a Shopify store its customers’ tags put them in cohorts, and another store its page', async () => {
    const shopify = shopifyStore();
    server.retailers.set(RETAILER_ID, { ...shopify, available_features: ['user_cohorts'] });
    server.signIn(retailerUser());
    serveCatalogue(server, 'cohorts');
    const { unmount } = renderApp(`${R}/cohorts/new`);
    expect(await screen.findByText(COHORT_HELP.shopify)).toBeInTheDocument();
    expect(screen.queryByText(COHORT_HELP.page)).not.toBeInTheDocument();
    unmount();

    server.retailers.set(RETAILER_ID, retailer({ available_features: ['user_cohorts'] }));
    renderApp(`${R}/cohorts/new`);
    expect(await screen.findByText(COHORT_HELP.page)).toBeInTheDocument();
    expect(screen.queryByText(COHORT_HELP.shopify)).not.toBeInTheDocument();
  });
});

describe('paging and search', () => {
  const products = Array.from({ length: 25 }, (_, index) => ({
    retailer_product_id: `SKU-${index + 1}`,
    name: `Product ${String(index + 1).padStart(2, '0')}`,
  }));

  it('pages by offset in the URL', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products', products);
    const { user, location } = renderApp(`${R}/products`);
    expect(await screen.findByText('1-20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Product 21' })).toBeInTheDocument();
    expect(location()).toBe(`${R}/products?offset=20`);
    const last = listed(productList).at(-1);
    expect(last?.query.get('offset')).toBe('20');
    expect(last?.query.get('limit')).toBe('20');
  });

  it('opens at the offset the URL gives', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products', products);
    renderApp(`${R}/products?offset=20`);
    expect(await screen.findByText('21-25 of 25')).toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page, and keeps the search in the URL', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products', products);
    const { user, location } = renderApp(`${R}/products?offset=20`);
    await screen.findByText('21-25 of 25');
    const before = listed(productList).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search Products' }), 'Product 0');
    await waitFor(() => expect(location()).toBe(`${R}/products?search=Product+0`));
    const searches = () => listed(productList).slice(before);
    await screen.findByRole('link', { name: 'Product 09' });
    // Debounced: one call for the whole text, not one per key.
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.query.get('search')).toBe('Product 0');
    expect(searches()[0]?.query.get('offset')).toBe('0');
    expect(screen.queryByRole('link', { name: 'Product 10' })).not.toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products', products);
    renderApp(`${R}/products?search=nothing`);
    expect(await screen.findByText('No Products match your search.')).toBeInTheDocument();
  });

  it('shows the URL search again when the URL changes without typing', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products', products);
    const { router } = renderApp(`${R}/products?search=Product 2`);
    const box = await screen.findByRole('searchbox', { name: 'Search Products' });
    expect(box).toHaveValue('Product 2');
    await router.navigate(`${R}/products`);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('goes back a page when the last rows of the last page are deleted', async () => {
    server.signIn(retailerUser());
    const { items } = serveCatalogue(server, 'products', products.slice(0, 21));
    const { user, location } = renderApp(`${R}/products?offset=20`);
    await pickRowAction(user, 'Product 21', 'Delete');
    await answerDialog(user, 'Delete');
    await waitFor(() => expect(location()).toBe(`${R}/products`));
    expect(await screen.findByRole('link', { name: 'Product 20' })).toBeInTheDocument();
    expect(items).toHaveLength(20);
  });
});

describe('failures', () => {
  it('says when the list cannot be loaded', async () => {
    server.signIn(retailerUser());
    server.on(productList.findItems, () => json(500, { errorMessage: 'Internal Server Error' }));
    renderApp(`${R}/products`);
    expect(await screen.findByText(MSG.somethingWrong)).toBeInTheDocument();
    expect(screen.queryByText('Currently there are no Products.')).not.toBeInTheDocument();
  });

  it('says when the item cannot be found, with the way back', async () => {
    server.signIn(retailerUser());
    serveCatalogue(server, 'products');
    renderApp(`${R}/products/10000000-0000-4000-8000-999999999999`);
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Individual Products' })).toHaveAttribute(
      'href',
      `${R}/products`,
    );
  });
});

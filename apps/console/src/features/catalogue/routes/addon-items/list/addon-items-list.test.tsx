import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../../test/fixtures';
import { createFakeServer, type FakeServer } from '../../../../../../test/fake-server';
import { renderApp } from '../../../../../../test/render-app';
import { addonItem, serveAddonItems } from '../fake-addon-server';

const LIST = `/retailers/${RETAILER_ID}/addon_items`;
const { addonItems } = endpoints.catalogue;
const OWN = { retailerId: RETAILER_ID };

let server: FakeServer;
// Load the lazy screens up front, so that no test's first wait includes compiling them.
beforeAll(() =>
  Promise.all([import('./AddonItemsListRoute'), import('../editor/AddonItemEditorRoute')]),
);
beforeEach(() => {
  server = createFakeServer();
  server.signIn(retailerUser());
});

const tote = () =>
  addonItem({
    localized_name: { 'en-GB': 'Free tote bag' },
    retailer_product_id: 'TOTE-1',
    display_value: '5.00',
  });
const shipping = () =>
  addonItem({
    localized_name: { 'en-GB': 'Free delivery' },
    retailer_product_id: 'SHIP',
    display_value: '12.50',
    addon_type: 'free_shipping',
  });

const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('Gift With Purchase list', () => {
  it('shows name, Product ID, the display value in pounds and the type', async () => {
    serveAddonItems(server, [tote(), shipping()]);
    renderApp(LIST);
    await screen.findByText('Free tote bag');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Name', 'Product ID', 'Display Value', 'Type']),
    );
    expect(within(row('Free tote bag')).getByText('TOTE-1')).toBeInTheDocument();
    expect(within(row('Free tote bag')).getByText('£5.00')).toBeInTheDocument();
    expect(within(row('Free tote bag')).getByText('Gift With Purchase')).toBeInTheDocument();
    expect(within(row('Free delivery')).getByText('£12.50')).toBeInTheDocument();
    expect(within(row('Free delivery')).getByText('Free Shipping')).toBeInTheDocument();
  });

  it('says so when there are none, and offers a new one', async () => {
    serveAddonItems(server, []);
    const { user, location } = renderApp(LIST);
    expect(
      await screen.findByText('Currently there are no Gifts With Purchase.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Gift With Purchase' }));
    await waitFor(() => expect(location()).toBe(`${LIST}/new`));
  });

  it('pages by offset, keeping the offset in the URL', async () => {
    serveAddonItems(
      server,
      Array.from({ length: 25 }, (_, index) =>
        addonItem({ localized_name: { 'en-GB': `Gift ${index + 1}` } }),
      ),
    );
    const { user, location } = renderApp(LIST);
    await screen.findByText('Gift 1');
    expect(screen.getByText('1-20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Gift 21')).toBeInTheDocument();
    expect(location()).toBe(`${LIST}?offset=20`);
    expect(server.callsTo(addonItems.findItems, OWN).at(-1)?.query.get('offset')).toBe('20');
  });

  it('opens an item by clicking its row or its Edit menu item', async () => {
    const item = tote();
    serveAddonItems(server, [item]);
    const { user, location, router } = renderApp(LIST);
    await user.click(await screen.findByText('Free tote bag'));
    await waitFor(() => expect(location()).toBe(`${LIST}/${item.addon_item_id}`));

    await router.navigate(LIST);
    // The list can re-render its rows once more as the route settles: open the menu of the
    // rows in the document, again if the first click landed on rows just replaced.
    await waitFor(async () => {
      if (!screen.queryByRole('menu')) {
        await user.click(screen.getByRole('button', { name: 'Actions for Free tote bag' }));
      }
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(location()).toBe(`${LIST}/${item.addon_item_id}`));
  });

  it('deletes one after the singular confirmation, with context, and says so', async () => {
    const item = tote();
    serveAddonItems(server, [item, shipping()]);
    const { user } = renderApp(LIST);
    await user.click(await screen.findByRole('button', { name: 'Actions for Free tote bag' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.deleteConfirm('gift with purchase'));
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this gift with purchase? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Gift With Purchase Deleted')).toBeInTheDocument();
    const [call] = server.callsTo(addonItems.deleteItem, {
      ...OWN,
      addonItemId: item.addon_item_id,
    });
    expect(call?.query.get('context')).toBe('addon_items');
    await waitFor(() => expect(screen.queryByText('Free tote bag')).not.toBeInTheDocument());
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
  });

  it('does nothing when the deletion is cancelled', async () => {
    serveAddonItems(server, [tote()]);
    const { user } = renderApp(LIST);
    await user.click(await screen.findByRole('button', { name: 'Actions for Free tote bag' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Free tote bag')).toBeInTheDocument();
  });

  it('deletes the selected ones at once after the plural confirmation', async () => {
    const items = [tote(), shipping()];
    serveAddonItems(server, items);
    const { user } = renderApp(LIST);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete these gifts with purchase? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Gift With Purchase Deleted')).toBeInTheDocument();
    expect(server.callsTo(addonItems.deleteItems, OWN)[0]?.body).toEqual({
      ids: items.map((item) => item.addon_item_id),
    });
    expect(
      await screen.findByText('Currently there are no Gifts With Purchase.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    serveAddonItems(server, [tote()]);
    server.on(addonItems.deleteItem, () =>
      Response.json({ errorMessage: MSG.addonItemInUse }, { status: 422 }),
    );
    const { user } = renderApp(LIST);
    await user.click(await screen.findByRole('button', { name: 'Actions for Free tote bag' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(MSG.addonItemInUse)).toBeInTheDocument();
    expect(screen.getByText('Free tote bag')).toBeInTheDocument();
  });
});

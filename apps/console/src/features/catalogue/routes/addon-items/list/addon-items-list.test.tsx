import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailerUser } from '../../../../../../test/fixtures';
import {
  answerDialog,
  backToRowMenu,
  cancelRowDelete,
  pickRowAction,
} from '../../../../../../test/list-menus';
import { renderApp } from '../../../../../../test/render-app';
import { ADDON_ITEM } from '../../../links';
import { ADDON_LIST, OWN, addonItem, serveAddonItems } from '../fake-addon-server';
import { serverPerTest } from '../../../../../../test/server-per-test';

const { addonItems } = endpoints.catalogue;

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./AddonItemsListRoute'), () => import('../editor/AddonItemEditorRoute')],
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
    renderApp(ADDON_LIST);
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
    const { user, location } = renderApp(ADDON_LIST);
    expect(
      await screen.findByText('Currently there are no Gifts With Purchase.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Gift With Purchase' }));
    await waitFor(() => expect(location()).toBe(`${ADDON_LIST}/new`));
  });

  it('pages by offset, keeping the offset in the URL', async () => {
    serveAddonItems(
      server,
      Array.from({ length: 25 }, (_, index) =>
        addonItem({ localized_name: { 'en-GB': `Gift ${index + 1}` } }),
      ),
    );
    const { user, location } = renderApp(ADDON_LIST);
    await screen.findByText('Gift 1');
    expect(screen.getByText('1-20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Gift 21')).toBeInTheDocument();
    expect(location()).toBe(`${ADDON_LIST}?offset=20`);
    expect(server.callsTo(addonItems.findItems, OWN).at(-1)?.query.get('offset')).toBe('20');
  });

  it('opens an item by clicking its row or its Edit menu item', async () => {
    const item = tote();
    serveAddonItems(server, [item]);
    const view = renderApp(ADDON_LIST);
    const { user, location } = view;
    await user.click(await screen.findByText('Free tote bag'));
    await waitFor(() => expect(location()).toBe(`${ADDON_LIST}/${item.addon_item_id}`));

    await backToRowMenu(view, {
      list: ADDON_LIST,
      row: 'Free tote bag',
      action: 'Edit',
      shown: () => screen.findByRole('heading', { name: `Edit ${ADDON_ITEM}` }),
    });
    await waitFor(() => expect(location()).toBe(`${ADDON_LIST}/${item.addon_item_id}`));
  });

  it('deletes one after the singular confirmation, with context, and says so', async () => {
    const item = tote();
    serveAddonItems(server, [item, shipping()]);
    const { user } = renderApp(ADDON_LIST);
    await pickRowAction(user, 'Free tote bag', 'Delete');
    await answerDialog(
      user,
      'Delete',
      MSG.deleteConfirm('gift with purchase'),
      'Are you sure you want to delete this gift with purchase? This action cannot be undone.',
    );

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
    const { user } = renderApp(ADDON_LIST);
    await cancelRowDelete(user, server, 'Free tote bag');
    expect(screen.getByText('Free tote bag')).toBeInTheDocument();
  });

  it('deletes the selected ones at once after the plural confirmation', async () => {
    const items = [tote(), shipping()];
    serveAddonItems(server, items);
    const { user } = renderApp(ADDON_LIST);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await answerDialog(
      user,
      'Delete',
      'Are you sure you want to delete these gifts with purchase? This action cannot be undone.',
    );

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
    const { user } = renderApp(ADDON_LIST);
    await pickRowAction(user, 'Free tote bag', 'Delete');
    await answerDialog(user, 'Delete');
    expect(await screen.findByText(MSG.addonItemInUse)).toBeInTheDocument();
    expect(screen.getByText('Free tote bag')).toBeInTheDocument();
  });
});

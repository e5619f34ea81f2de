import { MSG, endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETAILER_ID, retailerUser } from '../../../../../../test/fixtures';
import { choose } from '../../../../../../test/inputs';
import { renderApp } from '../../../../../../test/render-app';
import { ADDON_LIST, OWN, addonItem, serveAddonItems } from '../fake-addon-server';
import { serverPerTest } from '../../../../../../test/server-per-test';

const { addonItems } = endpoints.catalogue;
const saves = () => server.callsTo(addonItems.createItem, OWN);

const server = serverPerTest({
  account: retailerUser,
  screens: [() => import('./AddonItemEditorRoute'), () => import('../list/AddonItemsListRoute')],
});

const card = (language: string) => screen.getByRole('group', { name: language });
const save = () => screen.getByRole('button', { name: 'Save' });

async function fillEnglish(user: ReturnType<typeof renderApp>['user']) {
  const english = card('English (UK) (en-GB)');
  await user.type(within(english).getByLabelText('Name'), 'Free tote bag');
  await user.type(within(english).getByLabelText(/^Short Description/), 'A canvas bag');
}

describe('New Gift With Purchase', () => {
  it('starts with en-GB, a gift with purchase and the default values', async () => {
    serveAddonItems(server);
    renderApp(`${ADDON_LIST}/new`);
    expect(await screen.findByRole('group', { name: 'English (UK) (en-GB)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('ID')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveValue('Gift With Purchase');
    expect(screen.getByLabelText('Synthetic Value')).toHaveValue('0.00');
    expect(screen.getByLabelText('Synthetic Value')).toBeDisabled();
    expect(screen.getByLabelText('Display Value')).toHaveValue('5.00');
    expect(screen.getByLabelText('Background colour')).toHaveValue('#F0F2F5');
  });

  it('asks for every required field with the spec message and sends nothing', async () => {
    serveAddonItems(server);
    const { user } = renderApp(`${ADDON_LIST}/new`);
    await screen.findByLabelText('Product ID');
    await user.clear(screen.getByLabelText('Display Value'));
    await user.click(save());
    const english = card('English (UK) (en-GB)');
    expect(await within(english).findAllByText(MSG.required)).toHaveLength(2);
    const productId = screen.getByLabelText('Product ID');
    expect(productId).toHaveAccessibleDescription(MSG.required);
    expect(screen.getByLabelText('Display Value')).toHaveAccessibleDescription(MSG.required);
    expect(saves()).toHaveLength(0);
  });

  it('counts the short description and refuses more than 32 characters', async () => {
    serveAddonItems(server);
    const { user } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), 'TOTE-1');
    const english = card('English (UK) (en-GB)');
    await user.type(within(english).getByLabelText('Name'), 'Free tote bag');
    const description = within(english).getByLabelText(/^Short Description/);
    expect(within(english).getByText('0/32 characters')).toBeInTheDocument();
    await user.type(description, 'x'.repeat(33));
    expect(within(english).getByText('33/32 characters')).toBeInTheDocument();
    await user.click(save());
    expect(
      await within(english).findByText('This field must be at most 32 characters'),
    ).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    await user.type(description, '{Backspace}');
    expect(within(english).getByText('32/32 characters')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({
      localized_short_description: { 'en-GB': 'x'.repeat(32) },
    });
  });

  it('forces and disables a synthetic value of 0.00 for Gift With Purchase and Free Shipping', async () => {
    serveAddonItems(server);
    const { user } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), 'BUNDLE-1');
    await fillEnglish(user);
    const synthetic = screen.getByLabelText('Synthetic Value');

    // A value typed under a type that takes one, then a type that forces 0.00.
    for (const [editable, forced] of [
      ['Bundle Item', 'Free Shipping'],
      ['Others', 'Gift With Purchase'],
    ] as const) {
      await choose(user, 'Type', editable);
      expect(synthetic).toBeEnabled();
      await user.clear(synthetic);
      await user.type(synthetic, '3.5');
      await choose(user, 'Type', forced);
      expect(synthetic).toBeDisabled();
      expect(synthetic).toHaveValue('0.00');
    }

    await user.click(save());
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toMatchObject({
      addon_type: 'sweetener',
      synthetic_value: '0.00',
    });
  });

  it('adds and removes language cards, keeping at least one', async () => {
    serveAddonItems(server);
    const { user } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), 'TOTE-1');
    expect(
      screen.queryByRole('button', { name: 'Remove English (UK) (en-GB)' }),
    ).not.toBeInTheDocument();

    await choose(user, 'Add language', 'French (fr)');
    await choose(user, 'Add language', 'German (de)');
    expect(screen.getAllByRole('group', { name: /\((en-GB|fr|de)\)$/ })).toHaveLength(3);
    await user.click(screen.getByRole('textbox', { name: 'Add language' }));
    expect(screen.queryByRole('option', { name: 'French (fr)' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove German (de)' }));
    expect(screen.queryByRole('group', { name: 'German (de)' })).not.toBeInTheDocument();

    await user.click(save());
    expect(await within(card('French (fr)')).findAllByText(MSG.required)).toHaveLength(2);

    await fillEnglish(user);
    const french = card('French (fr)');
    await user.type(within(french).getByLabelText('Name'), 'Sac offert');
    await user.type(within(french).getByLabelText(/^Short Description/), 'Un sac en toile');
    await user.click(save());
    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    const body = saves()[0]?.body as Record<string, Record<string, string>>;
    expect(body.localized_name).toEqual({ 'en-GB': 'Free tote bag', fr: 'Sac offert' });
    expect(Object.keys(body.localized_name ?? {})).toEqual(['en-GB', 'fr']);
    expect(body.localized_short_description).toEqual({
      'en-GB': 'A canvas bag',
      fr: 'Un sac en toile',
    });
  });

  it('creates the item with the contract body, says so and goes back to the list', async () => {
    serveAddonItems(server);
    const { user, location } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), ' TOTE-1 ');
    await fillEnglish(user);
    await choose(user, 'Type', 'Bundle Item');
    await user.clear(screen.getByLabelText('Synthetic Value'));
    await user.type(screen.getByLabelText('Synthetic Value'), '2.5');
    await user.clear(screen.getByLabelText('Display Value'));
    await user.type(screen.getByLabelText('Display Value'), '7');
    await user.clear(screen.getByLabelText('Background colour'));
    await user.type(screen.getByLabelText('Background colour'), '#FFFFFF');
    await user.click(save());

    expect(await screen.findByText('Gift With Purchase Created')).toBeInTheDocument();
    expect(saves()[0]?.body).toEqual({
      retailer_product_id: 'TOTE-1',
      localized_name: { 'en-GB': 'Free tote bag' },
      localized_short_description: { 'en-GB': 'A canvas bag' },
      addon_type: 'bundle_item',
      synthetic_value: '2.50',
      display_value: '7.00',
      addon_banner_image: null,
      addon_banner_background_color: '#FFFFFF',
    });
    await waitFor(() => expect(location()).toBe(ADDON_LIST));
    expect(await screen.findByRole('cell', { name: 'Free tote bag' })).toBeInTheDocument();
  });

  it("shows the server's 422 message on the form and as a red notification", async () => {
    serveAddonItems(server, [addonItem({ retailer_product_id: 'TOTE-1' })]);
    const { user, location } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), 'TOTE-1');
    await fillEnglish(user);
    await user.click(save());
    expect(await screen.findAllByText(MSG.productIdInUse)).toHaveLength(2);
    expect(location()).toBe(`${ADDON_LIST}/new`);
  });

  it('goes back to the list on Cancel without saving', async () => {
    serveAddonItems(server);
    const { user, location } = renderApp(`${ADDON_LIST}/new`);
    await user.type(await screen.findByLabelText('Product ID'), 'TOTE-1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(ADDON_LIST));
    expect(saves()).toHaveLength(0);
  });
});

describe('Existing Gift With Purchase', () => {
  it('shows the id read-only and saves the changes with PUT', async () => {
    const item = addonItem({
      retailer_product_id: 'SHIP',
      addon_type: 'others',
      synthetic_value: '1.25',
      display_value: '4.99',
      localized_name: { 'en-GB': 'Gift card', fr: 'Carte cadeau' },
      localized_short_description: { 'en-GB': 'Worth £5', fr: 'Valeur 5 £' },
      addon_banner_image: 'https://cdn.example.test/images/card.png',
      addon_banner_background_color: '#E7F5FF',
    });
    serveAddonItems(server, [item]);
    const { user, location } = renderApp(`${ADDON_LIST}/${item.addon_item_id}`);
    const id = await screen.findByLabelText('ID');
    expect(id).toHaveValue(item.addon_item_id);
    expect(id).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Synthetic Value')).toHaveValue('1.25');
    expect(within(card('French (fr)')).getByLabelText('Name')).toHaveValue('Carte cadeau');

    const name = within(card('English (UK) (en-GB)')).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Gift card deluxe');
    await user.click(save());

    expect(await screen.findByText('Gift With Purchase Saved')).toBeInTheDocument();
    expect(
      server.callsTo(addonItems.updateItem, {
        retailerId: RETAILER_ID,
        addonItemId: item.addon_item_id,
      })[0]?.body,
    ).toEqual({
      retailer_product_id: 'SHIP',
      localized_name: { 'en-GB': 'Gift card deluxe', fr: 'Carte cadeau' },
      localized_short_description: { 'en-GB': 'Worth £5', fr: 'Valeur 5 £' },
      addon_type: 'others',
      synthetic_value: '1.25',
      display_value: '4.99',
      addon_banner_image: 'https://cdn.example.test/images/card.png',
      addon_banner_background_color: '#E7F5FF',
    });
    await waitFor(() => expect(location()).toBe(ADDON_LIST));
    expect(await screen.findByRole('cell', { name: 'Gift card deluxe' })).toBeInTheDocument();
  });

  it('says so when the item does not exist', async () => {
    serveAddonItems(server);
    renderApp(`${ADDON_LIST}/00000000-0000-4000-8000-999999999999`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.notFound);
  });
});

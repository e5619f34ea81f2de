import { MSG } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RETAILER_ID, retailer, retailerUser } from '../../../../../test/fixtures';
import { json } from '../../../../../test/fake-server';
import { renderApp } from '../../../../../test/render-app';
import type { SimpleEntity } from '../../simple-entities';
import { serveCatalogue, simpleList, simpleListCalls } from './fake-catalogue-server';
import { serverPerTest } from '../../../../../test/server-per-test';
import { pickRowAction, answerDialog } from '../../../../../test/list-menus';
import { notificationColour, notificationColourOf } from '../../../../../test/inputs';

const server = serverPerTest();
beforeEach(() => {
  // Cohorts need the retailer feature; the others are open to every non-Shopify store.
  server.retailers.set(RETAILER_ID, retailer({ available_features: ['user_cohorts'] }));
  server.signIn(retailerUser());
});

interface Case {
  entity: SimpleEntity;
  title: string;
  item: string;
  items: string;
  noun: string;
  nouns: string;
  /** Two existing items' values; `name` is shown in the list. */
  existing: [Record<string, string>, Record<string, string>];
  /** What the editor is given for a new one, by field label. */
  typed: Record<string, string>;
  created: Record<string, string>;
  /** A save the server refuses with 422, and its message. */
  duplicate?: { typed: Record<string, string>; message: string };
}

/** An entity's names: title case, and lower case for the delete confirmation. */
const named = (item: string, items: string) => ({
  item,
  items,
  noun: item.toLowerCase(),
  nouns: items.toLowerCase(),
});

const CASES: Case[] = [
  {
    entity: 'products',
    title: 'Individual Products',
    ...named('Product', 'Products'),
    existing: [
      { retailer_product_id: 'SKU-1', name: 'Blue Jumper' },
      { retailer_product_id: 'SKU-2', name: 'Red Scarf' },
    ],
    typed: { 'Product ID': '  SKU-3 ', 'Product Name': 'Green Hat' },
    created: { retailer_product_id: 'SKU-3', name: 'Green Hat' },
    duplicate: {
      typed: { 'Product ID': 'SKU-1', 'Product Name': 'Another' },
      message: MSG.productIdInUse,
    },
  },
  {
    entity: 'product_categories',
    title: 'Product Categories',
    ...named('Product Category', 'Product Categories'),
    existing: [{ name: 'Knitwear' }, { name: 'Accessories' }],
    typed: { 'Category Name': ' Hats ' },
    created: { name: 'Hats' },
    duplicate: { typed: { 'Category Name': 'Knitwear' }, message: MSG.categoryNameInUse },
  },
  {
    entity: 'cohorts',
    title: 'User Cohorts',
    ...named('User Cohort', 'User Cohorts'),
    existing: [{ name: 'Returning visitors' }, { name: 'Newsletter' }],
    typed: { 'Cohort Name': 'VIP' },
    created: { name: 'VIP' },
  },
];

const listPath = (entity: SimpleEntity) => `/retailers/${RETAILER_ID}/${entity}`;

describe.each(CASES)('$title', (c) => {
  const [first, second] = c.existing;
  const firstName = first.name ?? '';
  const secondName = second.name ?? '';

  it('lists the items with their columns and opens one on click', async () => {
    serveCatalogue(server, c.entity, c.existing);
    const { user, location } = renderApp(listPath(c.entity));
    expect(await screen.findByRole('heading', { name: c.title })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: firstName })).closest('tr')!;
    for (const value of Object.values(first)) {
      expect(within(row).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: `New ${c.item}` })).toBeInTheDocument();
    await user.click(within(row).getAllByRole('cell')[1]!);
    await waitFor(() => expect(location()).toMatch(new RegExp(`/${c.entity}/[0-9a-f-]{36}$`)));
  });

  it('shows the empty state', async () => {
    serveCatalogue(server, c.entity);
    renderApp(listPath(c.entity));
    expect(await screen.findByText(`Currently there are no ${c.items}.`)).toBeInTheDocument();
  });

  it('names the missing fields in a red notification as well as under them', async () => {
    serveCatalogue(server, c.entity);
    const { user } = renderApp(`${listPath(c.entity)}/new`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const labels = Object.keys(c.typed);
    const notification = await screen.findByText(new RegExp(`^${labels[0]}: `));
    expect(notification.textContent).toBe(
      labels.map((label) => `${label}: ${MSG.required}`).join('\n'),
    );
    expect(notificationColourOf(notification)).toContain('red');
    expect(simpleListCalls(server, c.entity, 'createItem')).toHaveLength(0);
  });

  it("drops the server's stale refusal once a field is edited", async () => {
    serveCatalogue(server, c.entity, c.existing);
    const message = c.duplicate?.message ?? 'This cohort cannot be saved.';
    if (!c.duplicate)
      server.on(simpleList(c.entity).createItem, () => json(422, { errorMessage: message }));
    const typed = c.duplicate?.typed ?? c.typed;
    const { user } = renderApp(`${listPath(c.entity)}/new`);
    await screen.findByRole('button', { name: 'Save' });
    for (const [label, value] of Object.entries(typed)) {
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = () => within(screen.getByRole('main'));
    await waitFor(() => expect(form().getByRole('alert')).toHaveTextContent(message));

    const [label = ''] = Object.keys(typed);
    await user.clear(screen.getByLabelText(label, { exact: false }));
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
    // Nor does it come back with the next check's messages.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await form().findByText(MSG.required)).toBeInTheDocument();
    expect(form().queryByText(message)).not.toBeInTheDocument();
  });

  it('asks for the required fields, then creates and goes back to the list', async () => {
    serveCatalogue(server, c.entity);
    const { user, location } = renderApp(`${listPath(c.entity)}/new`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(Object.keys(c.typed).length);
    expect(simpleListCalls(server, c.entity, 'createItem')).toHaveLength(0);

    for (const [label, value] of Object.entries(c.typed)) {
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${c.item} Created`)).toBeInTheDocument();
    expect(simpleListCalls(server, c.entity, 'createItem')[0]?.body).toEqual(c.created);
    await waitFor(() => expect(location()).toBe(listPath(c.entity)));
    expect(await screen.findByRole('link', { name: c.created.name })).toBeInTheDocument();
  });

  it('edits an item from the row menu and saves it', async () => {
    const { idOf } = serveCatalogue(server, c.entity, c.existing);
    const id = idOf(firstName);
    const { user, location } = renderApp(listPath(c.entity));
    await pickRowAction(user, `${firstName}`, 'Edit');
    const nameLabel = c.entity === 'products' ? 'Product Name' : Object.keys(c.typed)[0]!;
    const name = await screen.findByLabelText(nameLabel, { exact: false });
    expect(location()).toBe(`${listPath(c.entity)}/${id}`);
    expect(name).toHaveValue(firstName);

    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${c.item} Saved`)).toBeInTheDocument();
    expect(simpleListCalls(server, c.entity, 'updateItem', id)[0]?.body).toEqual({
      ...first,
      name: 'Renamed',
    });
    await waitFor(() => expect(location()).toBe(listPath(c.entity)));
  });

  it('cancels back to the list without saving', async () => {
    serveCatalogue(server, c.entity);
    const { user, location } = renderApp(`${listPath(c.entity)}/new`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(listPath(c.entity)));
    expect(simpleListCalls(server, c.entity, 'createItem')).toHaveLength(0);
  });

  it('deletes one item after the singular confirmation', async () => {
    const { idOf } = serveCatalogue(server, c.entity, c.existing);
    const id = idOf(firstName);
    const { user } = renderApp(listPath(c.entity));
    await pickRowAction(user, `${firstName}`, 'Delete');
    await answerDialog(user, 'Delete', MSG.deleteConfirm(c.noun));
    expect(await screen.findByText(`${c.item} Deleted`)).toBeInTheDocument();
    expect(simpleListCalls(server, c.entity, 'deleteItem', id)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: firstName })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: secondName })).toBeInTheDocument();
  });

  it('deletes the selected items after the plural confirmation', async () => {
    const { idOf } = serveCatalogue(server, c.entity, c.existing);
    const ids = [idOf(firstName), idOf(secondName)];
    const { user } = renderApp(listPath(c.entity));
    const deleteSelected = await screen.findByRole('button', { name: 'Delete selected' });
    expect(deleteSelected).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(deleteSelected);
    await answerDialog(user, 'Delete', MSG.deleteConfirm(c.nouns, true));
    expect(await screen.findByText(`${c.items} Deleted`)).toBeInTheDocument();
    expect(simpleListCalls(server, c.entity, 'deleteItems')[0]?.body).toEqual({ ids });
    expect(await screen.findByText(`Currently there are no ${c.items}.`)).toBeInTheDocument();
  });

  it("shows the server's 422 under the form and in a red notification", async () => {
    serveCatalogue(server, c.entity, c.existing);
    const message = c.duplicate?.message ?? 'This cohort cannot be saved.';
    if (!c.duplicate)
      server.on(simpleList(c.entity).createItem, () => json(422, { errorMessage: message }));
    const { user, location } = renderApp(`${listPath(c.entity)}/new`);
    await screen.findByRole('button', { name: 'Save' });
    for (const [label, value] of Object.entries(c.duplicate?.typed ?? c.typed)) {
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Once under the form, once as the red notification.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(message);
    expect(notificationColour(message)).toContain('red');
    expect(location()).toBe(`${listPath(c.entity)}/new`);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeServer, RecordedCall } from './fake-server';
import { retailerUser } from './fixtures';
import { answerDialog, cancelRowDelete, pickRowAction } from './list-menus';
import { renderApp } from './render-app';

/** A list table as a user reads it, its rows found by the link that names each. */

export const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

export function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** The row's cells as text. */
export const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The switch in `name`'s row (its Active?). */
export const switchOf = (name: string) => within(rowOf(name)).getByRole('switch');

/** Clicks the switch in `name`'s row once the row is shown; the switch. */
export async function clickSwitch(user: UserEvent, name: string) {
  await screen.findByRole('link', { name });
  const toggle = switchOf(name);
  await user.click(toggle);
  return toggle;
}

/** Delete in the row menu of `row`, confirmed once the dialog says each of `says`. */
export async function confirmRowDelete(user: UserEvent, row: string, ...says: string[]) {
  await pickRowAction(user, row, 'Delete');
  await answerDialog(user, 'Delete', ...says);
}

/** Waits for the `gone` row to leave the list, and checks the `kept` one is still in it. */
export async function expectRowGone(gone: string, kept: string) {
  await waitFor(() => expect(screen.queryByRole('link', { name: gone })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: kept })).toBeInTheDocument();
}

/**
 * Checks each of `rows` (Delete selected is off until one is), then Delete selected, confirmed
 * once the dialog says each of `says`. The list is shown already.
 */
export async function confirmSelectedDelete(user: UserEvent, rows: string[], ...says: string[]) {
  const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
  expect(deleteSelected).toBeDisabled();
  for (const row of rows) {
    await user.click(screen.getByRole('checkbox', { name: `Select ${row}` }));
  }
  await user.click(deleteSelected);
  await answerDialog(user, 'Delete', ...says);
}

/** The empty list says `empty`, and its `newLabel` link leads to `${list}/new`. */
export async function expectEmptyWithNew(
  { user, location }: { user: UserEvent; location: () => string },
  { list, empty, newLabel }: { list: string; empty: string; newLabel: string },
) {
  expect(await screen.findByText(empty)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: newLabel }));
  await waitFor(() => expect(location()).toBe(`${list}/new`));
}

/** Delete then Cancel in the row menu of `row`: nothing is deleted and the row stays. */
export async function expectKeptOnCancel(user: UserEvent, server: FakeServer, row: string) {
  await cancelRowDelete(user, server, row);
  expect(rowOf(row)).toBeInTheDocument();
}

/** A retailer's user opening the list at `list` is sent elsewhere, and `listCalls` stay none. */
export async function expectForAdministratorsOnly(
  server: FakeServer,
  list: string,
  listCalls: () => RecordedCall[],
) {
  server.signIn(retailerUser());
  const { location } = renderApp(list);
  await waitFor(() => expect(location()).not.toBe(list));
  expect(listCalls()).toHaveLength(0);
}

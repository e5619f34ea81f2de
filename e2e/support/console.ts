import { expect, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import type { E2eUser } from './users';

/** Signs a retailer user in; they land on their dashboard. Returns their retailer's id. */
export async function signInToRetailer(page: Page, user: E2eUser): Promise<string> {
  await page.goto('/');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/#\/retailers\/[^/]+\/dashboard/);
  return retailerIdInUrl(page);
}

/** The retailer id of the screen the console shows (#/retailers/:id/…). */
function retailerIdInUrl(page: Page): string {
  const retailerId = /#\/retailers\/([^/?]+)/.exec(page.url())?.[1];
  if (!retailerId) throw new Error(`no retailer in ${page.url()}`);
  return retailerId;
}

/**
 * On the Retailers list, searches for a store by its name and opens its detail screen. Returns
 * its retailer id.
 */
export async function openRetailerFromList(page: Page, name: string): Promise<string> {
  // The list has loaded (and with it the search box the screen keeps).
  await expect(page.getByText(/^1-\d+ of \d+ Retailers$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Retailers' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`searchText=${name.split(' ').join('(\\+|%20)')}`));
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  return retailerIdInUrl(page);
}

/** Follows a side-menu entry. */
export async function openMenu(page: Page, label: string) {
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: label, exact: true }).first()).toBeVisible();
}

/** Picks an option of the Mantine select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers a yes/no (or any) radio group by its label. */
export async function answer(page: Page, group: string, label: string) {
  await page.getByRole('radiogroup', { name: group }).getByLabel(label, { exact: true }).check();
}

/** The rows of the table on the page, by the text of their first link. */
export async function rowNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  return rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelector('a')?.textContent?.trim() ?? ''),
  );
}

/** Follows a list's "New …" action, a link or a button depending on the list. */
export async function clickNew(page: Page, name: string) {
  await page.getByRole('link', { name }).or(page.getByRole('button', { name })).first().click();
}

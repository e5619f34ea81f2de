import { answer, choose, clickNew, openMenu, rowNames, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { RULER } from '../support/users';
import type { Page } from '@playwright/test';

/** Adds a whole-store rule from the Ruleset and waits for the list to show it. */
async function addRule(page: Page, name: string) {
  await clickNew(page, 'New Rule');
  await page.getByRole('textbox', { name: 'Rule Name', exact: true }).fill(name);
  await choose(page, 'Rule Type', 'Whole Store');
  await answer(page, 'Free Shipping', 'No');
  await answer(page, 'Ask Quantity First', 'No');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test('a rule is moved up the Ruleset with the keyboard only', async ({ page }) => {
  await signInToRetailer(page, RULER);
  await openMenu(page, 'Ruleset');
  for (const name of ['Keys first', 'Keys second']) await addRule(page, name);
  const before = await rowNames(page);
  const from = before.indexOf('Keys second');
  expect(from).toBeGreaterThan(0);

  // dnd-kit's keyboard sensor: Space picks the row up, an arrow moves it, Space drops it.
  await tabTo(page, page.getByRole('button', { name: 'Reorder Keys second' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');

  const expected = [...before];
  expected.splice(from, 1);
  expected.splice(from - 1, 0, 'Keys second');
  await expect.poll(() => rowNames(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(expected);
});

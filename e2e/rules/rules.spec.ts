import { MSG } from '@parley/contract';
import { answer, choose, clickNew, openMenu, rowNames, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { RULER } from '../support/users';
import type { Page } from '@playwright/test';

/** Fills the required Basic Settings of a new rule whose type needs nothing more. */
async function startRule(page: Page, name: string, type: string) {
  await clickNew(page, 'New Rule');
  await page.getByRole('textbox', { name: 'Rule Name', exact: true }).fill(name);
  await choose(page, 'Rule Type', type);
  await answer(page, 'Free Shipping', 'No');
  await answer(page, 'Ask Quantity First', 'No');
}

/** Saves the new rule and waits for the list it goes back to, showing it. */
async function save(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(MSG.itemCreated('Rule')).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInToRetailer(page, RULER);
  await openMenu(page, 'Ruleset');
});

test('a whole-store rule is created, listed and switched on', async ({ page }) => {
  await startRule(page, 'Everything in store', 'Whole Store');
  await save(page, 'Everything in store');
  const row = page.getByRole('row', { name: /Everything in store/ });
  await expect(row).toBeVisible();
  const active = row.getByRole('switch');
  await expect(active).not.toBeChecked();
  // Mantine draws the switch over a visually hidden input: click what the user sees.
  await row.locator('.mantine-Switch-track').click();
  await expect(active).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('row', { name: /Everything in store/ }).getByRole('switch'),
  ).toBeChecked();
});

test('a product rule takes products from the picker and a recurring time limit', async ({
  page,
}) => {
  await startRule(page, 'Weekday shirts', 'Individual Product');
  await page.getByRole('button', { name: 'Add products' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose products' });
  await picker.getByRole('button', { name: 'Add Linen Shirt' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Linen Shirt' })).toBeVisible();

  await page.getByRole('radio', { name: 'Recurring' }).check();
  await choose(page, 'Day', 'Monday to Friday');
  await choose(page, 'Begin Time', '09:00 AM');
  await choose(page, 'End Time', '05:00 PM');
  await save(page, 'Weekday shirts');
  await page.getByRole('link', { name: 'Weekday shirts' }).click();
  await expect(page.getByRole('textbox', { name: 'Rule Name', exact: true })).toHaveValue(
    'Weekday shirts',
  );
  await expect(page.getByRole('button', { name: 'Remove Linen Shirt' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Recurring' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(
    'Monday to Friday',
  );
  await expect(page.getByRole('textbox', { name: 'Begin Time', exact: true })).toHaveValue(
    '09:00 AM',
  );
  await expect(page.getByRole('textbox', { name: 'End Time', exact: true })).toHaveValue(
    '05:00 PM',
  );
});

test('rules are reordered by dragging one onto another', async ({ page }) => {
  for (const name of ['Drag first', 'Drag second']) {
    await startRule(page, name, 'Whole Store');
    await save(page, name);
  }
  const before = await rowNames(page);
  const from = before.indexOf('Drag second');
  const to = before.indexOf('Drag first');
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThanOrEqual(0);

  // dnd-kit's pointer sensor starts a drag only after the pointer has moved a few pixels.
  const handle = page.getByRole('button', { name: 'Reorder Drag second' });
  const target = page.getByRole('row', { name: /Drag first/ });
  // The mouse moves in the viewport's coordinates: both rows in view first (other specs' rules
  // lengthen this store's list past the window's height), and measured only then.
  await handle.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('the rows are not laid out');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(start.x + start.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();

  const expected = [...before];
  expected.splice(from, 1);
  expected.splice(to, 0, 'Drag second');
  await expect.poll(() => rowNames(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(expected);
});

test('a rule is archived and moved back to the ruleset', async ({ page }) => {
  await startRule(page, 'Seasonal clearance', 'Whole Store');
  await save(page, 'Seasonal clearance');
  await page.getByRole('button', { name: 'Actions for Seasonal clearance' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByRole('row', { name: /Seasonal clearance/ })).toHaveCount(0);

  await openMenu(page, 'Rules Archive');
  await page.getByRole('button', { name: 'Actions for Seasonal clearance' }).click();
  await page.getByRole('menuitem', { name: 'Move to Ruleset' }).click();
  await expect(page.getByRole('row', { name: /Seasonal clearance/ })).toHaveCount(0);

  await openMenu(page, 'Ruleset');
  await expect(page.getByRole('row', { name: /Seasonal clearance/ })).toBeVisible();
});

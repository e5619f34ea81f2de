import { randomUUID } from 'node:crypto';
import { MSG } from '@parley/contract';
import { openMenu } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN } from '../support/users';

test('an administrator creates a global reason, off at first, and switches it on from the list', async ({
  page,
}) => {
  // Its own words each time, so that a repeated run finds its row and no other.
  const text = `Every price here is checked against the market each week (${randomUUID().slice(0, 8)}).`;
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/#\/retailers(\?.*)?$/);
  await openMenu(page, 'Reasons global');
  await expect(page).toHaveURL(/\/#\/admin\/reasons$/);

  await page.getByRole('link', { name: 'New Reason' }).click();
  await expect(page.getByRole('heading', { name: 'General Reason Settings' })).toBeVisible();
  const active = page.getByRole('switch', { name: 'Active', exact: true });
  await expect(active).not.toBeChecked();
  await page.getByLabel('The reason text as it will be displayed in the bot').fill(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // Back on the list, created and off.
  await expect(page.getByText(MSG.itemCreated('Reason')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/#\/admin\/reasons$/);
  await expect(page.getByRole('heading', { name: 'Reasons global' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: 'Global' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: `Active: ${text}`, exact: true });
  await expect(toggle).not.toBeChecked();

  // Mantine draws the switch over a visually hidden input: click what the user sees.
  await row.locator('.mantine-Switch-track').click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reasons global' })).toBeVisible();
  await expect(toggle).toBeChecked();

  // The editor agrees; then the reason is deleted, leaving the global reasons as they were.
  await row.getByRole('link', { name: text }).click();
  await expect(page.getByRole('heading', { name: 'General Reason Settings' })).toBeVisible();
  await expect(page.getByLabel('The reason text as it will be displayed in the bot')).toHaveValue(
    text,
  );
  await expect(active).toBeChecked();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/#\/admin\/reasons$/);
  await page.getByRole('button', { name: `Actions for ${text}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(MSG.reasonDeleted).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
});

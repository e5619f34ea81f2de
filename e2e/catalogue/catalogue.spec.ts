import type { Page } from '@playwright/test';
import { clickNew, openMenu, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { RULER } from '../support/users';

/** A real 4×2 PNG: the server checks an upload's bytes, not its name. */
const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGP438AARwzIHACjqgv5HOrzZgAAAABJRU5ErkJggg==',
  'base64',
);

async function newItem(page: Page, menu: string, item: string, fields: Record<string, string>) {
  await openMenu(page, menu);
  await page.getByRole('link', { name: `New ${item}` }).click();
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${item} Created`)).toBeVisible();
  await expect(page.getByRole('heading', { name: menu, exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInToRetailer(page, RULER);
});

test('a product, a category and a cohort are created and listed', async ({ page }) => {
  await newItem(page, 'Individual Products', 'Product', {
    'Product ID': 'MUG-7',
    'Product Name': 'Stoneware Mug',
  });
  await expect(page.getByRole('row', { name: /MUG-7.*Stoneware Mug/ })).toBeVisible();

  await newItem(page, 'Product Categories', 'Product Category', { 'Category Name': 'Kitchen' });
  await expect(page.getByRole('row', { name: /Kitchen/ })).toBeVisible();

  await newItem(page, 'User Cohorts', 'User Cohort', { 'Cohort Name': 'Newsletter readers' });
  await expect(page.getByRole('row', { name: /Newsletter readers/ })).toBeVisible();
});

test('a gift with purchase is created with an uploaded banner image', async ({ page }) => {
  await openMenu(page, 'Gift With Purchase');
  await clickNew(page, 'New Gift With Purchase');
  await page.getByLabel('Product ID', { exact: true }).fill('TOTE-1');
  const english = page.getByRole('group', { name: 'English (UK) (en-GB)' });
  await english.getByLabel('Name', { exact: true }).fill('Free tote bag');
  await english.getByLabel(/^Short Description/).fill('A canvas bag');

  await page
    .getByLabel('Banner image file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: BANNER_PNG });
  const banner = page.getByRole('region', { name: 'Chat preview' }).getByRole('img', {
    name: 'Free tote bag banner',
  });
  await expect(banner).toBeVisible();
  // The preview shows the stored file, served back by the server: its own re-encoding of the
  // picture, a PNG still, never the bytes as uploaded.
  const source = await banner.getAttribute('src');
  expect(source).toMatch(/^https?:\/\//);
  const stored = await page.request.get(source ?? '');
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/png');
  const body = await stored.body();
  expect(body.subarray(1, 4).toString()).toBe('PNG');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Gift With Purchase Created')).toBeVisible();
  const row = page.getByRole('row', { name: /TOTE-1/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('£5.00');

  await row.getByText('TOTE-1').click();
  await expect(
    page
      .getByRole('region', { name: 'Chat preview' })
      .getByRole('img', { name: 'Free tote bag banner' }),
  ).toBeVisible();
});

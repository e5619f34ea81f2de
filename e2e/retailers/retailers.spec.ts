import type { Page } from '@playwright/test';
import { openRetailerFromList } from '../support/console';
import { expect, expectSignedIn, signIn, signOut, test } from '../support/fixtures';
import { ADMIN, GUARDS } from '../support/users';

const STORE = 'E2E Store';

/** Signs the administrator in and finds the store on the Retailers screen by search. */
async function openStore(page: Page) {
  await page.goto('/#/retailers');
  await signIn(page, ADMIN);
  return openRetailerFromList(page, STORE);
}

/** A call to the API as the administrator signed in on the page. */
async function asAdmin(page: Page, method: string, path: string, body?: object) {
  const token = await page.evaluate(() => localStorage.getItem('parley.access_token'));
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
  return response;
}

test('an administrator runs an uplift test and edits the store integration', async ({ page }) => {
  await openStore(page);
  const uplift = page.getByRole('region', { name: 'Uplift A/B Test' });
  await uplift.getByRole('button', { name: 'Start Test' }).click();
  await expect(uplift.getByText('Please select a control percentage')).toBeVisible();
  await uplift.getByRole('textbox', { name: 'Control percentage' }).click();
  await page.getByRole('option', { name: '15%', exact: true }).click();
  await uplift.getByRole('button', { name: 'Start Test' }).click();
  await expect(uplift.getByText(/^15% of shoppers are in the control cohort/)).toBeVisible();
  await expect(uplift.getByText('Running since')).toBeVisible();
  await uplift.getByRole('button', { name: 'Terminate Test' }).click();
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(uplift.getByRole('button', { name: 'Start Test' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Shopify Integration' }).click();
  await expect(page.getByRole('heading', { name: 'Shopify Store Integration' })).toBeVisible();
  const editor = page.locator('.cm-content');
  await expect(editor).toContainText('window.parleyConfig');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('window.parleyConfig = { buttons: [] }; // e2e');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Shopify Store Integration Saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: STORE, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Shopify Integration' }).click();
  await expect(page.locator('.cm-content')).toContainText(
    'window.parleyConfig = { buttons: [] }; // e2e',
  );
});

test('an administrator logs in as the retailer, and back', async ({ page }) => {
  await openStore(page);
  await page.getByRole('button', { name: 'Log in as this retailer' }).click();
  await expect(page).toHaveURL(/#\/retailers\/[^/]+\/dashboard/);
  await expectSignedIn(page, GUARDS);
  // Signs in from the hosted login page the log-out ends on: a deep link could race its redirect.
  await signOut(page, GUARDS);
  await signIn(page, ADMIN);
  await expectSignedIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Retailers', exact: true })).toBeVisible();
});

test('maintenance sends the console to the status page, and its end brings it back', async ({
  page,
}) => {
  await openStore(page);
  expect((await asAdmin(page, 'PUT', '/admin/status', { 'admin-site': 'down' })).status()).toBe(
    200,
  );
  try {
    // A change refused with 503 makes the console look at the status feed at once.
    await page
      .getByRole('region', { name: 'Store Info' })
      .getByRole('switch', { name: 'Discount functions enabled' })
      .click({ force: true });
    await expect(page).toHaveURL(/\/status\.html$/);
    await expect(page.getByText(/is down for maintenance/)).toBeVisible();
  } finally {
    const back = await asAdmin(page, 'PUT', '/admin/status', { 'admin-site': 'up' });
    expect(back.status()).toBe(200);
  }
  await page.reload();
  await expect(page).not.toHaveURL(/status\.html/);
  await expectSignedIn(page, ADMIN);
});

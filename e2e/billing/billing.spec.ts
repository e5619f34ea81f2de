import { CAP_REACHED_TEXT, capReachedTitle } from '@parley/contract';
import type { Page } from '@playwright/test';
import { openMenu, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { BILLER, BILLING_STORE } from '../support/users';
import { WidgetShopper, displayShown } from '../support/widget-api';

/** The Starter plan's parleys a cycle (part 2 §9). */
const STARTER_CAP = 100;

/** Ends the store's current billing cycle now, through the server's test hook (PARLEY_TEST_HOOKS). */
async function closeCycle(page: Page, retailerId: string) {
  const response = await page.request.post(`/test-hooks/retailers/${retailerId}/close-cycle`);
  expect(response.status(), await response.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('a Starter store reaches its cap through the widget, sees why, upgrades and negotiates again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The cycle's allowance, spent by shoppers opening the chat on the store's page.
  for (let started = 0; started < STARTER_CAP; started += 1) {
    await WidgetShopper.start(request, BILLING_STORE);
  }
  expect(await displayShown(request, BILLING_STORE)).toBe(false);

  await signInToRetailer(page, BILLER);
  const notice = page.getByTestId('cap-reached-notice');
  await expect(notice).toContainText(capReachedTitle('Starter'));
  await expect(notice).toContainText(CAP_REACHED_TEXT);
  await expect(page.getByRole('banner').getByText('0 Parleys remaining')).toBeVisible();

  await notice.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' }).first()).toBeVisible();
  const professional = page.getByRole('region', { name: 'Professional', exact: true });
  await professional.getByRole('button', { name: 'Choose' }).click();
  // Professional has a usage fee: the spending limit comes first.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose' }).click();

  await expect(page).toHaveURL(/\/account\/plan$/);
  await expect(page.getByRole('heading', { name: 'Account & Plan' }).first()).toBeVisible();
  await expect(page.getByText('Professional').first()).toBeVisible();
  await expect(page.getByTestId('cap-reached-notice')).toHaveCount(0);
  // A new cycle began with the plan: the widget offers negotiation again.
  expect(await displayShown(request, BILLING_STORE)).toBe(true);
  const shopper = await WidgetShopper.start(request, BILLING_STORE);
  expect(shopper.state.negotiation_status).toBe('negotiating');
});

test('a usage charge appears when a cycle ends, and is billed with Bill Now', async ({
  page,
  request,
}) => {
  const retailerId = await signInToRetailer(page, BILLER);
  // A negotiated sale in the Professional plan's cycle: 2% of it is the cycle's usage fee.
  const buyer = await WidgetShopper.start(request, BILLING_STORE);
  const sale = await buyer.purchase(BILLING_STORE.secretKey);
  await closeCycle(page, retailerId);

  await page.reload();
  await openMenu(page, 'Usage');
  const usageRow = page
    .getByRole('row')
    .filter({ hasText: /usage fee/i })
    .first();
  await expect(usageRow).toBeVisible();
  const fee = (Math.round((sale.deal_price ?? 0) * sale.quantity * 2) / 100).toFixed(2);
  await expect(usageRow).toContainText(fee);
  await usageRow.getByRole('link').first().click();

  await expect(page.getByRole('link', { name: 'Manage Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Charges' })).toBeVisible();
  // The sale the fee was charged on, linked to its session.
  await expect(page.locator(`a[href*="${buyer.sessionId}"]`)).toHaveCount(1);
  const billNow = page.getByRole('button', { name: 'Bill Now' });
  await billNow.click();
  await expect(billNow).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage Charges' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /usage fee/i })
      .first(),
  ).toContainText(/\d\d\/\d\d\/\d{4}/);
});

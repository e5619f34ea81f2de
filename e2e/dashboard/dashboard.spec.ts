import { PRODUCT_TERM_PLURAL } from '@parley/contract';
import { expect, type Page } from '@playwright/test';
import { choose, signInToRetailer } from '../support/console';
import { expectSignedIn, signIn, test } from '../support/fixtures';
import { ADMIN, SELLER, SESSIONS_STORE } from '../support/users';
import { WidgetShopper, boughtAndChatted } from '../support/widget-api';

/** A figure of a dashboard panel, by the panel's and the figure's names. */
const figure = (page: Page, panel: string, label: string) =>
  page.getByRole('region', { name: panel }).getByRole('group', { name: label, exact: true });

/** The figure's number, its first line of digits ('1,234' -> 1234). */
async function countIn(page: Page, panel: string, label: string): Promise<number> {
  const text = (await figure(page, panel, label).locator('p').nth(1).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test("a retailer's dashboard shows the week's figures, and a past range shows none", async ({
  page,
  request,
}) => {
  // Two negotiations of the E2E Sessions Store today: one agreed and put in the basket.
  await boughtAndChatted(request);

  const retailerId = await signInToRetailer(page, SELLER);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('A quick summary of product activity')).toBeVisible();
  // The default: the last 7 days, with the dates shown.
  await expect(page.getByRole('textbox', { name: 'Time Range', exact: true })).toHaveValue(
    'Last 7 days',
  );
  await expect(figure(page, 'Overview', PRODUCT_TERM_PLURAL)).toBeVisible();
  expect(await countIn(page, 'Overview', PRODUCT_TERM_PLURAL)).toBeGreaterThanOrEqual(2);
  expect(await countIn(page, 'Overview', 'Deals Agreed')).toBeGreaterThanOrEqual(1);
  await expect(
    page
      .getByRole('region', { name: 'Negotiation Flows' })
      .getByRole('group', { name: 'Deal Agreed' }),
  ).toContainText(/[1-9]/);

  // A range long before the store's first negotiation: the URL says so, and the figures are 0.
  await page.getByRole('textbox', { name: 'Start Date', exact: true }).fill('01/01/2020');
  await page.getByRole('textbox', { name: 'Start Date', exact: true }).press('Enter');
  await page.getByRole('textbox', { name: 'End Date', exact: true }).fill('02/01/2020');
  await page.getByRole('textbox', { name: 'End Date', exact: true }).press('Enter');
  await expect(page).toHaveURL(
    new RegExp(
      `#/retailers/${retailerId}/dashboard\\?(?=.*timeRange=custom)(?=.*startDate=2020-01-01)(?=.*endDate=2020-01-02)`,
    ),
  );
  await expect(figure(page, 'Overview', PRODUCT_TERM_PLURAL)).toContainText(
    new RegExp(`^${PRODUCT_TERM_PLURAL}0`),
  );
  await expect(figure(page, 'Overview', 'Revenue')).toContainText('£0.00');

  // Back to a preset: the URL and the figures follow.
  await choose(page, 'Time Range', 'Last 30 days');
  await expect(page).toHaveURL(/[?&]timeRange=30d(&|$)/);
  await expect.poll(() => countIn(page, 'Overview', PRODUCT_TERM_PLURAL)).toBeGreaterThanOrEqual(2);
});

test('an administrator sees the sankey chart, the zone grid and the uplift test of a retailer', async ({
  page,
  request,
}) => {
  await WidgetShopper.bought(request);

  await page.goto('/');
  await signIn(page, ADMIN);
  await expectSignedIn(page, ADMIN);
  await page.goto('/#/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', exact: true })).toBeVisible();
  // Across retailers the rules panel asks for a retailer.
  await expect(
    page
      .getByRole('region', { name: 'Active Rules' })
      .getByText('Select a Retailer in the filters to see the relevant active Rules.'),
  ).toBeVisible();

  await choose(page, 'Retailer', SESSIONS_STORE.name);
  await expect(page).toHaveURL(/#\/admin\/dashboard\?(.*&)?retailerId=[^&]+/);
  // The chart is drawn once scrolled near (scrolled again if the panels above it grew meanwhile).
  await expect(async () => {
    await page.getByRole('region', { name: 'Negotiation Sankey' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Session flow chart' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await expect(
    page.getByRole('img', { name: 'Session flow chart' }).getByText(/^Negotiated \(\d+\)$/),
  ).toBeVisible();
  const grid = page.getByRole('table', { name: 'Zone grid' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Round 1' })).toBeVisible();
  expect(await countIn(page, 'Walkaway Hits', 'Sessions with Bids')).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Uplift A/B Test' })).toBeVisible();
  expect(await countIn(page, 'Overview', PRODUCT_TERM_PLURAL)).toBeGreaterThanOrEqual(1);
});

import type { TSessionTurnResponse } from '@parley/contract';
import type { Browser, Page } from '@playwright/test';
import { signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/users';

/** The demo store's seeded cohort, whose rule is first in its ruleset (modules/seed). */
const VIP = 'VIP customers';
const SCARF = 'Lambswool Scarf';

/**
 * A shopper of their own opens the demo shop, whose page declares `cohorts` on the widget's
 * script tag (as a store's page would: here the page is rewritten on its way), and starts a
 * negotiation of the scarf: returns the session's id.
 */
async function negotiateOnDemoShop(browser: Browser, cohorts: string | null): Promise<string> {
  const context = await browser.newContext();
  const shop = await context.newPage();
  if (cohorts !== null) {
    await shop.route('**/demo-store', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        // The widget's tag: <script src="/widget/v/<version>.js" data-api-key=…>.
        body: html.replace(
          /<script src="([^"]+)" data-api-key/,
          `<script data-parley-cohorts="${cohorts}" src="$1" data-api-key`,
        ),
      });
    });
  }
  await shop.goto('/demo-store');
  const started = shop.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith('/widget/sessions'),
  );
  await shop
    .getByRole('article')
    .filter({ hasText: SCARF })
    .getByRole('button', { name: 'Negotiate' })
    .click();
  const response = await started;
  expect(response.status(), await response.text()).toBe(200);
  const { session } = (await response.json()) as TSessionTurnResponse;
  await context.close();
  return session.session_id;
}

/** The Details card's value of `label` on the session's detail screen, and its matched rules. */
async function openSession(page: Page, retailerId: string, sessionId: string) {
  await page.goto(`/#/retailers/${retailerId}/sessions/${sessionId}`);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('row', { name: /Session ID/ })).toContainText(sessionId);
  return { details, rules: page.getByRole('region', { name: 'Matched Rules' }) };
}

test('a shopper the demo shop declares in a cohort negotiates under the cohort’s rule', async ({
  page,
  browser,
}) => {
  // Names match whatever their case: a Shopify customer's tags are typed by hand.
  const inCohort = await negotiateOnDemoShop(browser, 'newsletter, vip CUSTOMERS');
  const outside = await negotiateOnDemoShop(browser, null);

  const retailerId = await signInToRetailer(page, DEMO);
  const vip = await openSession(page, retailerId, inCohort);
  await expect(vip.details.getByRole('row', { name: /User Cohorts/ })).toContainText(VIP);
  await expect(vip.rules.getByRole('link', { name: VIP, exact: true })).toBeVisible();

  const other = await openSession(page, retailerId, outside);
  await expect(other.details.getByRole('row', { name: /User Cohorts/ })).toHaveCount(0);
  await expect(other.rules.getByRole('link', { name: 'Whole Store', exact: true })).toBeVisible();
  await expect(other.rules.getByRole('link', { name: VIP, exact: true })).toHaveCount(0);
});

import { PRODUCT_TERM_PLURAL } from '@parley/contract';
import type { Page } from '@playwright/test';
import { openMenu, signInToRetailer } from '../support/console';
import { expect, expectSignedIn, signIn, test } from '../support/fixtures';
import { ADMIN, SELLER } from '../support/users';
import { WidgetShopper } from '../support/widget-api';

/** Today as a YYYY-MM-DD day in the zone (the Canadian English format is ISO's). */
const today = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const frameOf = (page: Page) => page.frameLocator('iframe[title="New Dashboard"]');
/** The page names a day as DD/MM/YYYY; `day` is the ISO day the console's URL carries. */
const openDay = (day: string) =>
  `Open the ${PRODUCT_TERM_PLURAL.toLowerCase()} of ${day.split('-').reverse().join('/')}`;

test('a retailer’s New dashboard loads in its frame, changes range inside it and opens a day’s sessions in the console', async ({
  page,
  request,
}) => {
  // The page's strict policy lets its own style and script run, and nothing else.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const bought = await WidgetShopper.bought(request);
  const retailerId = await signInToRetailer(page, SELLER);
  await page.goto(`/#/retailers/${retailerId}/newdashboard`);
  await expect(page.getByRole('heading', { name: 'New Dashboard', level: 2 })).toBeVisible();

  const frame = frameOf(page);
  await expect(
    frame.getByRole('heading', { name: 'New Dashboard: E2E Sessions Store' }),
  ).toBeVisible();
  // The E2E Sessions Store keeps London time.
  const day = today('Europe/London');
  const row = frame
    .getByRole('row')
    .filter({ has: frame.getByRole('link', { name: openDay(day) }) });
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');

  // The range links stay inside the frame (its own session), the console does not move.
  await frame.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(frame.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(frame.getByRole('link', { name: /^Open the / })).toHaveCount(7);
  await expect(page).toHaveURL(new RegExp(`#/retailers/${retailerId}/newdashboard$`));

  await frame.getByRole('link', { name: openDay(day) }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `#/retailers/${retailerId}/sessions\\?timeRange=custom&startDate=${day}&endDate=${day}$`,
    ),
  );
  await expect(page.getByRole('link', { name: bought.sessionId, exact: true })).toBeVisible();
  expect(refused).toEqual([]);
});

test('the administrator’s New dashboard shows all retailers and a day opens the cross-retailer sessions list', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expectSignedIn(page, ADMIN);
  await openMenu(page, 'New Dashboard');
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: 'New Dashboard: All retailers' })).toBeVisible();
  const day = today('UTC');
  await frame.getByRole('link', { name: openDay(day) }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/sessions\\?timeRange=custom&startDate=${day}&endDate=${day}&dataQuality=all$`),
  );
  await expect(page.getByRole('heading', { name: PRODUCT_TERM_PLURAL }).first()).toBeVisible();
});

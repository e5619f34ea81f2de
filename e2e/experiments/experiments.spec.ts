import type { Page } from '@playwright/test';
import { choose, openMenu } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN } from '../support/users';
import { WidgetShopper, displayShown } from '../support/widget-api';

const NAME = `E2E strategies ${Date.now().toString(36)}`;
/** Shoppers who open the chat: with 50/50 cohorts, both get some (all but surely). */
const SHOPPERS = 16;

/** The demo store's public key, as its shop page (/demo-store) carries it. */
async function demoStoreKey(page: Page) {
  const html = await (await page.request.get('/demo-store')).text();
  const apiKey = /pk_[0-9a-f]+/.exec(html)?.[0];
  if (!apiKey) throw new Error('no widget key on the demo store page');
  return { apiKey };
}

/** Computes every running experiment's results now, through the server's test hook. */
async function computeResults(page: Page) {
  const response = await page.request.post('/test-hooks/experiments/compute-results');
  expect(response.status(), await response.text()).toBe(200);
}

/** A figure of the results table: the cohort's column of the row labelled `label`. */
async function figure(page: Page, group: string, label: string, cohort: number) {
  const table = page.getByRole('table', { name: 'Cohort results' });
  const rows = table.getByRole('row');
  const texts = await rows.allInnerTexts();
  const start = group ? texts.findIndex((text) => text.trim() === group) : 0;
  const index = texts.findIndex((text, i) => i > start && text.startsWith(label));
  const cells = rows.nth(index).getByRole('cell');
  return Number((await cells.nth(cohort).innerText()).replace(/[^0-9.]/g, ''));
}

test.describe.configure({ mode: 'serial' });

test('an administrator runs a two-cohort experiment on the demo store and reads its results', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, ADMIN);
  await openMenu(page, 'Experiments');
  await page
    .getByRole('link', { name: 'New Experiment' })
    .or(page.getByRole('button', { name: 'New Experiment' }))
    .first()
    .click();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await page.getByRole('textbox', { name: 'Add Retailer' }).fill('Demo Store');
  await page.getByRole('option', { name: 'Demo Store', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Experiment retailers' })).toContainText(
    'Demo Store',
  );

  const cohortNames = page.getByRole('textbox', { name: 'Cohort Name' });
  await cohortNames.first().fill('Tit-for-tat');
  await page.getByRole('button', { name: 'Add Cohort' }).click();
  await expect(cohortNames.nth(1)).toHaveValue('New Cohort');
  await cohortNames.nth(1).fill('Exponential');
  const versions = page.getByRole('textbox', { name: 'Algorithm Version' });
  await versions.first().click();
  await page.getByRole('option', { name: 'b_tit_for_tat' }).click();
  await versions.nth(1).click();
  await page.getByRole('option', { name: 'c_exponential' }).click();
  await expect(page.getByRole('textbox', { name: 'Control Percentage' })).toHaveValue('0%');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Experiment Created')).toBeVisible();

  // Switched on from the list: the start date is set, the demo store's shoppers are in cohorts.
  await page.goto('/#/admin/experiments');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('switch', { name: `Active: ${NAME}` }).click({ force: true });
  await expect(row.getByRole('switch', { name: `Active: ${NAME}` })).toBeChecked();

  // Shoppers of the demo store: some only look at a page, the others open the chat.
  const store = await demoStoreKey(page);
  for (let i = 0; i < 4; i += 1) expect(await displayShown(request, store)).toBe(true);
  const chats = [];
  for (let i = 0; i < SHOPPERS; i += 1) chats.push(await WidgetShopper.start(request, store));
  await chats[0]!.say('Could you do £150?');

  await computeResults(page);
  await row.getByRole('link', { name: NAME }).or(row.getByText(NAME)).first().click();
  await expect(page.getByRole('table', { name: 'Cohort results' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cohort results' });
  await expect(table.getByRole('columnheader', { name: 'Tit-for-tat' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Exponential' })).toBeVisible();
  const first = await figure(page, 'Chats', 'Sessions', 0);
  const second = await figure(page, 'Chats', 'Sessions', 1);
  expect(first + second).toBe(SHOPPERS);
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(0);

  // The sessions list filtered by the first cohort shows exactly its negotiations.
  await openMenu(page, 'Parleys');
  await choose(page, 'Experiment', NAME);
  await choose(page, 'Cohort', 'Tit-for-tat');
  await expect(page).toHaveURL(/[?&]cohort=[0-9a-f-]{36}(&|$)/);
  await expect(page.getByText(new RegExp(`^1-${first} of ${first}$`))).toBeVisible();
  const sessionIds = new Set(chats.map((chat) => chat.sessionId));
  const shown = page.getByRole('row').filter({ has: page.getByRole('link') });
  for (const text of await shown.allInnerTexts()) {
    expect([...sessionIds].some((id) => text.includes(id))).toBe(true);
  }

  // Switched off: it ends, and the archive shows it with its end date.
  await page.goto('/#/admin/experiments');
  await row.getByRole('switch', { name: `Active: ${NAME}` }).click({ force: true });
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  await openMenu(page, 'Experiments Archive');
  await expect(page.getByRole('row').filter({ hasText: NAME })).toBeVisible();
});

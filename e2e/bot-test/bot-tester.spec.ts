import type { Locator, Page } from '@playwright/test';
import { chatParts, haggleToDeal, storedSession } from '../support/chat';
import { choose, openMenu } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN } from '../support/users';

/** Starts a test with the settings chosen; returns the chat the widget opens in the console. */
async function startTest(page: Page) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Test Negotiation' })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Make us an offer' });
  await expect(chatParts(chat).botAnswers).toHaveCount(1);
  return chat;
}

/** Adds the chat's deal to the basket: the chat gives way to the tester's 'Added to Basket'. */
async function addToBasket(page: Page, chat: Locator) {
  await chatParts(chat).addToBasket.click();
  const added = page.getByRole('status').filter({ hasText: 'Added to Basket' });
  await expect(added).toBeVisible();
  await expect(chat).toBeHidden();
  return added;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/#\/retailers/);
  await openMenu(page, 'Bot Tester');
});

test('a v1 product test with the defaults is negotiated, added to the basket and purchased', async ({
  page,
}) => {
  // The defaults: the test product at £100, which the bot may sell down to £84.
  const chat = await startTest(page);
  const turns = await haggleToDeal(
    chat,
    [60, 70, 78, 84, 88, 92].map((bid) => `I can pay £${bid}`),
  );
  await expect(page.getByText(/^Deal agreed at £[\d.]+: add it to the basket/)).toBeVisible();
  const added = await addToBasket(page, chat);

  await added.getByRole('button', { name: 'Mark as Purchased' }).click();
  await expect(added).toContainText(/Purchased with order number TEST-[0-9A-F]{8}/);
  await expect(added.getByRole('button', { name: 'Mark as Purchased' })).toBeHidden();
  const sessionId = turns[0]?.session_id ?? '';
  expect(await storedSession(page, sessionId)).toMatchObject({ negotiation_status: 'purchased' });
});

test('a v2 contract is negotiated down to a deal', async ({ page }) => {
  await page.getByRole('radio', { name: 'v2 Negotiation as a Service' }).check();
  await page.getByRole('radio', { name: 'Contract' }).check();
  await choose(page, 'Contract Profile', 'Fibre broadband, 24 months');
  // The profile: the bot opens at £45 a month and may go down to £36.
  const chat = await startTest(page);
  const turns = await haggleToDeal(
    chat,
    [25, 30, 33, 36, 38, 40].map((bid) => `I can pay £${bid}`),
  );
  const offers = turns.map((turn) => turn.current_price);
  expect(
    offers.every((offer) => offer >= 36 && offer <= 45),
    `offers ${offers.join(', ')}`,
  ).toBe(true);
  await addToBasket(page, chat);
});

test('a v2 contract buyback: the bot buys, raising its offers, to a deal', async ({ page }) => {
  await page.getByRole('radio', { name: 'v2 Negotiation as a Service' }).check();
  await page.getByRole('radio', { name: 'Contract' }).check();
  await choose(page, 'Contract Profile', 'Phone trade-in (buyback)');
  // The profile's bands rise: the bot opens at £200 and may go up to £250; the shopper asks less
  // and less.
  await expect(page.getByText('Opening offer £200.00, up (buyback)')).toBeVisible();
  const chat = await startTest(page);
  const turns = await haggleToDeal(
    chat,
    [262, 255, 248, 242, 236, 230].map((ask) => `I want £${ask} for it`),
  );
  const offers = turns.map((turn) => turn.current_price);
  expect(offers[0], `offers ${offers.join(', ')}`).toBeGreaterThan(200);
  expect(offers, 'the offers never go down').toEqual(offers.toSorted((a, b) => a - b));
  // A deal at the shopper's ask, or the final offer the chat's Accept took.
  const last = turns.at(-1);
  const deal = last?.deal_price ?? last?.current_price ?? 0;
  expect(deal).toBeGreaterThan(200);
  expect(deal).toBeLessThanOrEqual(250);
  await addToBasket(page, chat);
});

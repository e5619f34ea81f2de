import { REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import type { Locator, Page } from '@playwright/test';
import { openDemoShopChat, say } from '../support/chat';
import { openMenu, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/users';
import {
  notificationEmailField,
  openStoreSettings,
  quotedLine,
  saveStoreSettings,
  statementField,
  statementTexts,
} from './store-settings';

/** One of the demo store's products on its shop page (/demo-store). */
const SCARF = { name: 'Lambswool Scarf', listPrice: 48 };
const STATEMENT = 'Every scarf is woven in our Hawick mill.';
/** No other test reads the demo store's notification e-mail; this one puts the old one back. */
const NOTICE_ADDRESS = 'brand-values@e2e.test';
/** A tenth of the list price: a lowball, which the bot refuses (now and then with a reason). */
const LOWBALL = `I can pay £${Math.round(SCARF.listPrice * 0.1)}`;

const reasonSwitch = (page: Page, text: string) =>
  page.getByRole('switch', { name: `Active: ${text}`, exact: true });

/** Flips a reason's Active? switch on the Reasons list and waits for the saved state. */
async function setActive(page: Page, text: string, active: boolean) {
  const toggle = reasonSwitch(page, text);
  // Mantine draws the switch over a visually hidden input: click what the user sees.
  await page.getByRole('row').filter({ has: toggle }).locator('.mantine-Switch-track').click();
  if (active) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
}

/** The chat's lines that quote `statement`. */
const quotes = (chat: Locator, statement: string) =>
  chat
    .getByRole('log')
    .getByRole('paragraph')
    .filter({ hasText: quotedLine(statement) });

test('a brand statement written in Store Settings is quoted word for word by the bot on the demo shop', async ({
  page,
  context,
}) => {
  const retailerId = await signInToRetailer(page, DEMO);

  // General settings: the notification e-mail is saved and still there after a reload.
  await openStoreSettings(page);
  const email = notificationEmailField(page);
  const previousEmail = await email.inputValue();
  await email.fill(NOTICE_ADDRESS);
  await saveStoreSettings(page, retailerId);
  await page.reload();
  await expect(email).toHaveValue(NOTICE_ADDRESS);

  // Brand Values: the statement goes in the first empty field, its counter counting.
  await page.getByRole('tab', { name: 'Brand Values' }).click();
  await expect(page).toHaveURL(/[?&]tab=brand-values(&|$)/);
  const before = await statementTexts(page);
  const empty = before.indexOf('');
  expect(empty, `an empty statement field among ${JSON.stringify(before)}`).toBeGreaterThan(-1);
  const field = statementField(page, empty + 1);
  await field.fill(STATEMENT);
  await expect(page.getByText(`${STATEMENT.length}/${REASON_TEXT_MAX_LENGTH}`)).toBeVisible();
  await saveStoreSettings(page, retailerId);
  await page.reload();
  await expect(field).toHaveValue(STATEMENT);
  const others = before.filter((text) => text !== '');

  // The Reasons list has it switched on. The store's other statements are switched off for the
  // chat, so that the one the bot quotes can only be this one (they are switched on again below).
  await openMenu(page, 'Reasons');
  await expect(reasonSwitch(page, STATEMENT)).toBeChecked();
  const switchedOff: string[] = [];
  for (const text of others) {
    if (!(await reasonSwitch(page, text).isChecked())) continue;
    await setActive(page, text, false);
    switchedOff.push(text);
  }

  // A shopper on the demo shop lowballs until the bot explains its price with the statement.
  const shop = await context.newPage();
  const chat = await openDemoShopChat(shop, SCARF.name);
  for (let turn = 0; turn < 8; turn += 1) {
    const session = await say(chat, LOWBALL);
    if ((await quotes(chat, STATEMENT).count()) > 0 || session.ended) break;
  }
  await expect(quotes(chat, STATEMENT)).toHaveCount(1);
  for (const text of others) await expect(chat.getByRole('log')).not.toContainText(text);
  await shop.close();

  // The demo store as it was: its statements on, the new one gone, its notification e-mail back.
  for (const text of switchedOff) await setActive(page, text, true);
  await openStoreSettings(page);
  await email.fill(previousEmail);
  await page.getByRole('tab', { name: 'Brand Values' }).click();
  await field.fill('');
  await saveStoreSettings(page, retailerId);
  await page.reload();
  expect(await statementTexts(page)).toEqual(before);
});

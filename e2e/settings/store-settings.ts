import { MSG } from '@parley/contract';
import { expect, type Page } from '@playwright/test';
import { openMenu } from '../support/console';

/** Store Settings of the signed-in retailer user's store, through its side-menu entry. */
export async function openStoreSettings(page: Page) {
  await openMenu(page, 'Store Settings');
  await expect(page.getByRole('tab', { name: 'General settings' })).toBeVisible();
}

export const notificationEmailField = (page: Page) =>
  page.getByRole('textbox', { name: 'Notification email' });

/** Saves Store Settings: the server took them and the console says 'Saved'. */
export async function saveStoreSettings(page: Page, retailerId: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.endsWith(`/retailers/${retailerId}/settings`),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  // The toast of an earlier save may still be up: the newest one is this save's.
  await expect(page.getByRole('alert').filter({ hasText: MSG.saved }).last()).toBeVisible();
}

/** Sets the store's notification e-mail in Store Settings and saves; returns the one it had. */
export async function setNotificationEmail(
  page: Page,
  retailerId: string,
  email: string,
): Promise<string> {
  await openStoreSettings(page);
  const field = notificationEmailField(page);
  const previous = await field.inputValue();
  await field.fill(email);
  await saveStoreSettings(page, retailerId);
  return previous;
}

/** The five brand statement fields of the Brand Values tab, as their texts. */
export async function statementTexts(page: Page): Promise<string[]> {
  const fields = page.getByRole('textbox', { name: /^Statement \d$/ });
  await expect(fields).toHaveCount(5);
  return fields.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLTextAreaElement).value),
  );
}

export const statementField = (page: Page, number: number) =>
  page.getByRole('textbox', { name: `Statement ${number}`, exact: true });

/** A quoted reason as the bot's chat shows it: its own line, an introduction, then its words. */
export const quotedLine = (statement: string) =>
  new RegExp(`^[^:]{1,40}: ${statement.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

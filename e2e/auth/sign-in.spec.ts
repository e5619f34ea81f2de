import { MSG } from '@parley/contract';
import type { Page } from '@playwright/test';
import { expect, expectHostedLogin, expectSignedIn, signIn, test } from '../support/fixtures';
import { ADMIN, NEWCOMER } from '../support/users';

test('an administrator signs in through the hosted page and lands on the retailers list', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/#\/retailers(\?.*)?$/);
  await expectSignedIn(page, ADMIN);
});

test('wrong credentials stay on the hosted page with the spec message', async ({ page }) => {
  await page.goto('/');
  await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
  await expectHostedLogin(page);
  await expect(page.getByText(MSG.incorrectLogin)).toBeVisible();
});

test('a new retailer user goes through the terms and the questionnaire to the ruleset', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, NEWCOMER);

  await expect(page).toHaveURL(/\/#\/retailers\/[^/]+\/terms$/);
  const accept = page.getByLabel('I have read and accept the Terms & Conditions');
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await accept.check();
  await proceed.click();

  await expect(page).toHaveURL(/\/#\/retailers\/[^/]+\/onboarding\/market_questionnaire$/);
  await expect(
    page.getByRole('heading', { name: "Welcome! Let's configure the product for your needs" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(MSG.questionnaireIncomplete)).toBeVisible();
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/#\/retailers\/[^/]+\/rules$/);
  await expectSignedIn(page, NEWCOMER);
});

async function answerQuestionnaire(page: Page) {
  await page.getByRole('textbox', { name: 'What would you like to achieve?' }).click();
  await page.getByRole('option', { name: 'Reduce discounts' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Market sector' }).click();
  await page.getByRole('option', { name: 'Apparel' }).click();
  await page.getByLabel('Stock type').getByText('New', { exact: true }).click();
  await page.getByRole('textbox', { name: 'How many orders do you take a month?' }).click();
  await page.getByRole('option', { name: 'Under 100' }).click();
}

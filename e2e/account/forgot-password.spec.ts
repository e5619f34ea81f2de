import { MSG } from '@parley/contract';
import {
  emailCount,
  expect,
  expectHostedLogin,
  expectSignedIn,
  nextEmailTo,
  signIn,
  test,
} from '../support/fixtures';
import { RESETTER } from '../support/users';

test('forgot password: e-mail, link, reset, then sign in with the new password', async ({
  page,
  baseURL,
}) => {
  const newPassword = 'reset-to-this-password-3';
  const seen = await emailCount(RESETTER.email);

  await page.goto('/');
  await expectHostedLogin(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/#\/account\/forgot$/);
  await page.getByLabel('Email', { exact: true }).fill(RESETTER.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MSG.forgotSent)).toBeVisible();

  const email = await nextEmailTo(RESETTER.email, seen);
  const link = new RegExp(`${escape(baseURL ?? '')}/#/account/forgot/[A-Za-z0-9_-]+`).exec(
    email.text,
  )?.[0];
  expect(link, `a reset link in:\n${email.text}`).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MSG.passwordResetDone)).toBeVisible();

  await page.goto('/');
  await signIn(page, RESETTER);
  await expect(page.getByText(MSG.incorrectLogin)).toBeVisible();
  await signIn(page, { email: RESETTER.email, password: newPassword });
  await expectSignedIn(page, RESETTER);
});

test('an unknown address gets the same answer and no e-mail', async ({ page }) => {
  const unknown = 'nobody@e2e.test';
  await page.goto('/#/account/forgot');
  await page.getByLabel('Email', { exact: true }).fill(unknown);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(MSG.forgotSent)).toBeVisible();
  expect(await emailCount(unknown)).toBe(0);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

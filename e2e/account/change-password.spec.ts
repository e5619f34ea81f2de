import { MSG } from '@parley/contract';
import { expect, expectSignedIn, signIn, signOut, test } from '../support/fixtures';
import { CHANGER } from '../support/users';

// The refusal runs first: it leaves the password as it was for the change that follows.
test('a wrong current password is refused with the message', async ({ page }) => {
  await page.goto('/#/account/security');
  await signIn(page, CHANGER);
  await expect(page).toHaveURL(/\/#\/account\/security$/);
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another-password-2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(MSG.wrongCurrentPassword)).toBeVisible();
});

test('a user changes the password, then signs in with the new one only', async ({ page }) => {
  const newPassword = 'a-brand-new-password-1';
  await page.goto('/#/account/security');
  await signIn(page, CHANGER);
  await expect(page).toHaveURL(/\/#\/account\/security$/);

  await page.getByLabel('Current password', { exact: true }).fill(CHANGER.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(MSG.passwordUpdated)).toBeVisible();

  await signOut(page, CHANGER);
  await signIn(page, CHANGER);
  await expect(page.getByText(MSG.incorrectLogin)).toBeVisible();

  await signIn(page, { email: CHANGER.email, password: newPassword });
  await expectSignedIn(page, CHANGER);
});

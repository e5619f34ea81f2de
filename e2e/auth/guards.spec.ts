import { expect, expectHostedLogin, expectSignedIn, signIn, test } from '../support/fixtures';
import { GUARDS } from '../support/users';

test('a deep link without a session goes to sign-in, then back to the deep link', async ({
  page,
}) => {
  await page.goto('/#/account');
  await signIn(page, GUARDS);
  await expect(page).toHaveURL(/\/#\/account$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(GUARDS.email);
  await expectSignedIn(page, GUARDS);
});

test('a retailer user on an admin-only route is sent home, to its dashboard', async ({ page }) => {
  await page.goto('/');
  await signIn(page, GUARDS);
  await expect(page).toHaveURL(/\/#\/retailers\/[^/]+\/dashboard(\?.*)?$/);
  // The dashboard writes its default range into the URL: the screen is the same with it or not.
  const dashboard = page.url().split('?')[0]!;
  const onDashboard = new RegExp(`^${dashboard.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

  for (const adminOnly of ['/#/retailers', '/#/admin/dashboard', '/#/admin/change-password']) {
    await page.goto(adminOnly);
    await expect(page).toHaveURL(onDashboard);
  }
  await expectSignedIn(page, GUARDS);
});

test('the console Login screen starts the hosted sign-in by itself', async ({ page }) => {
  await page.goto('/#/session/new');
  await expectHostedLogin(page);
});

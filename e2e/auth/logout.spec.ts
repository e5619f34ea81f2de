import { CONSOLE_CLIENT_ID } from '@parley/contract';
import {
  expect,
  expectHostedLogin,
  expectSignedIn,
  signIn,
  signOut,
  test,
} from '../support/fixtures';
import { LEAVER } from '../support/users';

test('logging out ends the session: neither the back button nor a deep link gets back in', async ({
  page,
  request,
}) => {
  await page.goto('/#/account');
  await signIn(page, LEAVER);
  await expect(page).toHaveURL(/\/#\/account$/);
  await expectSignedIn(page, LEAVER);
  const refreshToken = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.includes('refresh_token'));
    return key === undefined ? null : localStorage.getItem(key);
  });
  expect(refreshToken, 'the console keeps a refresh token while signed in').toBeTruthy();

  await signOut(page, LEAVER);

  await page.goBack();
  await expectHostedLogin(page);

  await page.goto('/#/account');
  await expectHostedLogin(page);

  // The tokens the console held are gone, not merely hidden...
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/refresh_token|access_token|eyJ/);
  // ...and the server no longer honours the refresh token, whoever kept a copy.
  const refresh = await request.post('/api/v1/oauth/token', {
    form: {
      grant_type: 'refresh_token',
      client_id: CONSOLE_CLIENT_ID,
      refresh_token: refreshToken ?? '',
    },
  });
  expect(refresh.status()).toBe(400);
});

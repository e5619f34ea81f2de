import { expect, test } from '../support/fixtures';
import {
  chooseWithKeyboard,
  followWithKeyboard,
  signInWithKeyboard,
  tabTo,
} from '../support/keyboard';
import { SELLER } from '../support/users';
import { WidgetShopper } from '../support/widget-api';
import { expectSessionShown, sessionUrlPattern } from '../sessions/sessions';

test('a retailer signs in, filters the sessions list and opens a session with the keyboard only', async ({
  page,
  request,
}) => {
  // A bought coat, then a chat left at the bot's opening: only the first has the status filtered on.
  const bought = await WidgetShopper.bought(request);
  const opened = await WidgetShopper.start(request);

  await page.goto('/');
  await signInWithKeyboard(page, SELLER);
  const retailerId = /#\/retailers\/([^/?]+)/.exec(page.url())?.[1] ?? '';

  await followWithKeyboard(page, 'Parleys');
  await expect(page).toHaveURL(new RegExp(`#/retailers/${retailerId}/sessions$`));
  await expect(page.getByRole('link', { name: opened.sessionId, exact: true })).toBeVisible();

  await chooseWithKeyboard(page, 'Status', 'Added to Basket');
  await expect(page).toHaveURL(/[?&]summaryStatus=added_to_basket(&|$)/);
  await expect(page.getByRole('link', { name: opened.sessionId, exact: true })).toHaveCount(0);

  await tabTo(page, page.getByRole('link', { name: bought.sessionId, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, bought.sessionId, 'added_to_basket'));
  await expectSessionShown(page, bought.sessionId, 'Added to Basket');
});

import { choose, openMenu, rowNames, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { SELLER } from '../support/users';
import { WidgetShopper } from '../support/widget-api';
import { expectSessionShown, sessionUrlPattern } from './sessions';

test('a retailer filters the sessions list, opens a session and walks next and previous within the filter', async ({
  page,
  request,
}) => {
  // Newest last: a bought coat, a chat left at the bot's opening, another bought coat, another
  // opening. The two bought ones are neighbours only while the status filter is on.
  const older = await WidgetShopper.bought(request);
  const olderChat = await WidgetShopper.start(request);
  const newer = await WidgetShopper.bought(request);
  const newerChat = await WidgetShopper.start(request);

  const retailerId = await signInToRetailer(page, SELLER);
  await openMenu(page, 'Parleys');
  await expect(page).toHaveURL(new RegExp(`#/retailers/${retailerId}/sessions$`));
  await expect
    .poll(async () => (await rowNames(page)).slice(0, 4))
    .toEqual([newerChat, newer, olderChat, older].map((s) => s.sessionId));

  // The screen's own Mantine components come with their rules (the build splits the stylesheet
  // by component): a field of the filter panel has Mantine's height (36 px; a bare input 31).
  const status = page.getByRole('textbox', { name: 'Status' });
  expect(
    await status.evaluate((input) => input.getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(35);

  await choose(page, 'Status', 'Added to Basket');
  await expect(page).toHaveURL(/[?&]summaryStatus=added_to_basket(&|$)/);
  await expect
    .poll(async () => (await rowNames(page)).slice(0, 2))
    .toEqual([newer.sessionId, older.sessionId]);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows.getByRole('img', { name: 'Added to Basket' })).toHaveCount(await rows.count());
  await expect(page.getByRole('link', { name: newerChat.sessionId })).toHaveCount(0);

  await page.getByRole('link', { name: newer.sessionId, exact: true }).click();
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, newer.sessionId, 'added_to_basket'));
  await expectSessionShown(page, newer.sessionId, 'Added to Basket');
  // Nothing newer has that status: this is the first of the filtered list.
  await expect(page.getByRole('button', { name: 'Previous session' })).toBeDisabled();

  await page.getByRole('link', { name: 'Next session' }).click();
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, older.sessionId, 'added_to_basket'));
  await expectSessionShown(page, older.sessionId, 'Added to Basket');

  await page.getByRole('link', { name: 'Previous session' }).click();
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, newer.sessionId, 'added_to_basket'));
  await expectSessionShown(page, newer.sessionId, 'Added to Basket');

  // Back on the list the filter is still set; Reset clears it, and then the neighbours are
  // every session's.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/[?&]summaryStatus=added_to_basket(&|$)/);
  await expect(page.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue(
    'Added to Basket',
  );
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(new RegExp(`#/retailers/${retailerId}/sessions$`));
  await page.getByRole('link', { name: newer.sessionId, exact: true }).click();
  await expectSessionShown(page, newer.sessionId, 'Added to Basket');
  await page.getByRole('link', { name: 'Next session' }).click();
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, olderChat.sessionId));
  await expectSessionShown(page, olderChat.sessionId, 'Negotiated');
  await page.getByRole('link', { name: 'Previous session' }).click();
  await page.getByRole('link', { name: 'Previous session' }).click();
  await expect(page).toHaveURL(sessionUrlPattern(retailerId, newerChat.sessionId));
  await expect(page.getByRole('button', { name: 'Previous session' })).toBeDisabled();
});

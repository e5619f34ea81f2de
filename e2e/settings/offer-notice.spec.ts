import { randomUUID } from 'node:crypto';
import { openDemoShopChat, walkAwayLeavingEmail } from '../support/chat';
import { signInToRetailer } from '../support/console';
import { expect, nextEmailTo, test } from '../support/fixtures';
import { DEMO } from '../support/users';
import { expectSessionShown } from '../sessions/sessions';
import { setNotificationEmail } from './store-settings';

/** One of the demo store's products on its shop page (/demo-store). */
const SCARF = { name: 'Lambswool Scarf', listPrice: 48 };
const money = (amount: number) => `£${amount.toFixed(2)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a shopper leaves an offer for review on the demo shop; the store is e-mailed a link to it', async ({
  page,
  context,
  baseURL,
}) => {
  // Its own address each run: the notice is the first e-mail it gets.
  const noticeAddress = `offers-${randomUUID().slice(0, 8)}@e2e.test`;
  const retailerId = await signInToRetailer(page, DEMO);
  const previousEmail = await setNotificationEmail(page, retailerId, noticeAddress);

  // The shopper holds to one bid below the bot's walkaway until its final offer stands, turns
  // it down and leaves an e-mail.
  const shop = await context.newPage();
  const chat = await openDemoShopChat(shop, SCARF.name);
  const { bid, session } = await walkAwayLeavingEmail(chat, SCARF.listPrice, {
    email: 'robin.review@e2e.test',
    name: 'Robin',
  });

  // The store's notice, when the window closes: the offer and the console's link to it.
  const notice = await nextEmailTo(noticeAddress, 0);
  expect(notice.subject).toBe('Demo Store: an offer waiting for your review');
  expect(notice.text).toContain(
    `${SCARF.name}: ${money(bid)} offered (list ${money(SCARF.listPrice)}) by Robin`,
  );
  const link = new RegExp(
    `${escape(baseURL ?? '')}/#/retailers/${escape(retailerId)}/sessions/${escape(session.session_id)}(?=\\s|$)`,
  ).exec(notice.text)?.[0];
  expect(link, notice.text).toBeTruthy();

  // The link opens the session for the store's signed-in user, with the offer to review.
  const review = await context.newPage();
  await review.goto(link!);
  await expectSessionShown(review, session.session_id, 'Recoverable - waiting for review');
  await expect(review.getByRole('region', { name: 'Recovery' })).toContainText(
    `The shopper offered ${money(bid)}`,
  );
  await review.close();

  // The demo store's notification e-mail as it was.
  await setNotificationEmail(page, retailerId, previousEmail);
});

import { RECOVERY_OFFER_TYPE_LABELS, RECOVERY_REASON_LABELS } from '@parley/contract';
import { expectSessionShown, sessionUrlPattern } from '../sessions/sessions';
import { expect, test } from '../support/fixtures';
import {
  chooseWithKeyboard,
  followWithKeyboard,
  pressButton,
  signInWithKeyboard,
  tabTo,
  typeInto,
} from '../support/keyboard';
import { SELLER } from '../support/users';
import { COAT, WidgetShopper } from '../support/widget-api';

const money = (amount: number) => `£${amount.toFixed(2)}`;

test('a retailer sends a walked-away shopper a final offer with the keyboard only', async ({
  page,
  request,
}) => {
  const shopper = await WidgetShopper.start(request);
  const { lastBid } = await shopper.walkAwayLeavingEmail('kim.keys@e2e.test', 'Kim');
  const finalOffer = lastBid + 20;
  expect(finalOffer).toBeLessThan(COAT.price);
  const message = 'Our best price, for you alone.';

  await page.goto('/');
  await signInWithKeyboard(page, SELLER);
  const retailerId = /#\/retailers\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  await followWithKeyboard(page, 'Parleys');
  await chooseWithKeyboard(page, 'Status', 'Recoverable - waiting for review');
  await expect(page).toHaveURL(/[?&]summaryStatus=user_offer_available(&|$)/);
  await tabTo(page, page.getByRole('link', { name: shopper.sessionId, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    sessionUrlPattern(retailerId, shopper.sessionId, 'user_offer_available'),
  );
  await expectSessionShown(page, shopper.sessionId, 'Recoverable - waiting for review');

  const recovery = page.getByRole('region', { name: 'Recovery' });
  await expect(recovery).toContainText(`The shopper offered ${money(lastBid)}`);
  await pressButton(page, RECOVERY_OFFER_TYPE_LABELS.counter, recovery);
  const confirm = recovery.getByRole('form', { name: RECOVERY_OFFER_TYPE_LABELS.counter });
  await expect(confirm).toContainText('final counter-offer');
  await typeInto(page, 'Your final offer', String(finalOffer), confirm);
  await chooseWithKeyboard(page, 'Reason', RECOVERY_REASON_LABELS.clearing_stock);
  await typeInto(page, 'Message to the shopper', message, confirm);
  await expect(confirm).toContainText(`${message.length}/250`);
  await pressButton(page, 'Confirm', confirm);

  await expect(recovery).toContainText('Recoverable - counter offer sent');
  await expect(recovery).toContainText(`Your final offer: ${money(finalOffer)}`);
  await expect(recovery).toContainText(`Reason: ${RECOVERY_REASON_LABELS.clearing_stock}`);
  await expect(recovery).toContainText(`Message: ${message}`);
  await expect(recovery.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
});

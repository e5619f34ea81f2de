import {
  API_BASE_PATH,
  RECOVERY_OFFER_TYPE_LABELS,
  RECOVERY_REASON_LABELS,
  type TRedeemPriceTokenResponse,
} from '@parley/contract';
import { chatParts, openDemoShopChat, walkAwayLeavingEmail } from '../support/chat';
import { choose, openMenu, signInToRetailer } from '../support/console';
import { emailCount, expect, nextEmailTo, test } from '../support/fixtures';
import { DEMO, SELLER, SESSIONS_STORE } from '../support/users';
import { COAT, storeUrl, WidgetShopper } from '../support/widget-api';
import { expectSessionShown, sessionUrlPattern } from './sessions';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const money = (amount: number) => `£${amount.toFixed(2)}`;
/** The hidden field the store's add-to-basket form reads (the widget's default name). */
const PRICE_TOKEN_FIELD = 'parley_price_token';

test('a retailer sends a walked-away shopper a final offer, who buys once through the e-mailed link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const shopperEmail = 'robin.recover@e2e.test';
  const shopper = await WidgetShopper.start(request);
  const { lastBid } = await shopper.walkAwayLeavingEmail(shopperEmail, 'Robin');
  const finalOffer = lastBid + 25;
  expect(finalOffer).toBeLessThan(COAT.price);
  const message = 'We can do this price for you today only.';
  const seen = await emailCount(shopperEmail);

  // The retailer finds the offer among those waiting for review.
  const retailerId = await signInToRetailer(page, SELLER);
  await openMenu(page, 'Parleys');
  await choose(page, 'Status', 'Recoverable - waiting for review');
  await expect(page).toHaveURL(/[?&]summaryStatus=user_offer_available(&|$)/);
  await page.getByRole('link', { name: shopper.sessionId, exact: true }).click();
  await expect(page).toHaveURL(
    sessionUrlPattern(retailerId, shopper.sessionId, 'user_offer_available'),
  );
  await expectSessionShown(page, shopper.sessionId, 'Recoverable - waiting for review');

  const recovery = page.getByRole('region', { name: 'Recovery' });
  await expect(recovery).toContainText(`The shopper offered ${money(lastBid)}`);
  await recovery.getByRole('button', { name: RECOVERY_OFFER_TYPE_LABELS.counter }).click();
  const confirm = recovery.getByRole('form', { name: RECOVERY_OFFER_TYPE_LABELS.counter });
  await expect(confirm).toContainText('final counter-offer');
  await confirm.getByRole('textbox', { name: 'Your final offer' }).fill(String(finalOffer));
  await choose(page, 'Reason', RECOVERY_REASON_LABELS.clearing_stock);
  await confirm.getByRole('textbox', { name: 'Message to the shopper' }).fill(message);
  await expect(confirm).toContainText(`${message.length}/250`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(recovery).toContainText('Recoverable - counter offer sent');
  await expect(recovery).toContainText(`Your final offer: ${money(finalOffer)}`);
  await expect(recovery).toContainText(`Reason: ${RECOVERY_REASON_LABELS.clearing_stock}`);
  await expect(recovery).toContainText(`Message: ${message}`);
  await expect(recovery).toContainText('The link e-mailed to the shopper can be used once until');
  await expect(recovery.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The shopper's e-mail, through real SMTP, with the retailer's words and a one-off link.
  const email = await nextEmailTo(shopperEmail, seen);
  expect(email.subject).toBe(`A final offer from ${SESSIONS_STORE.name}`);
  expect(email.text).toContain(`${COAT.name} for ${money(finalOffer)}`);
  expect(email.text).toContain(message);
  const link = new RegExp(`${escape(baseURL ?? '')}/offer/[\\w-]+`).exec(email.text)?.[0];
  expect(link, email.text).toBeTruthy();

  const shop = await context.newPage();
  await shop.goto(link!);
  await expect(
    shop.getByRole('heading', { name: `An offer from ${SESSIONS_STORE.name}` }),
  ).toBeVisible();
  await expect(shop.getByText(`${COAT.name} for ${money(finalOffer)}`)).toBeVisible();
  await expect(shop.getByText(message)).toBeVisible();
  await expect(shop.getByText('This offer is not negotiable')).toBeVisible();
  await shop.getByRole('button', { name: 'Buy now' }).click();

  // On the product page with the proof of the price, which the store's checkout redeems.
  await expect(shop).toHaveURL(
    new RegExp(`^${escape(storeUrl())}${escape(COAT.path)}\\?${PRICE_TOKEN_FIELD}=`),
  );
  await expect(shop.getByRole('heading', { name: `Shop page ${COAT.path}` })).toBeVisible();
  const priceToken = new URL(shop.url()).searchParams.get(PRICE_TOKEN_FIELD);
  const redeemed = await request.post(`${API_BASE_PATH}/price_tokens/redeem`, {
    headers: { authorization: `Bearer ${SESSIONS_STORE.secretKey}` },
    data: { price_token: priceToken },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  expect((await redeemed.json()) as TRedeemPriceTokenResponse).toMatchObject({
    session_id: shopper.sessionId,
    retailer_product_id: COAT.retailer_product_id,
    price: finalOffer,
    quantity: 1,
  });

  // The link works once.
  await shop.goto(link!);
  await expect(
    shop.getByRole('heading', { name: 'This offer has already been used' }),
  ).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Buy now' })).toHaveCount(0);

  // The checkout moved the session on; its panel still tells how it was won back.
  await page.reload();
  await expectSessionShown(page, shopper.sessionId, 'Sent to Checkout');
  await expect(recovery).toContainText(`Your final offer: ${money(finalOffer)}`);
  await expect(recovery).toContainText('The shopper bought through the link on');
});

test('a recovered deal bought through the e-mailed link is put in the demo shop’s basket at its agreed price', async ({
  page,
  context,
  baseURL,
}) => {
  const BOOTS = { name: 'Leather Chelsea Boots', listPrice: 145 };
  const shopperEmail = 'morgan.recover@e2e.test';
  const shop = await context.newPage();
  const chat = await openDemoShopChat(shop, BOOTS.name);
  const { finalOffer, session } = await walkAwayLeavingEmail(chat, BOOTS.listPrice, {
    email: shopperEmail,
    name: 'Morgan',
  });
  const seen = await emailCount(shopperEmail);

  // The store answers with a final offer no lower than its bot's (so never under its walkaway).
  const agreed = Math.ceil(finalOffer.current_price);
  expect(agreed).toBeLessThan(BOOTS.listPrice);
  const retailerId = await signInToRetailer(page, DEMO);
  await page.goto(`/#/retailers/${retailerId}/sessions/${session.session_id}`);
  await expectSessionShown(page, session.session_id, 'Recoverable - waiting for review');
  const recovery = page.getByRole('region', { name: 'Recovery' });
  await recovery.getByRole('button', { name: RECOVERY_OFFER_TYPE_LABELS.counter }).click();
  const confirm = recovery.getByRole('form', { name: RECOVERY_OFFER_TYPE_LABELS.counter });
  await confirm.getByRole('textbox', { name: 'Your final offer' }).fill(String(agreed));
  await choose(page, 'Reason', RECOVERY_REASON_LABELS.clearing_stock);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(recovery).toContainText('Recoverable - counter offer sent');

  const email = await nextEmailTo(shopperEmail, seen);
  expect(email.text).toContain(`${BOOTS.name} for ${money(agreed)}`);
  const link = new RegExp(`${escape(baseURL ?? '')}/offer/[\\w-]+`).exec(email.text)?.[0];
  expect(link, email.text).toBeTruthy();

  // Buy now leads back to the demo shop with the price token; its widget shows the deal.
  await shop.goto(link!);
  await shop.getByRole('button', { name: 'Buy now' }).click();
  await expect(shop).toHaveURL(
    new RegExp(`^${escape(baseURL ?? '')}/demo-store\\?${PRICE_TOKEN_FIELD}=`),
  );
  const deal = shop.getByRole('dialog', { name: 'Make us an offer' });
  await expect(deal).toContainText(BOOTS.name);
  await expect(deal).toContainText('Your deal is ready');
  await expect(deal).toContainText(money(agreed));
  await chatParts(deal).addToBasket.click();
  await expect(deal.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();

  // The shop's basket line takes the agreed price, not the list price.
  const lines = shop.getByRole('complementary').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(`1 × ${BOOTS.name}`);
  await expect(lines).toContainText('Negotiated price');
  await expect(lines).toContainText(money(agreed));
  await expect(lines).not.toContainText(money(BOOTS.listPrice));
});

import { chatParts, haggleToDeal, openDemoShopChat, say, storedSession } from '../support/chat';
import { expect, expectHostedLogin, test } from '../support/fixtures';

/** What the widget tells the store when the shopper adds the deal (its README, 'The deal hand-over'). */
interface AddToBasketDetail {
  session_id: string;
  retailer_product_id: string | null;
  price: number;
  quantity: number;
}

/** One of the demo retailer's seeded products, on its shop page. */
const SCARF = { id: 'DEMO-SCARF', name: 'Lambswool Scarf', listPrice: 48 };
const money = (amount: number) => `£${amount.toFixed(2)}`;

test('a shopper haggles on the demo store, adds the deal to the basket and the server has it', async ({
  page,
}) => {
  await page.goto('/demo-store');
  const card = page.getByRole('article').filter({ hasText: SCARF.name });
  const negotiate = card.getByRole('button', { name: 'Negotiate' });
  await negotiate.click();

  const chat = page.getByRole('dialog', { name: 'Make us an offer' });
  const parts = chatParts(chat);
  await expect(chat).toContainText(SCARF.name);
  await expect(parts.input).toBeFocused();
  await expect(parts.botAnswers).toHaveCount(1);

  // The keyboard closes the chat and gives focus back; reopening resumes the same conversation.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(negotiate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(parts.input).toBeFocused();
  await expect(parts.botAnswers).toHaveCount(1);

  // What the shopper types is shown as text, never as markup: say() finds it shown as typed.
  await say(chat, 'I offer <b>£20</b>');
  await expect(chat.locator('b')).toHaveCount(0);

  const bids = [0.6, 0.7, 0.78, 0.84, 0.88, 0.92].map(
    (share) => `I can pay £${Math.round(SCARF.listPrice * share)}`,
  );
  await haggleToDeal(chat, bids);
  await expect(chat.getByRole('status').filter({ hasText: /^You got a/ })).toBeVisible();

  const handedOver = page.evaluate(
    () =>
      new Promise<AddToBasketDetail>((resolve) => {
        document.addEventListener(
          'parley:add-to-basket',
          (event) => resolve((event as CustomEvent<AddToBasketDetail>).detail),
          { once: true },
        );
      }),
  );
  await parts.addToBasket.click();
  const deal = await handedOver;
  expect(deal).toMatchObject({ retailer_product_id: SCARF.id, quantity: 1 });
  expect(deal.price).toBeLessThan(SCARF.listPrice);
  await expect(chat.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();

  // The shop's own basket, filled by the form the widget submitted, at the negotiated price.
  const lines = page.getByRole('complementary').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(`1 × ${SCARF.name}`);
  await expect(lines).toContainText('Negotiated price');
  await expect(lines).toContainText(money(deal.price));
  await expect(page.getByRole('link', { name: 'Basket (1)' })).toBeVisible();

  expect(await storedSession(page, deal.session_id)).toMatchObject({
    negotiation_status: 'added_to_basket',
    deal_price: deal.price,
  });
});

test('the demo shop and the console load without a failed request, the favicon included', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/demo-store');
  await expect(
    page.getByRole('article').filter({ hasText: SCARF.name }).getByRole('button', {
      name: 'Negotiate',
    }),
  ).toBeVisible();
  // Browsers ask for /favicon.ico on their own, for pages that name no icon.
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  await page.goto('/');
  await expectHostedLogin(page);
  expect(failed).toEqual([]);
});

test('a shopper who holds to one bid is offered the gift with purchase, shown as its card in the chat', async ({
  page,
}) => {
  const chat = await openDemoShopChat(page, SCARF.name);
  // Under the bot's walkaway but no lowball: the bot puts its gift on the table before its last step.
  const gift = chat.getByRole('figure', { name: 'Gift with your purchase: Canvas tote bag' });
  for (let turn = 0; turn < 10 && (await gift.count()) === 0; turn += 1) {
    const state = await say(chat, `${money(Math.round(SCARF.listPrice * 0.75))} is my limit`);
    if (state.ended) break;
  }
  await expect(gift).toBeVisible();
  await expect(gift).toContainText('Our canvas tote, free with your order');
  await expect(gift).toContainText('Worth £12.00');
});

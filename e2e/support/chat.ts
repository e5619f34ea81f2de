import {
  API_BASE_PATH,
  WIDGET_API_KEY_HEADER,
  WIDGET_API_PATH,
  type TSessionTurnResponse,
  type TWidgetSessionResponse,
  type TWidgetSessionState,
} from '@parley/contract';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shopper widget's chat, found by what a shopper sees: the same parts whether it is the
 * store's dialog or the Bot Tester's chat in the page. Each of the bot's answers starts with the
 * screen-reader prefix 'Assistant:', each of the shopper's sent lines with 'You:'.
 */
export function chatParts(chat: Locator) {
  const lines = chat.getByRole('log').getByRole('paragraph');
  return {
    input: chat.getByRole('textbox', { name: 'Your message' }),
    send: chat.getByRole('button', { name: 'Send', exact: true }),
    botAnswers: lines.filter({ hasText: /^Assistant: / }),
    shopperLines: lines.filter({ hasText: /^You: / }),
    accept: chat.getByRole('button', { name: /^Accept / }),
    addToBasket: chat.getByRole('button', { name: 'Add to basket', exact: true }),
  };
}

const isTurn = (url: string) => /\/sessions\/[^/]+\/messages$/.test(new URL(url).pathname);

/**
 * Types a line and waits until it is shown as sent and the bot has answered it. Returns where the
 * negotiation stands, as the server told the widget: whether an offer is the bot's final one is
 * not on the screen.
 */
export async function say(chat: Locator, text: string): Promise<TWidgetSessionState> {
  const parts = chatParts(chat);
  await expect(parts.send).toBeEnabled();
  const answers = await parts.botAnswers.count();
  const answered = chat
    .page()
    .waitForResponse(
      (response) => response.request().method() === 'POST' && isTurn(response.url()),
    );
  await parts.input.fill(text);
  await parts.input.press('Enter');
  const turn = (await (await answered).json()) as TSessionTurnResponse;
  await expect(parts.shopperLines.last()).toContainText(text);
  await expect(parts.botAnswers).toHaveCount(answers + 1);
  return turn.session;
}

/**
 * Sends the shopper's bids, which move towards the bot, until the bot agrees or makes its final
 * offer, which is then accepted: the chat ends with a deal to add to the basket. Bidding on past
 * a final offer would end the negotiation without one. Returns where each bid left it.
 */
export async function haggleToDeal(
  chat: Locator,
  bids: readonly string[],
): Promise<TWidgetSessionState[]> {
  const turns: TWidgetSessionState[] = [];
  for (const bid of bids) {
    const session = await say(chat, bid);
    turns.push(session);
    if (session.negotiation_status !== 'negotiating') break;
  }
  const status = turns.at(-1)?.negotiation_status;
  expect(['final_offer', 'deal_agreed'], `where the bids left the bot: ${status}`).toContain(
    status,
  );
  const parts = chatParts(chat);
  if (status === 'final_offer') await parts.accept.click();
  await expect(parts.addToBasket).toBeVisible();
  return turns;
}

/** A negotiation as the server has it, asked as the widget on `page` asks, with its store's key. */
export async function storedSession(page: Page, sessionId: string): Promise<TWidgetSessionState> {
  const key = await page.locator('script[data-api-key]').first().getAttribute('data-api-key');
  const response = await page.request.get(
    `${API_BASE_PATH}${WIDGET_API_PATH}/sessions/${sessionId}`,
    { headers: { [WIDGET_API_KEY_HEADER]: key ?? '' } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TWidgetSessionResponse).session;
}

/**
 * A shopper on `shop` opens the demo shop and clicks Negotiate on one product: returns the chat
 * dialog once the bot's opening is shown.
 */
export async function openDemoShopChat(shop: Page, productName: string): Promise<Locator> {
  await shop.goto('/demo-store');
  await shop
    .getByRole('article')
    .filter({ hasText: productName })
    .getByRole('button', { name: 'Negotiate' })
    .click();
  const chat = shop.getByRole('dialog', { name: 'Make us an offer' });
  await expect(chatParts(chat).botAnswers).toHaveCount(1);
  return chat;
}

/**
 * The shopper holds to one bid below the bot's walkaway price (but no lowball) until the bot's
 * final offer stands, turns it down and leaves an e-mail for the store to answer: the session
 * waits for the store's review ('user_offer_available'). Returns the bid and the session as the
 * bot's final offer left it.
 */
export async function walkAwayLeavingEmail(
  chat: Locator,
  listPrice: number,
  shopper: { email: string; name: string },
): Promise<{ bid: number; finalOffer: TWidgetSessionState; session: TWidgetSessionState }> {
  const bid = Math.round(listPrice * 0.75);
  let state: TWidgetSessionState | undefined;
  for (let turn = 0; turn < 12 && !state?.can_leave_email; turn += 1) {
    state = await say(chat, `£${bid} and not a penny more`);
    expect(state.ended, `the bot ended the chat: ${JSON.stringify(state)}`).toBe(false);
  }
  expect(state, 'the bot made no final offer').toMatchObject({
    negotiation_status: 'final_offer',
    can_leave_email: true,
  });
  const finalOffer = state!;
  await expect(chatParts(chat).accept).toBeVisible();

  // The shopper turns the final offer down and leaves an e-mail for the store to answer.
  state = await say(chat, 'No thanks, that is still too much for me.');
  expect(state.deal_price).toBeNull();
  const form = chat.getByRole('form', {
    name: 'Leave your e-mail and we will tell you if the store accepts your offer.',
  });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(shopper.email);
  await form.getByRole('textbox', { name: 'Name (optional)' }).fill(shopper.name);
  const left = chat
    .page()
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith('/email'),
    );
  await form.getByRole('button', { name: 'Notify me' }).click();
  const { session } = (await (await left).json()) as { session: TWidgetSessionState };
  expect(session.summary_status).toBe('user_offer_available');
  await expect(
    chat
      .getByRole('status')
      .filter({ hasText: 'Thank you: we will e-mail you if the store accepts your offer.' }),
  ).toBeVisible();
  return { bid, finalOffer, session };
}

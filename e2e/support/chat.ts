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

import { SimulatedShopper, type ShopperMessage, type ShopperView } from './shopper';
import type { Random, ShopperProfile } from './populations';

/**
 * What a simulated shopper needs from a negotiation: the widget API's calls, in short. The demo
 * seed implements it over the server's own widget service (the real code path); the benchmark
 * over the engine in-process.
 */
export interface NegotiationPort {
  /** Opens a chat: the bot's opening (with its first offer). */
  start(): Promise<Chat>;
  /** A message: a port sends its text, or (driving the negotiation alone) what it means. */
  say(chat: Chat, message: ShopperMessage): Promise<ShopperView>;
  accept(chat: Chat, text: string): Promise<ShopperView>;
  leave(chat: Chat, email: string | null): Promise<void>;
  addToBasket(chat: Chat): Promise<void>;
  purchase(chat: Chat, orderNumber: string): Promise<void>;
}

export interface Chat {
  sessionId: string;
  view: ShopperView;
}

export type Outcome = 'purchased' | 'added_to_basket' | 'deal' | 'left' | 'ended';

export interface NegotiationResult {
  outcome: Outcome;
  dealPrice: number | null;
  /** Bids made in the chat that ended it (a restarter's earlier chats are not counted). */
  rounds: number;
  restarts: number;
  sessionIds: string[];
  reservationPrice: number;
}

/** Safety net against a bot that never ends: far above any bid limit a rule can set. */
const MAX_TURNS = 60;

/**
 * Plays one shopper against a negotiation until they buy, leave or the bot ends it. Restarters
 * leave their chat and open a new one, as a shopper reloading the page would.
 */
export async function driveShopper(
  port: NegotiationPort,
  profile: ShopperProfile,
  listPrice: number,
  random: Random,
  orderNumber: () => string,
  /** Keys the shopper's outcome draws: the same key meets every bot with the same luck. */
  drawKey = 0,
): Promise<NegotiationResult> {
  const shopper = new SimulatedShopper(profile, listPrice, random, drawKey);
  const sessionIds: string[] = [];
  let chat = await port.start();
  sessionIds.push(chat.sessionId);
  let restarts = 0;
  let roundsInChat = 0;
  const result = (outcome: Outcome, dealPrice: number | null): NegotiationResult => ({
    outcome,
    dealPrice,
    rounds: roundsInChat,
    restarts,
    sessionIds,
    reservationPrice: shopper.reservationPrice,
  });

  for (let turn = 0; turn < MAX_TURNS; turn += 1) {
    if (chat.view.dealPrice !== null) return finishDeal(port, chat, profile, orderNumber, result);
    const action = shopper.act(chat.view);
    switch (action.kind) {
      case 'say':
        roundsInChat += action.move === 'talk' ? 0 : 1;
        chat = { ...chat, view: await port.say(chat, action) };
        break;
      case 'accept':
        chat = { ...chat, view: await port.accept(chat, action.text) };
        if (chat.view.dealPrice === null) return result('ended', null);
        break;
      case 'leave':
        await port.leave(chat, action.email ? `shopper-${chat.sessionId}@example.com` : null);
        return result(chat.view.ended ? 'ended' : 'left', null);
      case 'restart':
        await port.leave(chat, null);
        restarts += 1;
        roundsInChat = 0;
        shopper.startChat();
        chat = await port.start();
        sessionIds.push(chat.sessionId);
        break;
    }
  }
  await port.leave(chat, null);
  return result('left', null);
}

async function finishDeal(
  port: NegotiationPort,
  chat: Chat,
  profile: ShopperProfile,
  orderNumber: () => string,
  result: (outcome: Outcome, dealPrice: number | null) => NegotiationResult,
): Promise<NegotiationResult> {
  const price = chat.view.dealPrice;
  if (!profile.checksOut) return result('deal', price);
  await port.addToBasket(chat);
  if (!profile.buysAfterBasket) return result('added_to_basket', price);
  await port.purchase(chat, orderNumber());
  return result('purchased', price);
}

import {
  acceptStandingOffer,
  answerShopper,
  leaveConversation,
  openConversation,
  type ConversationSetup,
  type ConversationState,
  type TurnResult,
} from '@parley/engine';
import type { Chat, NegotiationPort, ShopperMessage, ShopperView } from '@parley/simulator';
import { EnginePort } from './engine-port';

/** One chat as a simulated shopper played it: replaying its texts replays the chat exactly. */
export interface RecordedChat {
  setup: ConversationSetup;
  opening: ConversationState;
  texts: string[];
}

/** How well the bot read what the shopper meant, by the form the shopper wrote it in. */
export interface Readings {
  messages: number;
  misread: number;
  byForm: Map<string, { messages: number; misread: number }>;
  /** A few misread lines with what was meant and what was read, to look at. */
  examples: string[];
}

export const emptyReadings = (): Readings => ({
  messages: 0,
  misread: 0,
  byForm: new Map(),
  examples: [],
});

/** Misread lines kept to show: enough to see the patterns. */
const MAX_EXAMPLES = 40;

const NEGOTIATION_DECISIONS = new Set([
  'counter',
  'accept',
  'final_offer',
  'reject_lowball',
  'ended',
]);

/** Did the bot take the message the way the shopper meant it? */
function readRight(message: ShopperMessage, turn: TurnResult): boolean {
  const data = turn.reply.interactionData;
  const decision = typeof data.decision === 'string' ? data.decision : '';
  const bid = typeof data.bid === 'number' ? data.bid : null;
  switch (message.move) {
    case 'bid':
      return bid !== null && message.said.bid !== null && Math.abs(bid - message.said.bid) < 0.006;
    case 'push':
      return bid === null && NEGOTIATION_DECISIONS.has(decision);
    case 'talk':
      return !NEGOTIATION_DECISIONS.has(decision);
  }
}

/**
 * The negotiation a simulated shopper plays, straight on the engine's conversation API (no
 * server): the text arm. It keeps every chat with the texts the shopper typed, for the decisions
 * benchmark to replay, and counts the messages the bot misread.
 */
export class InProcessPort
  extends EnginePort<ConversationSetup, ConversationState, RecordedChat>
  implements NegotiationPort
{
  /** One port per shopper: `setupFor` gives the chat's terms, with what the last chat ended at. */
  constructor(
    setupFor: (previous: ConversationSetup['previous']) => ConversationSetup,
    private readonly readings: Readings = emptyReadings(),
  ) {
    super(setupFor);
  }

  /** Every chat played, with the texts typed: the decisions benchmark replays them. */
  get chats(): readonly RecordedChat[] {
    return this.kept;
  }

  private view(setup: ConversationSetup, turn: Omit<TurnResult, 'reply'>): ShopperView {
    const { summary } = turn;
    const gift = setup.addons.find((addon) => addon.addonItemId === summary.addonItemId);
    if (gift) this.giftGiven = true;
    return {
      currencySymbol: setup.currencySymbol,
      botOffer: summary.currentPrice,
      finalOffer: summary.negotiationStatus === 'final_offer',
      ended: summary.ended,
      dealPrice: summary.dealPrice,
      canLeaveEmail: setup.recoveredParleysActive && summary.negotiationStatus === 'final_offer',
      giftValue: gift?.displayValue ?? 0,
    };
  }

  private count(message: ShopperMessage, turn: TurnResult) {
    const right = readRight(message, turn);
    const { readings } = this;
    const form = `${message.move}:${message.said.form}`;
    const entry = readings.byForm.get(form) ?? { messages: 0, misread: 0 };
    readings.byForm.set(form, entry);
    readings.messages += 1;
    entry.messages += 1;
    if (right) return;
    readings.misread += 1;
    entry.misread += 1;
    if (readings.examples.length < MAX_EXAMPLES) {
      const read = turn.reply.interactionData.bid ?? turn.reply.interactionData.decision;
      readings.examples.push(
        `${message.said.text} | meant ${message.said.bid ?? message.move} | read ${String(read)}`,
      );
    }
  }

  start(): Promise<Chat> {
    const setup = this.nextSetup();
    const turn = openConversation(setup);
    const sessionId = this.keep({ setup, opening: turn.state, texts: [] }, turn.state);
    return Promise.resolve({ sessionId, view: this.view(setup, turn) });
  }

  say(chat: Chat, message: ShopperMessage): Promise<ShopperView> {
    const { index, kept: recorded, state } = this.find(chat);
    recorded.texts.push(message.said.text);
    const turn = answerShopper(recorded.setup, state, message.said.text);
    this.count(message, turn);
    this.update(index, turn.state);
    return Promise.resolve(this.view(recorded.setup, turn));
  }

  accept(chat: Chat): Promise<ShopperView> {
    const { index, kept: recorded, state } = this.find(chat);
    const turn = acceptStandingOffer(recorded.setup, state);
    this.update(index, turn.state);
    return Promise.resolve(this.view(recorded.setup, turn));
  }

  leave(chat: Chat, email: string | null): Promise<void> {
    const { index, kept: recorded, state } = this.find(chat);
    const left = leaveConversation(recorded.setup, state, { emailGiven: email !== null });
    this.update(index, left.state);
    this.previous = {
      lastBotOffer: left.summary.currentPrice,
      rounds: left.summary.zoneWalk.length,
    };
    return Promise.resolve();
  }
}

import {
  acceptStandingOffer,
  answerShopper,
  leaveConversation,
  openConversation,
  type ConversationSetup,
  type ConversationState,
  type TurnResult,
} from '@parley/engine';
import type { Chat, NegotiationPort, ShopperView } from '@parley/simulator';

/** One chat as a simulated shopper played it: replaying its texts replays the chat exactly. */
export interface RecordedChat {
  setup: ConversationSetup;
  opening: ConversationState;
  texts: string[];
}

/**
 * The negotiation a simulated shopper plays, straight on the engine's conversation API (no
 * server): what the benchmarks measure is the strategy, not the transport. It keeps every chat
 * with the texts the shopper typed, for the decisions benchmark to replay.
 */
export class InProcessPort implements NegotiationPort {
  readonly chats: RecordedChat[] = [];
  private states: ConversationState[] = [];
  /** The shopper's last chat, which a server finds by their shopper id when they start again. */
  private previous: ConversationSetup['previous'] = null;

  /** One port per shopper: `setupFor` gives the chat's terms, with what the last chat ended at. */
  constructor(
    private readonly setupFor: (previous: ConversationSetup['previous']) => ConversationSetup,
  ) {}

  private view(setup: ConversationSetup, turn: Omit<TurnResult, 'reply'>): ShopperView {
    const { summary } = turn;
    return {
      currencySymbol: setup.currencySymbol,
      botOffer: summary.currentPrice,
      finalOffer: summary.negotiationStatus === 'final_offer',
      ended: summary.ended,
      dealPrice: summary.dealPrice,
      canLeaveEmail: setup.recoveredParleysActive && summary.negotiationStatus === 'final_offer',
    };
  }

  private chat(chat: Chat) {
    const index = Number(chat.sessionId);
    const recorded = this.chats[index];
    const state = this.states[index];
    if (!recorded || !state) throw new Error(`no chat ${chat.sessionId}`);
    return { index, recorded, state };
  }

  start(): Promise<Chat> {
    const setup = this.setupFor(this.previous);
    const turn = openConversation(setup);
    this.chats.push({ setup, opening: turn.state, texts: [] });
    this.states.push(turn.state);
    return Promise.resolve({
      sessionId: String(this.chats.length - 1),
      view: this.view(setup, turn),
    });
  }

  say(chat: Chat, text: string): Promise<ShopperView> {
    const { index, recorded, state } = this.chat(chat);
    recorded.texts.push(text);
    const turn = answerShopper(recorded.setup, state, text);
    this.states[index] = turn.state;
    return Promise.resolve(this.view(recorded.setup, turn));
  }

  accept(chat: Chat): Promise<ShopperView> {
    const { index, recorded, state } = this.chat(chat);
    const turn = acceptStandingOffer(recorded.setup, state);
    this.states[index] = turn.state;
    return Promise.resolve(this.view(recorded.setup, turn));
  }

  leave(chat: Chat, email: string | null): Promise<void> {
    const { index, recorded, state } = this.chat(chat);
    const left = leaveConversation(recorded.setup, state, { emailGiven: email !== null });
    this.states[index] = left.state;
    this.previous = {
      lastBotOffer: left.summary.currentPrice,
      rounds: left.summary.zoneWalk.length,
    };
    return Promise.resolve();
  }

  addToBasket(): Promise<void> {
    return Promise.resolve();
  }

  purchase(): Promise<void> {
    return Promise.resolve();
  }
}

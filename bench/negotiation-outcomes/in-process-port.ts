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

/**
 * The negotiation a simulated shopper plays, straight on the engine's conversation API (no
 * server): what the benchmark measures is the strategy, not the transport.
 */
export class InProcessPort implements NegotiationPort {
  private states = new Map<string, ConversationState>();
  private setups = new Map<string, ConversationSetup>();
  private chats = 0;
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

  private chat(sessionId: string) {
    const setup = this.setups.get(sessionId);
    const state = this.states.get(sessionId);
    if (!setup || !state) throw new Error(`no chat ${sessionId}`);
    return { setup, state };
  }

  start(): Promise<Chat> {
    this.chats += 1;
    const sessionId = `bench-${this.chats}`;
    const setup = this.setupFor(this.previous);
    const turn = openConversation(setup);
    this.setups.set(sessionId, setup);
    this.states.set(sessionId, turn.state);
    return Promise.resolve({ sessionId, view: this.view(setup, turn) });
  }

  say(chat: Chat, text: string): Promise<ShopperView> {
    const { setup, state } = this.chat(chat.sessionId);
    const turn = answerShopper(setup, state, text);
    this.states.set(chat.sessionId, turn.state);
    return Promise.resolve(this.view(setup, turn));
  }

  accept(chat: Chat): Promise<ShopperView> {
    const { setup, state } = this.chat(chat.sessionId);
    const turn = acceptStandingOffer(setup, state);
    this.states.set(chat.sessionId, turn.state);
    return Promise.resolve(this.view(setup, turn));
  }

  leave(chat: Chat, email: string | null): Promise<void> {
    const { setup, state } = this.chat(chat.sessionId);
    const left = leaveConversation(setup, state, { emailGiven: email !== null });
    this.states.set(chat.sessionId, left.state);
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

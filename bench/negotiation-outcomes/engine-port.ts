import type { NegotiationSetup } from '@parley/engine';
import type { Chat } from '@parley/simulator';

/** Where a shopper's last chat stood when they left: the bot's last offer and the rounds. */
type Previous = NegotiationSetup['previous'];

/**
 * What a port that plays straight on the engine (no server) keeps for its one shopper: every
 * chat, under its index as the session id, with its current state, and where the last chat
 * stood, which a server finds by the shopper id when they start again. Putting the deal in the
 * basket and buying it change nothing the engine keeps.
 */
export abstract class EnginePort<Setup extends { previous: Previous }, State, Kept> {
  protected readonly kept: Kept[] = [];
  private readonly states: State[] = [];
  protected previous: Previous = null;
  /** Whether the bot has put a gift on the table in any of the shopper's chats. */
  giftGiven = false;

  /** `setupFor` gives a chat's terms, with where the shopper's last chat stood. */
  constructor(private readonly setupFor: (previous: Previous) => Setup) {}

  protected nextSetup(): Setup {
    return this.setupFor(this.previous);
  }

  /** Keeps a new chat at its opening state; answers its session id. */
  protected keep(kept: Kept, state: State): string {
    this.kept.push(kept);
    this.states.push(state);
    return String(this.kept.length - 1);
  }

  protected find(chat: Chat): { index: number; kept: Kept; state: State } {
    const index = Number(chat.sessionId);
    const kept = this.kept[index];
    const state = this.states[index];
    if (kept === undefined || state === undefined) throw new Error(`no chat ${chat.sessionId}`);
    return { index, kept, state };
  }

  protected update(index: number, state: State) {
    this.states[index] = state;
  }

  addToBasket(): Promise<void> {
    return Promise.resolve();
  }

  purchase(): Promise<void> {
    return Promise.resolve();
  }
}

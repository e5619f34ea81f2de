import {
  NEGOTIATION_OBJECTIVES,
  type TAlgorithmVersion,
  type TNegotiationObjective,
} from '@parley/contract';
import {
  acceptStandingOffer,
  answerShopper,
  defaultHyperParameters,
  leaveConversation,
  openConversation,
  type ConversationSetup,
  type ConversationState,
  type TurnResult,
} from '@parley/engine';
import {
  POPULATIONS,
  driveShopper,
  type Chat,
  type NegotiationPort,
  type Random,
  type ShopperView,
} from '@parley/simulator';
import { between, pick, seededRandom } from '../seeded-random';

/** One chat as a simulated shopper played it: replaying its texts replays the chat exactly. */
export interface RecordedChat {
  setup: ConversationSetup;
  opening: ConversationState;
  texts: string[];
}

const GIFT = {
  addonItemId: 'bench-gift',
  type: 'sweetener' as const,
  name: 'Leather care kit',
  shortDescription: 'Keeps the leather supple',
  displayValue: 12,
};

/** List prices drawn per shopper: an everyday item to a considered purchase. */
const PRICES = [24, 65, 180, 420, 1299];

/** A shopper's product under a random rule of the version: every chat of theirs meets it. */
function randomTerms(
  random: Random,
  version: TAlgorithmVersion,
  listPrice: number,
): Omit<ConversationSetup, 'previous' | 'seed'> {
  const objective: TNegotiationObjective = pick(random, NEGOTIATION_OBJECTIVES);
  const walkawayPercentage = Math.round(between(random, 8, 30));
  return {
    language: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    negotiationType: 'product',
    direction: 'down',
    subject: 'Waxed Cotton Jacket',
    listPrice,
    quantity: 1,
    objective,
    walkawayPercentage,
    targetDiscountPercentage: objective === 'none' ? walkawayPercentage / 2 : null,
    algorithm: { version, hyperParameters: defaultHyperParameters(version) },
    maxBids: 3 + Math.floor(random() * 5),
    askQuantityFirst: false,
    freeShippingIncluded: random() < 0.3,
    addons: random() < 0.5 ? [GIFT] : [],
    recoveredParleysActive: true,
    termsUrl: null,
  };
}

/** The engine in-process, as the widget API would call it, keeping what the shopper wrote. */
class RecordingPort implements NegotiationPort {
  readonly chats: RecordedChat[] = [];
  private states: ConversationState[] = [];
  private previous: ConversationSetup['previous'] = null;

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
    const { recorded, state } = this.chat(chat);
    const left = leaveConversation(recorded.setup, state, { emailGiven: email !== null });
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

/**
 * Simulated shoppers of every population (in turn) against random rules of one version: their
 * chats, with the texts they typed, for the benchmark to replay under the clock.
 */
export async function recordChats(
  version: TAlgorithmVersion,
  shoppers: number,
): Promise<RecordedChat[]> {
  const chats: RecordedChat[] = [];
  for (let index = 0; index < shoppers; index += 1) {
    const random = seededRandom(index + 1);
    const population = POPULATIONS[index % POPULATIONS.length];
    if (!population) throw new Error('no shopper populations');
    const listPrice = pick(random, PRICES);
    const terms = randomTerms(random, version, listPrice);
    let chatNumber = 0;
    const port = new RecordingPort((previous) => {
      chatNumber += 1;
      return { ...terms, previous, seed: index * 31 + chatNumber };
    });
    await driveShopper(port, population.sample(random), listPrice, random, () => `B-${index}`);
    chats.push(...port.chats);
  }
  return chats;
}

import type {
  TBasketResponse,
  TChatMessage,
  TPriceTokenDealResponse,
  TUserReaction,
  TWidgetSessionState,
} from '@parley/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { problemOf, WidgetApiError, type WidgetProblem } from '../api/errors';
import type { PageTarget } from '../page/target';
import type { WidgetEnvironment } from './environment';
import { startRequest } from './requests';

export interface NegotiationState {
  session: TWidgetSessionState | null;
  messages: TChatMessage[];
  /** The shopper's line while the bot's answer is on its way. */
  pending: string | null;
  /** A call that changes the negotiation is in flight. */
  busy: boolean;
  /** The opening (or the reopened chat) is loading. */
  starting: boolean;
  error: WidgetProblem | null;
  /** The chat could not start: the error offers a retry. */
  startFailed: boolean;
  /** The latest message that arrived while the chat was open: its expression may play. */
  liveId: string | null;
  emailLeft: boolean;
  deal: TBasketResponse | null;
  /**
   * A deal the page's address brought (a recovery link's Buy now): agreed and its price token
   * live, shown ready for the basket until the shopper hands it to the store's.
   */
  landing: TBasketResponse | null;
}

export interface NegotiationActions {
  open: () => Promise<void>;
  /** Starts afresh; null for a negotiation the host page started (only the host can). */
  restart: (() => Promise<void>) | null;
  send: (text: string) => Promise<boolean>;
  accept: () => Promise<void>;
  leaveEmail: (email: string, name: string) => Promise<boolean>;
  react: (messageId: string, reaction: TUserReaction | null) => Promise<void>;
  addToBasket: () => Promise<TBasketResponse | null>;
}

/** A chat before it starts (also the base of the theme preview's static states). */
export const INITIAL_NEGOTIATION_STATE: NegotiationState = {
  session: null,
  messages: [],
  pending: null,
  busy: false,
  starting: false,
  error: null,
  startFailed: false,
  liveId: null,
  emailLeft: false,
  deal: null,
  landing: null,
};

/** After these the shopper has not walked away from the deal: leaving the page says nothing. */
const HANDED_OVER: readonly string[] = [
  'added_to_basket',
  'checkout',
  'purchased',
  'recovered_purchased',
];

/** The deal is with the store (a deal the page's address brought is not, until handed over). */
export const dealWithStore = (state: NegotiationState): boolean =>
  state.landing === null &&
  state.session !== null &&
  HANDED_OVER.includes(state.session.negotiation_status);

/**
 * Where the negotiation comes from: a button's own (usages A and B), with the deal the page's
 * address brought it if any (looked up by the page script, before the chat loads), or one the
 * host page started through its own server and names by id (usage C, e.g. the console's Bot
 * Tester).
 */
export type NegotiationOrigin =
  | { kind: 'button'; target: PageTarget; landing: TPriceTokenDealResponse | null }
  | { kind: 'host'; sessionId: string };

/** A button's negotiation is remembered for the tab under its product (or the basket). */
const memoryKeyOf = (target: PageTarget) => `parley:session:${target.key}`;

/**
 * One chat's negotiation: starting it (or reopening the one this browser tab already has for
 * the same product, whose id is kept in sessionStorage), or loading the host's; the shopper's
 * turns; and telling the server with a beacon when the page goes away mid-negotiation.
 */
export function useNegotiation(
  origin: NegotiationOrigin,
  env: WidgetEnvironment,
): [NegotiationState, NegotiationActions] {
  const landing = origin.kind === 'button' ? origin.landing : null;
  // A deal the page's address brought is there from the first render: opening finds it.
  const [state, setState] = useState<NegotiationState>(() =>
    landing
      ? { ...INITIAL_NEGOTIATION_STATE, session: landing.session, landing }
      : INITIAL_NEGOTIATION_STATE,
  );
  const update = (patch: Partial<NegotiationState>) => setState((now) => ({ ...now, ...patch }));
  const sessionRef = useRef<TWidgetSessionState | null>(null);

  // A layout effect: the page may go away right after an answer arrives, before a paint.
  useLayoutEffect(() => {
    sessionRef.current = state.session;
  }, [state.session]);

  useEffect(() => {
    const onPageHide = () => {
      const session = sessionRef.current;
      if (session && !HANDED_OVER.includes(session.negotiation_status)) {
        env.api.leave(session.session_id);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [env.api]);

  // The deal the page's address brought (also when it comes after the chat opened), with the
  // conversation that led to it (the deal is shown without it, should that fail to load).
  useEffect(() => {
    if (!landing) return undefined;
    let live = true;
    update({ session: landing.session, landing });
    env.api.session(landing.session.session_id).then(
      ({ session, messages }) => {
        if (live) update({ session, messages });
      },
      () => {
        // The deal is what the shopper came for; it stands on its own.
      },
    );
    return () => {
      live = false;
    };
  }, [env, landing]);

  const begin = async (target: PageTarget) => {
    const body = startRequest(target, env);
    if (!body) return update({ starting: false, error: { kind: 'refused' }, startFailed: true });
    update({ starting: true, error: null, startFailed: false });
    try {
      const { session, message } = await env.api.start(body);
      env.sessionStore.setItem(memoryKeyOf(target), session.session_id);
      update({
        ...INITIAL_NEGOTIATION_STATE,
        session,
        messages: [message],
        liveId: message.message_id,
      });
    } catch (error) {
      update({ starting: false, error: problemOf(error), startFailed: true });
    }
  };

  /**
   * Reopens a negotiation: the host's, or this tab's one of the product (`memoryKey`); true when
   * there was one to reopen.
   */
  const resume = async (sessionId: string, memoryKey: string | null): Promise<boolean> => {
    update({ starting: true, error: null, startFailed: false });
    try {
      const { session, messages } = await env.api.session(sessionId);
      update({ starting: false, session, messages, liveId: null });
      return true;
    } catch (error) {
      // A remembered negotiation the server no longer knows is forgotten; the host's is shown
      // as an error, there being nothing else to open.
      if (memoryKey && error instanceof WidgetApiError && error.status === 404) {
        env.sessionStore.removeItem(memoryKey);
        return false;
      }
      update({ starting: false, error: problemOf(error), startFailed: true });
      return true;
    }
  };

  /** A turn of the negotiation: one call at a time, its answer applied to the state. */
  const turn = async <T>(
    call: (sessionId: string) => Promise<T>,
    apply: (result: T, now: NegotiationState) => Partial<NegotiationState>,
    pending: string | null = null,
  ): Promise<T | null> => {
    const { session } = state;
    if (!session || state.busy) return null;
    update({ busy: true, pending, error: null });
    try {
      const result = await call(session.session_id);
      setState((now) => ({ ...now, busy: false, pending: null, ...apply(result, now) }));
      return result;
    } catch (error) {
      update({ busy: false, pending: null, error: problemOf(error) });
      return null;
    }
  };

  const afterTurn = (
    { session, message }: { session: TWidgetSessionState; message: TChatMessage },
    now: NegotiationState,
  ) => ({ session, messages: [...now.messages, message], liveId: message.message_id });

  const actions: NegotiationActions = {
    open: async () => {
      if (state.session || state.starting) return;
      if (origin.kind === 'host') {
        await resume(origin.sessionId, null);
        return;
      }
      const stored = env.sessionStore.getItem(memoryKeyOf(origin.target));
      if (stored && (await resume(stored, memoryKeyOf(origin.target)))) return;
      await begin(origin.target);
    },
    restart:
      origin.kind === 'button'
        ? async () => {
            env.sessionStore.removeItem(memoryKeyOf(origin.target));
            await begin(origin.target);
          }
        : null,
    send: async (text) => (await turn((id) => env.api.send(id, text), afterTurn, text)) !== null,
    accept: async () => {
      await turn((id) => env.api.accept(id), afterTurn);
    },
    leaveEmail: async (email, name) => {
      const body = name ? { email, name } : { email };
      const done = await turn(
        (id) => env.api.leaveEmail(id, body),
        ({ session }) => ({ session, emailLeft: true }),
      );
      return done !== null;
    },
    react: async (messageId, reaction) => {
      const { session } = state;
      if (!session) return;
      try {
        const { message } = await env.api.react(session.session_id, {
          message_id: messageId,
          user_reaction: reaction,
        });
        setState((now) => ({
          ...now,
          messages: now.messages.map((old) => (old.message_id === messageId ? message : old)),
        }));
      } catch (error) {
        update({ error: problemOf(error) });
      }
    },
    addToBasket: () => {
      const { landing } = state;
      if (!landing) {
        return turn(
          (id) => env.api.basket(id),
          (deal) => ({ deal, session: deal.session }),
        );
      }
      // Its token is already the deal's live one: handed over as it came.
      update({ landing: null, deal: landing });
      return Promise.resolve(landing);
    },
  };
  return [state, actions];
}

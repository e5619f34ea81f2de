import { useEffect, useRef } from 'preact/hooks';
import { handOverDeal } from '../chat/basket';
import type { WidgetEnvironment } from '../chat/environment';
import { announceSession } from '../chat/session-event';
import { useNegotiation } from '../chat/useNegotiation';
import { CHAT_STYLES } from './chat-styles';
import { CHAT_TEXT } from './chat-strings';
import { ChatWindow } from './ChatWindow';
import { TextContext } from './text-context';
import { themeVariables, type Theme } from './theme';

export interface SessionChatProps {
  sessionId: string;
  /** What is negotiated, for the header and the deal's wording (the API does not say). */
  subject: string;
  env: WidgetEnvironment;
  /** The element in the host's page that holds the chat: its events bubble from it. */
  host: Element;
}

/** No display check runs for a host's negotiation, so its chat wears the theme's defaults. */
const DEFAULT_THEME: Theme = {};
const DEFAULT_STYLE = themeVariables(DEFAULT_THEME);

/**
 * Usage C: the chat of a negotiation the host page started through its own server, open in the
 * page's flow (no button, no dialog), from the chat's script. The host hears `parley:session`
 * whenever the negotiation changes and `parley:add-to-basket` for the deal; starting again is the
 * host's business.
 */
export function SessionChat({ sessionId, subject, env, host }: SessionChatProps) {
  const [state, actions] = useNegotiation({ kind: 'host', sessionId }, env);
  const openedRef = useRef(false);

  // Loaded as soon as it is on the page, once: a failure stays on screen with its own retry.
  useEffect(() => {
    if (openedRef.current) return;
    openedRef.current = true;
    void actions.open();
  });

  useEffect(() => {
    if (state.session) announceSession(host, state.session);
  }, [host, state.session]);

  const addToBasket = async () => {
    const deal = await actions.addToBasket();
    if (deal) handOverDeal(null, host, deal);
  };

  // The host's negotiation names its language once loaded; until then, the page's.
  const language = state.session?.language ?? env.shopper.language;

  return (
    <TextContext.Provider value={CHAT_TEXT[language]}>
      <div class="pw-root" style={DEFAULT_STYLE}>
        <style>{CHAT_STYLES}</style>
        <ChatWindow
          state={state}
          actions={actions}
          theme={DEFAULT_THEME}
          subject={subject}
          reducedMotion={env.reducedMotion}
          assetOrigin={env.assetOrigin}
          onClose={null}
          onAddToBasket={() => void addToBasket()}
        />
      </div>
    </TextContext.Provider>
  );
}

import type { TChatLanguage, TPriceTokenDealResponse, TWidgetSessionState } from '@parley/contract';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { handOverDeal } from '../chat/basket';
import type { WidgetEnvironment } from '../chat/environment';
import { useNegotiation } from '../chat/useNegotiation';
import type { PageTarget } from '../page/target';
import { CHAT_STYLES } from './chat-styles';
import { CHAT_TEXT, type ChatText } from './chat-strings';
import { ChatWindow } from './ChatWindow';
import { TextContext } from './text-context';
import { themeVariables, type Theme } from './theme';

export interface ButtonChatProps {
  target: PageTarget;
  env: WidgetEnvironment;
  /** The element in the store's page that holds the button: deal events bubble from it. */
  host: Element;
  theme: Theme;
  language: TChatLanguage;
  /** Whether the shopper has the chat open; closed, the negotiation goes on being kept. */
  open: boolean;
  /** The deal the page's address brought this button (a recovery link's Buy now), if any. */
  landing: TPriceTokenDealResponse | null;
  onClose: () => void;
  /** Where the negotiation stands, for the button's onDisplayUpdate. */
  onSession: (session: TWidgetSessionState | null) => void;
}

function subjectName(target: PageTarget, text: ChatText): string {
  const subject = target.subject();
  if (!subject) return '';
  return subject.kind === 'product' ? subject.product.name : text.basket;
}

/**
 * A Negotiate button's chat, from the chat's script: mounted when the shopper first opens it and
 * kept while the page lasts, so closing and opening again finds the negotiation as it was (and
 * leaving the page mid-negotiation is told). Shown in the button's overlay layer while open.
 */
export function ButtonChat(props: ButtonChatProps) {
  const { target, env, open, onSession } = props;
  const [state, actions] = useNegotiation({ kind: 'button', target, landing: props.landing }, env);

  useEffect(() => {
    onSession(state.session);
  }, [onSession, state.session]);

  // Each opening starts the negotiation, or reopens the one this tab has (an open one stays):
  // at once, as the click that opened it would have.
  const wasOpenRef = useRef(false);
  useLayoutEffect(() => {
    if (open && !wasOpenRef.current) void actions.open();
    wasOpenRef.current = open;
  });

  if (!open) return null;
  const text = CHAT_TEXT[props.language];
  const addToBasket = async () => {
    const deal = await actions.addToBasket();
    if (deal) handOverDeal(target, props.host, deal);
  };

  return (
    <TextContext.Provider value={text}>
      <div class="pw-root pw-layer" style={themeVariables(props.theme)}>
        <style>{CHAT_STYLES}</style>
        <ChatWindow
          state={state}
          actions={actions}
          theme={props.theme}
          subject={subjectName(target, text)}
          reducedMotion={env.reducedMotion}
          assetOrigin={env.assetOrigin}
          onClose={props.onClose}
          onAddToBasket={() => void addToBasket()}
        />
      </div>
    </TextContext.Provider>
  );
}

import { createPortal, type ContainerNode } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { handOverDeal } from '../chat/basket';
import type { WidgetEnvironment } from '../chat/environment';
import { useNegotiation } from '../chat/useNegotiation';
import type { PageTarget } from '../page/target';
import { ChatWindow } from './ChatWindow';
import { DwellPopup } from './DwellPopup';
import { NegotiateButton } from './NegotiateButton';
import { WIDGET_TEXT, type WidgetText } from './strings';
import { TextContext } from './text-context';
import { themeVariables } from './theme';
import { useDisplay } from './useDisplay';
import { useDwellPopup, usePageChatOpen } from './useDwellPopup';

export interface WidgetProps {
  target: PageTarget;
  env: WidgetEnvironment;
  /** The element in the store's page that holds the button: deal events bubble from it. */
  host: Element;
  /** Where the popup and the chat go, above the page and outside the store's layout. */
  overlay: ContainerNode;
}

function subjectName(target: PageTarget, text: WidgetText): string {
  const subject = target.subject();
  if (!subject) return '';
  return subject.kind === 'product' ? subject.product.name : text.basket;
}

/** One Negotiate button and everything it opens. */
export function Widget({ target, env, host, overlay }: WidgetProps) {
  const display = useDisplay(target, env);
  const [state, actions] = useNegotiation({ kind: 'button', target }, env);
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  /** The page's address brought this button's deal: its chat shows it, button or not. */
  const [landed, setLanded] = useState(false);
  const chatOpenOnPage = usePageChatOpen(env.overlay, open);
  const popup = useDwellPopup(
    display.show,
    display.late,
    engaged,
    chatOpenOnPage,
    env.behaviour,
    env.overlay,
  );
  const button = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef(false);

  // Focus goes back to the button once the chat is gone: while it is mounted, its focus trap
  // would pull focus straight back in.
  useLayoutEffect(() => {
    if (open || !returnFocusRef.current) return;
    returnFocusRef.current = false;
    button.current?.focus();
  }, [open]);

  // The shopper came for this deal (a recovery link's Buy now): it opens at once.
  useEffect(() => {
    if (!state.landing) return;
    setLanded(true);
    setOpen(true);
    setEngaged(true);
  }, [state.landing]);

  useEffect(() => {
    if (!target.onDisplayUpdate) return;
    try {
      target.onDisplayUpdate({
        show: display.show,
        reason: display.reason,
        open,
        session: state.session,
      });
    } catch (error) {
      console.error('Parley: onDisplayUpdate failed', error);
    }
  }, [target, display.show, display.reason, open, state.session]);

  if (!display.show && !landed) return null;

  const openChat = () => {
    setOpen(true);
    setEngaged(true);
    void actions.open();
  };
  const closeChat = () => {
    returnFocusRef.current = true;
    setOpen(false);
  };
  const addToBasket = async () => {
    const deal = await actions.addToBasket();
    if (deal) handOverDeal(target, host, deal);
  };
  const style = themeVariables(display.theme);
  const text = WIDGET_TEXT[display.language];

  return (
    <TextContext.Provider value={text}>
      <div class="pw-root" style={style}>
        {display.show && (
          <NegotiateButton theme={display.theme} open={open} onOpen={openChat} buttonRef={button} />
        )}
        {createPortal(
          (popup.visible && !open) || open ? (
            <div class="pw-root pw-layer" style={style}>
              {open ? (
                <ChatWindow
                  state={state}
                  actions={actions}
                  theme={display.theme}
                  subject={subjectName(target, text)}
                  reducedMotion={env.reducedMotion}
                  assetOrigin={env.assetOrigin}
                  onClose={closeChat}
                  onAddToBasket={() => void addToBasket()}
                />
              ) : (
                <DwellPopup theme={display.theme} onOpen={openChat} onClose={popup.dismiss} />
              )}
            </div>
          ) : null,
          overlay,
        )}
      </div>
    </TextContext.Provider>
  );
}

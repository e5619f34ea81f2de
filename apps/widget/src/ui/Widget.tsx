import type { TPriceTokenDealResponse, TWidgetSessionState } from '@parley/contract';
import { createPortal, type ContainerNode } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { WidgetEnvironment } from '../chat/environment';
import type { PageTarget } from '../page/target';
import { ChatUnavailable } from './ChatUnavailable';
import { DwellPopup } from './DwellPopup';
import { NegotiateButton } from './NegotiateButton';
import { WIDGET_TEXT } from './strings';
import { themeVariables } from './theme';
import { useChat } from './useChat';
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

/** The deal the page's address brought, when it is this button's (a recovery link's Buy now). */
function useLandingDeal(target: PageTarget, env: WidgetEnvironment) {
  const [landing, setLanding] = useState<TPriceTokenDealResponse | null>(null);
  useEffect(() => {
    let live = true;
    void env.landingDeal(target).then((deal) => {
      if (live && deal) setLanding(deal);
    });
    return () => {
      live = false;
    };
  }, [env, target]);
  return landing;
}

/** One Negotiate button and everything it opens (the chat from the chat's script). */
export function Widget({ target, env, host, overlay }: WidgetProps) {
  const display = useDisplay(target, env);
  const landing = useLandingDeal(target, env);
  const [open, setOpen] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [session, setSession] = useState<TWidgetSessionState | null>(null);
  const { chat, failed, retry } = useChat(env.assetOrigin, {
    prefetch: display.show,
    wanted: engaged,
  });
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

  // The shopper came for this deal: its chat opens at once, button or not.
  useEffect(() => {
    if (!landing) return;
    setOpen(true);
    setEngaged(true);
  }, [landing]);

  useEffect(() => {
    if (!target.onDisplayUpdate) return;
    try {
      target.onDisplayUpdate({ show: display.show, reason: display.reason, open, session });
    } catch (error) {
      console.error('Parley: onDisplayUpdate failed', error);
    }
  }, [target, display.show, display.reason, open, session]);

  if (!display.show && !landing) return null;

  const openChat = () => {
    setOpen(true);
    setEngaged(true);
  };
  const closeChat = () => {
    returnFocusRef.current = true;
    setOpen(false);
  };
  const style = themeVariables(display.theme);
  const words = WIDGET_TEXT[display.language];

  return (
    <div class="pw-root" style={style}>
      {display.show && (
        <NegotiateButton
          theme={display.theme}
          open={open}
          busy={open && !chat && !failed}
          onOpen={openChat}
          buttonRef={button}
        />
      )}
      {createPortal(
        <>
          {popup.visible && !open && (
            <div class="pw-root pw-layer" style={style}>
              <DwellPopup
                theme={display.theme}
                words={words}
                onOpen={openChat}
                onClose={popup.dismiss}
              />
            </div>
          )}
          {/* Kept once opened, closed or not: the negotiation lives in it. */}
          {chat && engaged && (
            <chat.ButtonChat
              target={target}
              env={env}
              host={host}
              theme={display.theme}
              language={display.language}
              open={open}
              landing={landing}
              onClose={closeChat}
              onSession={setSession}
            />
          )}
          {open && !chat && failed && (
            <div class="pw-root pw-layer" style={style}>
              <ChatUnavailable words={words} onRetry={retry} onClose={closeChat} />
            </div>
          )}
        </>,
        overlay,
      )}
    </div>
  );
}

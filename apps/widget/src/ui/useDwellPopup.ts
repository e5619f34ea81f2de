import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { PageBehaviour } from '../shopper/behaviour';
import type { PageOverlay } from './page-overlay';

/** A shopper who has looked at a shown button this long without opening it is invited once. */
export const DWELL_POPUP_SECONDS = 30;

/**
 * Whether any chat of the page is open, this button's included (`open`), kept up to date as the
 * other buttons' chats open and close.
 */
export function usePageChatOpen(overlay: PageOverlay, open: boolean): boolean {
  const [owner] = useState(() => ({}));
  const [anyOpen, setAnyOpen] = useState(() => overlay.chatOpen());
  // Layout effects: a popup showing hides before the chat that covers it is painted.
  useLayoutEffect(() => {
    const stop = overlay.subscribe(() => setAnyOpen(overlay.chatOpen()));
    setAnyOpen(overlay.chatOpen());
    return stop;
  }, [overlay]);
  useLayoutEffect(() => {
    overlay.setChatOpen(owner, open);
    return () => overlay.setChatOpen(owner, false);
  }, [overlay, owner, open]);
  return anyOpen;
}

/**
 * The dwell popup ('Still undecided?'): shown when the button appeared late (a rule waited for
 * dwell time or exit intent), when the shopper lingers DWELL_POPUP_SECONDS, or at exit intent;
 * never once they have opened this chat or closed the popup. It never covers an open chat: one
 * due while a chat of the page is open, or showing when one opens, is gone for good (the shopper
 * is talking to us). And the page shows one at most, whichever button's comes first.
 */
export function useDwellPopup(
  shown: boolean,
  late: boolean,
  engaged: boolean,
  chatOpenOnPage: boolean,
  behaviour: PageBehaviour,
  overlay: PageOverlay,
): { visible: boolean; dismiss: () => void } {
  const [owner] = useState(() => ({}));
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!shown || engaged || dismissed) return undefined;
    const wait = Math.max(0, DWELL_POPUP_SECONDS - behaviour.dwellSeconds()) * 1000;
    const timer = setTimeout(() => setDue(true), wait);
    const stopExitWatch = behaviour.onExitIntent(() => setDue(true));
    return () => {
      clearTimeout(timer);
      stopExitWatch();
    };
  }, [shown, engaged, dismissed, behaviour]);

  useEffect(() => {
    if (chatOpenOnPage && (late || due)) setDismissed(true);
  }, [chatOpenOnPage, late, due]);

  const wanted = shown && !engaged && !dismissed && !chatOpenOnPage && (late || due);
  return {
    // Taken as it first shows: the button that got there first keeps the page's one popup.
    visible: wanted && overlay.takePopup(owner),
    dismiss: () => setDismissed(true),
  };
}

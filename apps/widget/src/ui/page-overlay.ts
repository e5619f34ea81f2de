/**
 * What the page's buttons share about what they lay over the page: a dwell popup never covers an
 * open chat, and the page shows one at most, whichever button's it is (all their timers count the
 * same dwell time, so without this every button would invite the shopper at the same moment).
 */
export interface PageOverlay {
  /** Whether any button's chat is open now. */
  chatOpen(): boolean;
  /** A button's chat opened or closed; `owner` tells the buttons apart. */
  setChatOpen(owner: object, open: boolean): void;
  /** Takes the page's one dwell popup for `owner`: true for the first to ask, and for it again. */
  takePopup(owner: object): boolean;
  /** Calls `listener` whenever a chat opens or closes; returns what stops it. */
  subscribe(listener: () => void): () => void;
}

export function createPageOverlay(): PageOverlay {
  const openChats = new Set<object>();
  const listeners = new Set<() => void>();
  let popupOwner: object | null = null;
  return {
    chatOpen: () => openChats.size > 0,
    setChatOpen(owner, open) {
      if (openChats.has(owner) === open) return;
      if (open) openChats.add(owner);
      else openChats.delete(owner);
      for (const listener of [...listeners]) listener();
    },
    takePopup(owner) {
      popupOwner ??= owner;
      return popupOwner === owner;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** How the shopper behaves on this page, for rules that wait (display_setting delay or exit_intent). */
export interface PageBehaviour {
  /** Seconds since the page loaded the widget. */
  dwellSeconds(): number;
  /** Whether the pointer has left through the top of the window on this page. */
  exitIntent(): boolean;
  /** Calls `listener` once, at the first exit intent; returns a function that stops listening. */
  onExitIntent(listener: () => void): () => void;
}

/**
 * Watches the page: the clock starts now, and exit intent is the pointer leaving the document
 * through the top edge (towards the tabs and the address bar), the usual sign of leaving.
 */
export function watchBehaviour(doc: Document, now: () => number): PageBehaviour {
  const started = now();
  const listeners = new Set<() => void>();
  let exited = false;

  const onMouseOut = (event: MouseEvent) => {
    if (exited || event.relatedTarget !== null || event.clientY > 0) return;
    exited = true;
    doc.removeEventListener('mouseout', onMouseOut);
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };
  doc.addEventListener('mouseout', onMouseOut);

  return {
    dwellSeconds: () => Math.max(0, Math.round((now() - started) / 1000)),
    exitIntent: () => exited,
    onExitIntent(listener) {
      if (exited) return () => undefined;
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The element that really has focus: inside shadow roots, document.activeElement is a host. */
function deepActive(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal dialog's keyboard contract. Focus moves in when it opens (to the first field, else the
 * first control); Tab and Shift+Tab cycle inside it; focus that strays to the page comes back;
 * Escape calls `onEscape` (which closes it and hands focus back to whatever opened it). The keys
 * are heard on the document, not the dialog: when a focused control disappears (Add to basket
 * turning into its confirmation) focus falls to the page body, and Escape and Tab must still work.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  /** Null when there is nothing to close: no dialog, so no trap (a chat in the page's flow). */
  onEscape: (() => void) | null,
) {
  const escapeRef = useRef(onEscape);
  const trapped = onEscape !== null;
  useLayoutEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = container.current;
    if (!dialog || !trapped) return undefined;
    const doc = dialog.ownerDocument;
    const items = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const inside = (event: Event) => event.composedPath().includes(dialog);

    (dialog.querySelector<HTMLElement>('input:not([disabled])') ?? items()[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = items();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return event.preventDefault();
      const active = deepActive(doc);
      const outside = !active || !dialog.contains(active);
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event)) items()[0]?.focus();
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [container, trapped]);
}

import type { TWidgetSessionState } from '@parley/contract';

export const SESSION_EVENT = 'parley:session';

/** The detail of the `parley:session` event. */
export interface ParleySessionDetail {
  /** Where the negotiation stands: loaded, or after the turn that just changed it. */
  session: TWidgetSessionState;
}

/**
 * Tells the host page where a negotiation it started stands (usage C), each time that changes:
 * a `parley:session` event bubbling (and composed, out of the shadow root) from the chat's host
 * element, so a listener on the placeholder or the document hears it.
 */
export function announceSession(origin: Element, session: TWidgetSessionState): void {
  origin.dispatchEvent(
    new CustomEvent<ParleySessionDetail>(SESSION_EVENT, {
      detail: { session },
      bubbles: true,
      composed: true,
    }),
  );
}

import type { TWidgetSessionState } from '@parley/contract';
import { useEffect, useRef } from 'react';
import { sessionOf, WIDGET_EVENTS } from '../widget-script';

/**
 * The shopper widget's placeholder for a negotiation the console started: the widget's script
 * opens the chat inside it and reports through DOM events that bubble out of it. React leaves
 * its content to the widget; render a new one (a new key) for another negotiation.
 */
export function WidgetChat({
  parleyId,
  subject,
  onSession,
  onAddedToBasket,
}: {
  parleyId: string;
  subject: string;
  onSession: (session: TWidgetSessionState) => void;
  onAddedToBasket: () => void;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    const onSessionEvent = (event: Event) => {
      const session = sessionOf(event);
      if (session) onSession(session);
    };
    element.addEventListener(WIDGET_EVENTS.session, onSessionEvent);
    element.addEventListener(WIDGET_EVENTS.addToBasket, onAddedToBasket);
    return () => {
      element.removeEventListener(WIDGET_EVENTS.session, onSessionEvent);
      element.removeEventListener(WIDGET_EVENTS.addToBasket, onAddedToBasket);
    };
  }, [onSession, onAddedToBasket]);
  return <div ref={placeholder} data-parley-session={parleyId} data-subject={subject} />;
}

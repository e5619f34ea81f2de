import { ZWidgetSessionState, type TWidgetSessionState } from '@parley/contract';
import { useEffect, useState } from 'react';
import { z } from 'zod';

/**
 * The shopper widget as the Bot Tester embeds it (apps/widget README, usage C): its script, put
 * on the page once, watches the page for session placeholders and opens a chat in each.
 */

export const WIDGET_EVENTS = {
  /** Detail { session }: where the negotiation stands, after it loads and after every change. */
  session: 'parley:session',
  /** The shopper added the deal to the basket. */
  addToBasket: 'parley:add-to-basket',
} as const;

const ZSessionDetail = z.object({ session: ZWidgetSessionState });

/** The negotiation a `parley:session` event carries, if it carries one the contract recognises. */
export function sessionOf(event: Event): TWidgetSessionState | null {
  const parsed = ZSessionDetail.safeParse(event instanceof CustomEvent ? event.detail : null);
  return parsed.success ? parsed.data.session : null;
}

function injectScript(src: string, apiKey: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // The widget finds its store by the key on its own script tag.
  script.dataset.apiKey = apiKey;
  document.head.append(script);
  return script;
}

/**
 * Loads the widget's script unless the page already has it (it stays for the console's life, as
 * it would on a shop's page). Answers whether it failed to load; a failed script is taken off
 * again so that the next visit to the screen tries anew.
 */
export function useWidgetScript(src: string | null, apiKey: string | null): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!src || !apiKey) return undefined;
    const script =
      Array.from(document.scripts).find((existing) => existing.getAttribute('src') === src) ??
      injectScript(src, apiKey);
    const onError = () => {
      script.remove();
      setFailed(true);
    };
    script.addEventListener('error', onError);
    return () => script.removeEventListener('error', onError);
  }, [src, apiKey]);
  return failed;
}

import { useEffect, useState } from 'preact/hooks';
import type { PageBehaviour } from '../shopper/behaviour';

/** A shopper who has looked at a shown button this long without opening it is invited once. */
export const DWELL_POPUP_SECONDS = 30;

/**
 * The dwell popup ('Still undecided?'): shown once per page, when the button appeared late (a
 * rule waited for dwell time or exit intent), when the shopper lingers DWELL_POPUP_SECONDS, or
 * at exit intent; never once they have opened the chat or closed the popup.
 */
export function useDwellPopup(
  shown: boolean,
  late: boolean,
  engaged: boolean,
  behaviour: PageBehaviour,
): { visible: boolean; dismiss: () => void } {
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

  return {
    visible: shown && !engaged && !dismissed && (late || due),
    dismiss: () => setDismissed(true),
  };
}

import type { TChatLanguage } from '@parley/contract';
import { useEffect, useState } from 'preact/hooks';
import type { WidgetEnvironment } from '../chat/environment';
import { displayRequest } from '../chat/requests';
import type { PageTarget } from '../page/target';
import type { Theme } from './theme';

export interface DisplayState {
  show: boolean;
  reason: string | null;
  theme: Theme;
  /** Shown only after the shopper lingered or made to leave: the dwell popup invites them. */
  late: boolean;
  /** The chat's language, as the server answered: the widget's own words follow it. */
  language: TChatLanguage;
}

/**
 * When a hidden button asks again (seconds on the page). Rules that wait for the shopper
 * (display_setting delay, in steps of 5 s) are met at one of these; exit intent asks at once.
 */
export const RECHECK_AT_SECONDS = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300] as const;

/**
 * The display check for a button: asked on load, then again as the shopper's dwell time passes
 * the steps above and when exit intent is seen, until the server shows the button. A failed
 * check keeps it hidden: no button is better than one that cannot start a chat.
 */
export function useDisplay(target: PageTarget, env: WidgetEnvironment): DisplayState {
  const [display, setDisplay] = useState<DisplayState>({
    show: false,
    reason: null,
    theme: {},
    late: false,
    language: env.shopper.language,
  });

  useEffect(() => {
    let stopped = false;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scheduleNext = () => {
      clearTimeout(timer);
      const dwell = env.behaviour.dwellSeconds();
      const next = RECHECK_AT_SECONDS.find((seconds) => seconds > dwell);
      if (next !== undefined) timer = setTimeout(() => void check(), (next - dwell) * 1000);
    };

    const check = async () => {
      const body = displayRequest(target, env);
      if (!body || stopped) return;
      const late = asked > 0;
      asked += 1;
      try {
        const answer = await env.api.display(body);
        if (stopped) return;
        if (answer.show) {
          stop();
          setDisplay({
            show: true,
            reason: null,
            theme: answer.theme,
            late,
            language: answer.language,
          });
          return;
        }
        const reason = answer.reason ?? null;
        if (!late && reason) console.info(`Parley: the Negotiate button is hidden: ${reason}`);
        setDisplay((now) => ({ ...now, reason }));
      } catch {
        // The button stays hidden; the next step asks again.
      }
      if (!stopped) scheduleNext();
    };

    const stopExitWatch = env.behaviour.onExitIntent(() => void check());
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopExitWatch();
    };
    void check();
    return stop;
  }, [target, env]);

  return display;
}

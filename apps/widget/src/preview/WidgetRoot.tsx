import { createPortal, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { CHAT_STYLES } from '../ui/chat-styles';
import { STYLES } from '../ui/styles';
import { themeVariables, type Theme } from '../ui/theme';

/**
 * What the preview adds to the widget's stylesheet, layout only: the popup's layer stays in the
 * page's flow (a shopper's floats at the window's corner), and the chat keeps one height however
 * tall the frame (a shopper's follows the window's).
 */
const PREVIEW_LAYOUT =
  '.pw-layer.pv-static{position:relative;inset:auto;z-index:auto}.pv-static .pw-chat{height:460px}';

/** The widget's own stylesheet with the chat's, which a shopper's page gets with the chat. */
const WIDGET_STYLES = STYLES + CHAT_STYLES;

/**
 * The widget's own stylesheet as a hovered control shows it: every `:hover` rule applies
 * unconditionally. Each follows its plain rule, or outweighs it, so it wins as a hover would.
 */
export const HOVERED_STYLES = WIDGET_STYLES.replaceAll(':hover', '');

interface WidgetRootProps {
  theme: Theme;
  /** Names the state in the page (`data-preview`), for the console's tests and for ours. */
  name: string;
  /** Shows the controls as the pointer over them would. */
  hovered?: boolean;
  /** The class of the widget's root element: `pw-root`, plus the popup's layer when it is one. */
  layer?: boolean;
  children: ComponentChildren;
}

/**
 * One widget root as the widget mounts it (boot/mount.tsx): its own shadow root holding the
 * widget's stylesheet, so the page's CSS cannot reach in, and a `.pw-root` carrying the theme as
 * custom properties (Preact sets each with style.setProperty, never as CSS text).
 */
export function WidgetRoot({
  theme,
  name,
  hovered = false,
  layer = false,
  children,
}: WidgetRootProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || host.shadowRoot) return;
    const doc = host.ownerDocument;
    const root = host.attachShadow({ mode: 'open' });
    const style = doc.createElement('style');
    style.textContent = (hovered ? HOVERED_STYLES : WIDGET_STYLES) + PREVIEW_LAYOUT;
    const point = doc.createElement('div');
    root.append(style, point);
    setMount(point);
  }, [hovered]);

  return (
    <div ref={hostRef} class="pv-widget" data-preview={name}>
      {mount &&
        createPortal(
          <div
            class={layer ? 'pw-root pw-layer pv-static' : 'pw-root pv-static'}
            style={themeVariables(theme)}
          >
            {children}
          </div>,
          mount,
        )}
    </div>
  );
}

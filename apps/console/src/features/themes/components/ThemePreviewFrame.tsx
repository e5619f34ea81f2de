import { Box } from '@mantine/core';
import {
  THEME_PREVIEW_MESSAGES,
  THEME_PREVIEW_PATH,
  type TThemeConfiguration,
} from '@parley/contract';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { defaultConfiguration, previewConfiguration } from '../theme-form';

/** Field changes reach the preview once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 150;

/**
 * The preview page's origin: the server's, which serves the console too (in development Vite
 * passes /widget/ on to it), so the page is framed from the console's own origin.
 */
const previewOrigin = () => new URL(THEME_PREVIEW_PATH, window.location.href).origin;

const isReady = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === THEME_PREVIEW_MESSAGES.ready;

interface PreviewPayload {
  /** The configuration as edited: possibly with fields that are not valid (yet). */
  theme: unknown;
  logoUrl: string | null;
}

/**
 * Posts `{ type, theme, logoUrl }` to the framed preview page: once the page says it is ready
 * (again after each reload of it), then after every change, debounced. Fields that are not valid
 * are sent with their last valid value. Nothing is saved.
 */
export function useThemePreview(
  frame: RefObject<HTMLIFrameElement | null>,
  theme: unknown,
  logoUrl: string | null,
) {
  const latest = useRef<PreviewPayload>({ theme, logoUrl });
  const lastValid = useRef<TThemeConfiguration>(defaultConfiguration());
  const lastSent = useRef<string | null>(null);
  const [readyCount, setReadyCount] = useState(0);

  useEffect(() => {
    latest.current = { theme, logoUrl };
  }, [theme, logoUrl]);

  const post = useCallback(
    (payload: PreviewPayload) => {
      const target = frame.current?.contentWindow;
      if (!target) return;
      const valid = previewConfiguration(payload.theme, lastValid.current);
      lastValid.current = valid;
      const message = {
        type: THEME_PREVIEW_MESSAGES.theme,
        theme: valid,
        logoUrl: payload.logoUrl,
      };
      const text = JSON.stringify(message);
      if (text === lastSent.current) return;
      lastSent.current = text;
      target.postMessage(message, previewOrigin());
    },
    [frame],
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== previewOrigin()) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isReady(event.data)) return;
      // A page that has just loaded has been sent nothing yet.
      lastSent.current = null;
      post(latest.current);
      setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, post]);

  useEffect(() => {
    if (readyCount === 0) return undefined;
    const timer = setTimeout(() => post({ theme, logoUrl }), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [theme, logoUrl, readyCount, post]);
}

/**
 * The live preview (part 2 §2 Themes): the widget's own preview page in a frame, showing the
 * button with its tooltip, the open chat, the dwell-time popup and the deal panel in `theme`.
 */
export function ThemePreviewFrame({
  theme,
  logoUrl,
  title = 'Theme preview',
  height = 640,
}: {
  theme: unknown;
  logoUrl: string | null;
  title?: string;
  height?: number | string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  useThemePreview(frame, theme, logoUrl);
  return (
    <Box
      component="iframe"
      ref={frame}
      src={THEME_PREVIEW_PATH}
      title={title}
      w="100%"
      h={height}
      bd="1px solid var(--mantine-color-gray-3)"
      display="block"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'white' }}
    />
  );
}

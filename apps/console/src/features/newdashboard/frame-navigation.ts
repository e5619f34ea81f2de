import { useEffect, useRef, type RefObject } from 'react';
import { ZEmbeddedNavigateMessage } from '@parley/contract';

/**
 * The console route a frame's URL names, with the host removed: the hash route when there is one
 * (the console routes on the hash), else the path and query. Null for anything that is not a
 * path inside this app.
 */
export function consolePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return null;
  }
  const path = parsed.hash.startsWith('#/')
    ? parsed.hash.slice(1)
    : `${parsed.pathname}${parsed.search}`;
  // '//host' would be read as another site by anything that resolves it.
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Follows the 'navigate' messages of the frame: only from its own window and origin, only
 * well-formed ones; everything else posted to this window is ignored.
 */
export function useFrameNavigation(
  frame: RefObject<HTMLIFrameElement | null>,
  frameOrigin: string | null,
  onNavigate: (path: string) => void,
) {
  const follow = useRef(onNavigate);
  useEffect(() => {
    follow.current = onNavigate;
  }, [onNavigate]);

  useEffect(() => {
    if (!frameOrigin) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = ZEmbeddedNavigateMessage.safeParse(event.data);
      if (!message.success) return;
      const path = consolePathOf(message.data.url);
      if (path) follow.current(path);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, frameOrigin]);
}

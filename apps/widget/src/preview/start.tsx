import { THEME_PREVIEW_MESSAGES } from '@parley/contract/theme';
import { render } from 'preact';
import { inputFromHash, inputFromMessage, type PreviewInput } from './input';
import { ThemePreview } from './ThemePreview';

/**
 * The preview page's protocol (contract THEME_PREVIEW_MESSAGES). It shows the theme in its
 * address (`#theme=…`, for a page opened directly), else the defaults; it listens for theme
 * messages from the window that frames it, and from no other; once it listens it tells that
 * window it is `ready`, so the first theme is not lost. The page holds no data and shows only
 * what it is given, as custom property values and text nodes, so it asks nothing else of a
 * message. Returns what stops it.
 */
export function startThemePreview(win: Window, container: Element): () => void {
  const show = (input: PreviewInput) =>
    render(<ThemePreview theme={input.theme} logoUrl={input.logoUrl} />, container);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent) return;
    const input = inputFromMessage(event.data, win.location.href);
    if (input) show(input);
  };
  win.addEventListener('message', onMessage);
  show(inputFromHash(win.location.hash, win.location.href));
  // It carries nothing, so any origin may hear it; the console checks it comes from its frame.
  if (win.parent !== win) win.parent.postMessage({ type: THEME_PREVIEW_MESSAGES.ready }, '*');

  return () => {
    win.removeEventListener('message', onMessage);
    render(null, container);
  };
}

import { render } from 'preact';
import type { WidgetEnvironment } from '../chat/environment';
import type { SessionEmbed } from '../page/placeholders';
import type { PageTarget } from '../page/target';
import { EmbeddedChat } from '../ui/EmbeddedChat';
import { STYLES } from '../ui/styles';
import { Widget } from '../ui/Widget';

export const HOST_ATTRIBUTE = 'data-parley-widget';

/** A shadow root with the widget's stylesheet, on a fresh host element. */
function shadowHost(doc: Document): { host: HTMLElement; root: ShadowRoot } {
  const host = doc.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, '');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = STYLES;
  root.append(style);
  return { host, root };
}

let overlayRoot: ShadowRoot | null = null;

/** The page's one overlay host, last in body, holding every button's popup and chat. */
function overlayLayer(doc: Document): HTMLElement {
  if (!overlayRoot || !overlayRoot.host.isConnected) {
    const { host, root } = shadowHost(doc);
    host.setAttribute(HOST_ATTRIBUTE, 'overlay');
    doc.body.append(host);
    overlayRoot = root;
  }
  const layer = doc.createElement('div');
  overlayRoot.append(layer);
  return layer;
}

/**
 * Puts a Negotiate button on the page: inside `anchor` (a placeholder) or right after it (Usage
 * B's positionElement), in its own shadow root so the store's CSS cannot break it.
 */
export function mountWidget(
  target: PageTarget,
  anchor: Element,
  where: 'inside' | 'after',
  env: WidgetEnvironment,
): HTMLElement {
  const doc = anchor.ownerDocument;
  const { host, root } = shadowHost(doc);
  if (where === 'inside') anchor.append(host);
  else anchor.after(host);
  const mountPoint = doc.createElement('div');
  root.append(mountPoint);
  render(<Widget target={target} env={env} host={host} overlay={overlayLayer(doc)} />, mountPoint);
  return host;
}

/**
 * Usage C: opens the chat of a host's negotiation inside its placeholder, in its own shadow root.
 * Returns what takes it off again.
 */
export function mountSessionChat(
  embed: SessionEmbed,
  anchor: Element,
  env: WidgetEnvironment,
): () => void {
  const { host, root } = shadowHost(anchor.ownerDocument);
  anchor.append(host);
  const mountPoint = anchor.ownerDocument.createElement('div');
  root.append(mountPoint);
  render(<EmbeddedChat {...embed} env={env} host={host} />, mountPoint);
  return () => {
    render(null, mountPoint);
    host.remove();
  };
}

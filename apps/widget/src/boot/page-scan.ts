import type { WidgetEnvironment } from '../chat/environment';
import {
  CART_PLACEHOLDER,
  PRODUCT_PLACEHOLDER,
  SESSION_PLACEHOLDER,
  sessionFromPlaceholder,
  targetFromPlaceholder,
} from '../page/placeholders';
import { targetFromConfig, type ParleyButtonConfig, type ParleyConfig } from '../page/store-config';
import { mountSessionChat, mountWidget } from './mount';

/** Pages that draw later (cart drawers, notifications, client-side navigation) settle first. */
const RESCAN_DELAY_MS = 150;

function configButtons(config: ParleyConfig): ParleyButtonConfig[] {
  return Array.isArray(config.buttons)
    ? config.buttons.filter((entry) => typeof entry?.formSelector === 'string')
    : [];
}

function placeAfter(entry: ParleyButtonConfig, form: Element): Element | null {
  try {
    return entry.positionElement(form) ?? null;
  } catch (error) {
    console.error('Parley: positionElement failed', error);
    return null;
  }
}

/**
 * Finds every spot that wants a button, now and whenever the page changes: placeholders (Usage
 * A) and the forms `window.parleyConfig.buttons` names (Usage B). Each element gets one button.
 * Session placeholders (Usage C) get their chat, which goes when the placeholder leaves the page
 * (single-page hosts swap them without reloading). `storeConfig`, the config once the store's
 * integration code has run, adds the buttons it names when it comes: the page's own are not kept
 * waiting for it.
 */
export function scanPage(
  doc: Document,
  env: WidgetEnvironment,
  config: ParleyConfig,
  storeConfig?: Promise<ParleyConfig>,
): () => void {
  const done = new WeakSet<Element>();
  let current = config;
  let entries = configButtons(config);
  const chats = new Map<Element, () => void>();

  const scanSessions = () => {
    for (const [element, unmount] of chats) {
      if (element.isConnected) continue;
      unmount();
      chats.delete(element);
    }
    for (const element of doc.querySelectorAll<HTMLElement>(SESSION_PLACEHOLDER)) {
      if (done.has(element)) continue;
      done.add(element);
      const embed = sessionFromPlaceholder(element);
      if (embed) chats.set(element, mountSessionChat(embed, element, env));
    }
  };

  const scan = () => {
    scanSessions();
    for (const element of doc.querySelectorAll<HTMLElement>(
      `${PRODUCT_PLACEHOLDER},${CART_PLACEHOLDER}`,
    )) {
      if (done.has(element)) continue;
      done.add(element);
      const target = targetFromPlaceholder(element);
      if (target) mountWidget(target, element, 'inside', env);
    }
    for (const entry of entries) {
      for (const form of doc.querySelectorAll(entry.formSelector)) {
        if (done.has(form)) continue;
        const anchor = placeAfter(entry, form);
        if (!anchor) continue;
        done.add(form);
        const target = targetFromConfig(entry, form, current);
        if (target) mountWidget(target, anchor, 'after', env);
      }
    }
  };

  let pending: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(scan, RESCAN_DELAY_MS);
  });
  scan();
  observer.observe(doc.body, { childList: true, subtree: true });
  // Read again even when it is the same object: the code may have added to the page's config.
  void storeConfig?.then((next) => {
    current = next;
    entries = configButtons(next);
    scan();
  });
  return () => {
    observer.disconnect();
    clearTimeout(pending);
  };
}

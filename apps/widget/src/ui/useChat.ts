import { useEffect, useState } from 'preact/hooks';
import type { ChatModule } from '../boot/chat-module';
import { loadChat, loadedChat } from '../boot/load-chat';

export interface ChatLoad {
  /** The chat, once on the page. */
  chat: ChatModule | null;
  /** Its script did not load: the shopper may try again. */
  failed: boolean;
  retry: () => void;
}

/** Runs `task` when the browser has nothing better to do (soon, where it cannot say when). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * The chat, from the widget's origin: fetched while the browser is idle once `prefetch` (a button
 * shows), so that opening it does not wait on the network, and asked for when `wanted` (the
 * shopper opened it). A prefetch that fails says nothing: opening asks again.
 */
export function useChat(
  origin: string,
  { prefetch, wanted }: { prefetch: boolean; wanted: boolean },
): ChatLoad {
  const [loaded, setLoaded] = useState<ChatModule | null>(null);
  const [failed, setFailed] = useState(false);
  const chat = loaded ?? loadedChat();

  useEffect(() => {
    if (!prefetch || chat) return undefined;
    return whenIdle(() => void loadChat(origin).catch(() => undefined));
  }, [origin, prefetch, chat]);

  useEffect(() => {
    if (!wanted || chat || failed) return undefined;
    let live = true;
    loadChat(origin).then(
      (module) => {
        if (live) setLoaded(module);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [origin, wanted, chat, failed]);

  return { chat, failed, retry: () => setFailed(false) };
}

import { networkError } from '../api/errors';
import { chatBridge } from './chat-bridge';
import type { ChatModule } from './chat-module';

/**
 * The chat script's address below the widget's origin (`/widget/v/parley-chat.<hash>.js`): the
 * shoppers' build writes it in (vite.config.ts), having built the chat first.
 */
declare const __PARLEY_CHAT_PATH__: string;

/**
 * The chat's script on the page: it runs, then hands its exports over through the bridge. A
 * script that does not load is taken off again, for the next try to add afresh.
 */
function addChatScript(doc: Document, src: string): Promise<ChatModule> {
  const bridge = chatBridge();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    const failed = () => {
      script.remove();
      reject(networkError());
    };
    script.addEventListener('load', () => (bridge.chat ? resolve(bridge.chat) : failed()), {
      once: true,
    });
    script.addEventListener('error', failed, { once: true });
    script.async = true;
    script.dataset.parleyChat = '';
    script.src = src;
    (doc.head ?? doc.documentElement).append(script);
  });
}

let loading: Promise<ChatModule> | null = null;

/*
 * The shoppers' build of load-chat.ts (which vite.config.ts swaps for this): the chat comes in a
 * script of its own, loaded once for all of the page's buttons when the first asks for it.
 */

/** The chat, if its script has run on this page. */
export const loadedChat = (): ChatModule | null => window.parleyWidget?.chat ?? null;

/** The chat, from its script at the widget's origin (`origin`): loaded once, tried again after a failure. */
export function loadChat(origin: string): Promise<ChatModule> {
  loading ??= addChatScript(document, `${origin}${__PARLEY_CHAT_PATH__}`).catch(
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

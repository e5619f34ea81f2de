import * as chat from '../chat-entry';
import type { ChatModule } from './chat-module';

/*
 * Where the page script gets the chat from. Here it comes with the page script, imported from the
 * sources: for the tests (jsdom) and anything else built from them. The shoppers' build puts
 * load-chat-script.ts in this module's place (vite.config.ts), which loads the chat's own script
 * on the page when first asked. Both have the same exports.
 */

/** The chat, if it is on the page already (then it opens at once). */
export const loadedChat = (): ChatModule | null => chat;

/** The chat, from the widget's origin (`origin`) if it must be fetched. */
export const loadChat = (_origin: string): Promise<ChatModule> => Promise.resolve(chat);

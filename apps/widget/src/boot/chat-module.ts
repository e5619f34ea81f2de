import type * as chatEntry from '../chat-entry';

/** What the chat's script hands the page script: chat-entry.ts's exports. */
export type ChatModule = typeof chatEntry;

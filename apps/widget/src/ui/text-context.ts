import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { CHAT_TEXT, type ChatText } from './chat-strings';

/** The chat's words in its language, provided by each chat's root (English by default). */
export const TextContext = createContext<ChatText>(CHAT_TEXT['en-GB']);

export const useText = (): ChatText => useContext(TextContext);

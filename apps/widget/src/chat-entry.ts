/**
 * The chat's script (`dist/parley-chat.<hash>.js`): what a page needs only once a shopper opens a
 * chat, loaded on demand by the page script (boot/load-chat.ts) and handed back to it under
 * `window.parleyWidget.chat`. Its Preact is the page script's (vite.config.ts).
 */
export { ButtonChat, type ButtonChatProps } from './ui/ButtonChat';
export { SessionChat, type SessionChatProps } from './ui/SessionChat';

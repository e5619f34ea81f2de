import * as preact from 'preact';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import * as errors from '../api/errors';
import type { ChatModule } from './chat-module';

/**
 * What the page script shares with the chat's script, through the one global the widget adds to
 * a store's page (`window.parleyWidget`, CHAT_BRIDGE in vite.config.ts, whose SHARED_WITH_CHAT
 * maps the chat's imports of these modules to these properties): one Preact for both, and the
 * API's errors, which the chat tells apart by their class. The chat's script puts its exports
 * under `chat` as it runs (its IIFE's name).
 */
export interface ChatBridge {
  preact: typeof preact;
  hooks: typeof hooks;
  jsxRuntime: typeof jsxRuntime;
  errors: typeof errors;
  chat?: ChatModule;
}

declare global {
  interface Window {
    parleyWidget?: ChatBridge;
  }
}

/** The page's bridge, set up before the chat's script is loaded. */
export function chatBridge(): ChatBridge {
  window.parleyWidget ??= { preact, hooks, jsxRuntime, errors };
  return window.parleyWidget;
}

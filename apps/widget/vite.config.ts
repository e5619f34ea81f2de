import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

/** TSX through Oxc with Preact's automatic runtime: no React, and no plugin needed. */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

const OUT_DIR = 'dist';
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The one global the widget adds to a store's page (src/boot/chat-bridge.ts), and what the page
 * script shares with the chat's script through it: the chat's imports of these modules become
 * its properties.
 */
export const CHAT_BRIDGE = 'parleyWidget';
export const SHARED_WITH_CHAT: Record<string, string> = {
  preact: 'preact',
  'preact/hooks': 'hooks',
  'preact/jsx-runtime': 'jsxRuntime',
  [source('src/api/errors.ts')]: 'errors',
};

/** The mode of the chat script's build: `vite build --mode chat`, before the page script's. */
export const CHAT_MODE = 'chat';
/** The chat script's file, named by its content: the server keeps it a year under the name. */
const CHAT_FILE = /^parley-chat\.[0-9a-f]{12}\.js$/;
/**
 * Where the server serves the widget's versioned files, the chat's script among them: the
 * contract's WIDGET_VERSIONED_PATH (a test holds it to it).
 */
export const VERSIONED_BASE = '/widget/v/';

/**
 * The chat's script (src/chat-entry.ts): an IIFE of its own, `dist/parley-chat.<hash>.js`, that
 * the page script loads when a shopper opens a chat (prefetched once a button shows). It uses the
 * page script's Preact, and hands its exports back under `window.parleyWidget.chat`.
 */
export const chatConfig: UserConfig = {
  oxc: preactJsx,
  build: {
    outDir: OUT_DIR,
    // The first of the widget's builds (`npm run build`): the others write into its dist/.
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: 'src/chat-entry.ts',
      formats: ['iife'],
      // As it runs, the script sets window.parleyWidget.chat to its exports.
      name: `${CHAT_BRIDGE}.chat`,
      fileName: () => 'parley-chat.[hash:12].js',
    },
    rolldownOptions: {
      external: (id) => Object.hasOwn(SHARED_WITH_CHAT, id),
      output: {
        globals: (id) => `${CHAT_BRIDGE}.${SHARED_WITH_CHAT[id]}`,
        hashCharacters: 'hex',
      },
    },
  },
};

/** The chat script's address as the page script names it, from the chat's build in dist/. */
function builtChatPath(): string {
  const file = readdirSync(source(OUT_DIR)).find((name) => CHAT_FILE.test(name));
  if (!file) throw new Error('No chat script in dist/: run `vite build --mode chat` first.');
  return `${VERSIONED_BASE}${file}`;
}

/** In the shoppers' script, the chat's loader (see below), wherever it is imported. */
export const CHAT_LOADER = {
  find: /^.*\/boot\/load-chat$|^\.\/load-chat$/,
  replacement: source('src/boot/load-chat-script.ts'),
};

/**
 * The shoppers' script: an IIFE, `dist/parley-widget.js`, that stores load with a script tag
 * (the server serves it at /widget.js): what a page needs before a shopper opens a chat (the page
 * scan, the display check, the Negotiate button, the dwell popup). The chat comes from its own
 * script: src/boot/load-chat.ts, which imports it, gives way to load-chat-script.ts, which loads
 * it. It runs after the chat's build, whose dist/ it writes into.
 */
export const widgetConfig: UserConfig = {
  oxc: preactJsx,
  resolve: { alias: [CHAT_LOADER] },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    sourcemap: false,
    // public/ (the sample shops' stylesheet) goes out with the theme preview's build only.
    copyPublicDir: false,
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'ParleyWidget',
      fileName: () => 'parley-widget.js',
    },
  },
};

/** The mode of the theme preview page's build: `vite build --mode theme-preview`. */
export const PREVIEW_MODE = 'theme-preview';
/**
 * The page's file and the URL folder the server serves it from: together the contract's
 * THEME_PREVIEW_PATH (a test holds them to it: the config loader cannot import the contract's
 * TypeScript).
 */
export const PREVIEW_PAGE = 'theme-preview.html';
export const PREVIEW_BASE = '/widget/';

/**
 * The theme preview page (src/preview/), a build of its own so the shoppers' script never
 * carries it: `dist/preview/theme-preview.html`, with its script and stylesheet in
 * `dist/preview/assets/`, for the server to serve at THEME_PREVIEW_PATH and /widget/assets/…,
 * the addresses the built page names. It runs after the widget's build (`npm run build`), whose
 * emptied dist/ it writes into.
 */
export const previewConfig: UserConfig = {
  oxc: preactJsx,
  base: PREVIEW_BASE,
  build: {
    outDir: 'dist/preview',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rollupOptions: { input: PREVIEW_PAGE },
  },
};

export default defineConfig(({ mode }) => {
  if (mode === PREVIEW_MODE) return previewConfig;
  if (mode === CHAT_MODE) return chatConfig;
  // The loader's address of the chat (src/boot/load-chat-script.ts), known once it is built.
  return { ...widgetConfig, define: { __PARLEY_CHAT_PATH__: JSON.stringify(builtChatPath()) } };
});

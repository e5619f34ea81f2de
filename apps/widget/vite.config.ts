import { defineConfig, type UserConfig } from 'vite';

/** TSX through Oxc with Preact's automatic runtime: no React, and no plugin needed. */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

/**
 * The shoppers' script: one self-contained IIFE, `dist/parley-widget.js`, that stores load with
 * a script tag (the server serves it at /widget.js). Everything is inlined: the page may load
 * nothing else.
 */
export const widgetConfig: UserConfig = {
  oxc: preactJsx,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
 * THEME_PREVIEW_PATH (a test holds them to it; the config loader cannot import the contract's
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

export default defineConfig(({ mode }) => (mode === PREVIEW_MODE ? previewConfig : widgetConfig));

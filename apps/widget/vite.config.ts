import { defineConfig } from 'vite';

/** TSX through Oxc with Preact's automatic runtime: no React, and no plugin needed. */
export const preactJsx = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

/**
 * One self-contained IIFE, `dist/parley-widget.js`, that stores load with a script tag (the
 * server serves it at /widget.js). Everything is inlined: the page may load nothing else.
 */
export default defineConfig({
  oxc: preactJsx,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'ParleyWidget',
      fileName: () => 'parley-widget.js',
    },
  },
});

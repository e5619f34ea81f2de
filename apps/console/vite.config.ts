import { defineConfig } from 'vite';
import { mantineComponentStyles } from './vite/mantine-component-styles';

const server = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // TSX goes through esbuild with React's automatic runtime. @vitejs/plugin-react is left out:
  // npm hoists it beside the workspace's newer Vite (pulled in by Vitest), whose types clash.
  esbuild: { jsx: 'automatic' },
  plugins: [mantineComponentStyles()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" directives and misplaced /*#__PURE__*/ comments: harmless noise.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION')
          return;
        warn(warning);
      },
      output: {
        // React and its router change less often than the app and every page needs them: a
        // chunk of their own stays cached between releases. Every other library goes where
        // Rollup puts it, with the screens that import it, so the lazy routes stay lazy.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API, the hosted log-in page and the status feed all live on the server.
    proxy: {
      '/api': server,
      '/oauth': server,
      '/status.json': server,
      '/status.html': server,
      // The bot's faces in the session chat (the engine stores them relative to the server).
      '/expressions': server,
      // The widget's theme preview page, which the theme editor frames on the console's origin.
      '/widget/': server,
    },
  },
});

import { startThemePreview } from './start';

/** The theme preview page's script (theme-preview.html), a build of its own: see vite.config.ts. */
const container = document.getElementById('theme-preview');
if (container) startThemePreview(window, container);

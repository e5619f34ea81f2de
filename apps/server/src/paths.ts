import { fileURLToPath } from 'node:url';

/**
 * The server's workspace folder (apps/server). This file sits one level below it in src/, and
 * the compiled server (dist/main.js) one level below it too, so every file the server reads from
 * the repository is found from here, whether it runs from source or built.
 */
const serverRoot = new URL('../', import.meta.url);
const fromServer = (path: string) => fileURLToPath(new URL(path, serverRoot));

/** drizzle-kit's SQL migrations and their journal. */
export const migrationsFolder = fromServer('drizzle');
/** Files the server serves as they are (the widget's expressions). */
export const publicDir = fromServer('public');
/** The console's build (`npm run build`), unless CONSOLE_DIST says otherwise. */
export const consoleDist = fromServer('../console/dist');
/** The shopper widget's workspace: dist/parley-widget.js and demo-store.html. */
export const widgetDir = fromServer('../widget');

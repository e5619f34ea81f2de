import { existsSync } from 'node:fs';

/** Debian's chromium unless CHROMIUM_PATH names another build; Playwright never downloads one here. */
export const browserPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const browserAvailable = existsSync(browserPath);

/**
 * The machine's network is closed: without these flags chromium keeps trying to reach Google's
 * hosts at start. --no-sandbox because CI runs as root.
 */
export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

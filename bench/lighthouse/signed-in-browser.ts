import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { API_BASE_PATH, pathOf, ZDemoFill, type TUpdateRetailerRequest } from '@parley/contract';
import { retailerEndpoints } from '@parley/contract/endpoints/retailers';
import { freePort } from '../../apps/server/test/support/server-process';
import { browserArgs, browserPath } from '../../e2e/support/browser';
import { getJson, signInOnPage } from '../console-size/measure';
import { RETAILER } from '../console-size/server';

/** Chromium with the demo store's user signed in, open to Lighthouse on `port`. */
export interface SignedInBrowser {
  port: number;
  retailerId: string;
  /** Chromium's name and full version, e.g. Chrome/156.0.8078.108. */
  product: string;
  /** Empties the HTTP cache, which Lighthouse leaves alone when it keeps storage. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/** How long the demo store's background fill may take before the benchmark gives up. */
const DEMO_FILL_TIMEOUT_MS = 300_000;

/**
 * The sessions list should show the whole demo store, and the fill's notice and its CPU should
 * not be part of what is measured: waits until the fill is over.
 */
async function waitForDemoFill(baseUrl: string, accessToken: string, retailerId: string) {
  const path = pathOf(retailerEndpoints.findDemoFill.path, { retailerId });
  const deadline = Date.now() + DEMO_FILL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const fill = ZDemoFill.parse(await getJson(baseUrl, accessToken, path));
    if (!fill.filling) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`The demo store was still filling after ${DEMO_FILL_TIMEOUT_MS / 1000} s`);
}

async function updateRetailer(
  baseUrl: string,
  accessToken: string,
  retailerId: string,
  body: TUpdateRetailerRequest,
) {
  const { method, path } = retailerEndpoints.updateRetailer;
  const response = await fetch(`${baseUrl}${API_BASE_PATH}${pathOf(path, { retailerId })}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
}

/**
 * The demo store's user has not agreed to the terms nor answered the market questionnaire, and
 * the console sends a retailer there before any other screen: does both, as a new retailer's
 * first visit would.
 */
async function onboard(baseUrl: string, accessToken: string, retailerId: string) {
  await updateRetailer(baseUrl, accessToken, retailerId, { terms_agreed: true });
  await updateRetailer(baseUrl, accessToken, retailerId, {
    objectives: ['Reduce discounts'],
    market_sector: 'Apparel',
  });
}

/**
 * A persistent profile, so that the tab Lighthouse opens shares this one's localStorage, where
 * the console keeps its tokens (apps/console/src/lib/auth-store.ts); the refresh token there is
 * what "signed in" means to the console, so the new tab opens signed in.
 */
export async function launchSignedIn(baseUrl: string): Promise<SignedInBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: browserPath,
    args: [...browserArgs, `--remote-debugging-port=${port}`],
  });
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    const page = await context.newPage();
    await signInOnPage(page, baseUrl, RETAILER);
    // A retailer's first page is below its own path: /#/retailers/<id>/terms.
    const retailerId = /^#\/retailers\/([^/?]+)/.exec(new URL(page.url()).hash)?.[1];
    const { origins } = await context.storageState();
    const accessToken = origins
      .flatMap((origin) => origin.localStorage)
      .find((entry) => entry.name === 'parley.access_token')?.value;
    if (!retailerId || !accessToken)
      throw new Error(`Signing in did not land on a retailer's page`);
    await onboard(baseUrl, accessToken, retailerId);
    await waitForDemoFill(baseUrl, accessToken, retailerId);
    // Kept open, but with the console gone, so that its timers do not run beside the audits.
    await page.goto('about:blank');
    const devtools = await context.newCDPSession(page);
    const clearCache = async () => {
      await devtools.send('Network.clearBrowserCache');
    };
    const { product } = await devtools.send('Browser.getVersion');
    return { port, retailerId, product, clearCache, close };
  } catch (error) {
    await close();
    throw error;
  }
}

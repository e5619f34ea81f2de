/**
 * A retailer's second visit to the console downloads no JavaScript nor CSS (issue 28): the build's
 * hashed assets are cached for a year as immutable, so they come from the HTTP cache without a
 * request to the server, and only index.html, which names the current build's assets, is
 * revalidated (no-cache) and answered 304.
 */
import type { Page } from '@playwright/test';
import { signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { SELLER } from '../support/users';
import { recordNetwork, type Fetched } from './network-record';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
const isScriptOrStyles = (fetch: Fetched) =>
  ['Script', 'Stylesheet'].includes(fetch.type) ||
  /javascript|css/.test(fetch.mimeType ?? '') ||
  /\.(m?js|css)$/.test(new URL(fetch.url).pathname);

/** The dashboard shown, its lazy chunks and data loaded: nothing more is on its way. */
async function dashboardIdle(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a second visit to the dashboard downloads no JavaScript nor CSS and revalidates index.html', async ({
  page,
  context,
}) => {
  const firstVisitAssets = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (isAsset(response.url()))
      firstVisitAssets.set(response.url(), response.headers()['cache-control']);
  });
  await signInToRetailer(page, SELLER);
  await dashboardIdle(page);
  expect(firstVisitAssets.size).toBeGreaterThan(0);
  for (const [url, cacheControl] of firstVisitAssets) expect(cacheControl, url).toBe(IMMUTABLE);

  const second = await context.newPage();
  const fetched = await recordNetwork(context, second);
  await second.goto(page.url());
  await dashboardIdle(second);
  const requests = fetched();

  const scriptsAndStyles = requests.filter(isScriptOrStyles);
  expect(scriptsAndStyles.length).toBeGreaterThan(0);
  for (const fetch of scriptsAndStyles) {
    expect(fetch, fetch.url).toMatchObject({ fromCache: true, networkBytes: 0 });
    expect(fetch.serverStatus, `${fetch.url} reached the server`).toBeUndefined();
  }
  expect(scriptsAndStyles.map((fetch) => fetch.url).filter((url) => !isAsset(url))).toEqual([]);

  const documents = requests.filter((fetch) => fetch.type === 'Document');
  expect(documents).toHaveLength(1);
  expect(documents[0]).toMatchObject({
    url: new URL('/', page.url()).href,
    cacheControl: 'no-cache',
    conditional: true,
    serverStatus: 304,
    fromCache: false,
  });
});

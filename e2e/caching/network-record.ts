import type { BrowserContext, Page } from '@playwright/test';

/** One request of a page as Chromium's DevTools protocol reports it. */
export interface Fetched {
  url: string;
  /** The protocol's resource type: Document, Script, Stylesheet, Fetch… */
  type: string;
  /** The request asked the server whether the cached copy is still current. */
  conditional: boolean;
  /** The status the server answered with; undefined when no request reached it. */
  serverStatus?: number;
  /** Answered from the browser's HTTP cache (its disk or memory cache), not the network. */
  fromCache: boolean;
  /** Bytes received over the network, headers included; 0 for a cache hit. */
  networkBytes?: number;
  cacheControl?: string;
  mimeType?: string;
}

const header = (headers: Record<string, unknown>, name: string) => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found === undefined ? undefined : String(found[1]);
};

const CONDITIONAL = ['if-none-match', 'if-modified-since'];

/**
 * Records every request of `page` from now on through the DevTools protocol, which (unlike the
 * response's size in Playwright, computed as if the body had come over the network) tells a
 * cache hit apart: `fromDiskCache` (or `requestServedFromCache` for the memory cache) and no
 * byte received in `loadingFinished`. A revalidation shows as the cached 200 in
 * `responseReceived`; the server's own 304 is only in `responseReceivedExtraInfo`.
 */
export async function recordNetwork(context: BrowserContext, page: Page) {
  const fetched = new Map<string, Fetched>();
  const entry = (requestId: string) => {
    const known = fetched.get(requestId);
    if (known) return known;
    const added: Fetched = { url: '', type: '', conditional: false, fromCache: false };
    fetched.set(requestId, added);
    return added;
  };
  const cdp = await context.newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) =>
    Object.assign(entry(requestId), { url: request.url, type: type ?? '' }),
  );
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
    entry(requestId).conditional = CONDITIONAL.some((name) => header(headers, name) !== undefined);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    entry(requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const fetch = entry(requestId);
    fetch.fromCache ||= response.fromDiskCache === true;
    fetch.cacheControl = header(response.headers, 'cache-control');
    fetch.mimeType = response.mimeType;
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    entry(requestId).serverStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    entry(requestId).networkBytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => [...fetched.values()];
}

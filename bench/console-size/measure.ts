import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { browserArgs, browserPath } from '../../e2e/support/browser';
import { ADMIN } from './server';

/** What one route downloads on a first visit, by kind: bytes as decoded, and gzip'd here. */
export interface Bytes {
  requests: number;
  decoded: number;
  gzip: number;
}

/**
 * Initial: requested before the screen showed its heading (for sign-in: before the hosted
 * log-in page loaded). Deferred: requested after, until the network was quiet (the dashboard's
 * charts, loaded once its figures are in).
 */
export interface RouteSize {
  route: string;
  initial: { js: Bytes; css: Bytes };
  deferred: { js: Bytes; css: Bytes };
}

/** A route of the console and how a first visit to it is known to be over. */
interface RouteVisit {
  route: string;
  hash: string;
  signedIn: boolean;
  /** Signed out, the visit ends on the hosted log-in page; signed in, on the screen's heading. */
}

/**
 * The body as served, fetched again from the server: the browser may have navigated away from
 * it (sign-in leaves for the hosted page), and a hashed asset's bytes do not change.
 */
async function bodyOf(response: Response): Promise<Buffer> {
  const again = await fetch(response.url());
  if (!again.ok) throw new Error(`${response.url()} answered ${again.status} the second time`);
  return Buffer.from(await again.arrayBuffer());
}

const none = (): Bytes => ({ requests: 0, decoded: 0, gzip: 0 });

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
}

/**
 * One first visit in a fresh browser context (its own empty cache): every script and stylesheet
 * it loads until the screen is shown and the network has been quiet for 500 ms. gzip is counted
 * from the bodies (level 9, as a precompressed asset), so the figure does not depend on what the
 * server compresses.
 */
async function visit(
  browser: Browser,
  baseUrl: string,
  target: RouteVisit,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<RouteSize> {
  const context = await browser.newContext({
    storageState: target.signedIn ? storageState : undefined,
  });
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const size: RouteSize = {
    route: target.route,
    initial: { js: none(), css: none() },
    deferred: { js: none(), css: none() },
  };
  let shown = false;
  const phases = new Map<Request, 'initial' | 'deferred'>();
  page.on('request', (request) => phases.set(request, shown ? 'deferred' : 'initial'));
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    const bytes = size[phases.get(response.request()) ?? 'deferred'][kind];
    bodies.push(
      bodyOf(response).then((body) => {
        bytes.requests += 1;
        bytes.decoded += body.length;
        bytes.gzip += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.goto(`${baseUrl}/#${target.hash}`);
  if (target.signedIn) await page.locator('main').locator('h1, h2').first().waitFor();
  else await page.waitForURL(/\/oauth\/authorize/);
  shown = true;
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  await context.close();
  return size;
}

/** An account the server was started with (server.ts). */
export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in on `page` through the hosted log-in page and waits for the console's home (a
 * retailer's dashboard, the administrator's retailers list): the tokens are then in the page's
 * localStorage.
 */
export async function signInOnPage(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/#\/retailers/);
}

/** Signs in as the administrator on the hosted log-in page; returns the browser's storage. */
async function signIn(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  await signInOnPage(await context.newPage(), baseUrl, ADMIN);
  const storageState = await context.storageState();
  const accessToken = storageState.origins
    .flatMap((origin) => origin.localStorage)
    .find((entry) => entry.name === 'parley.access_token')?.value;
  await context.close();
  if (!accessToken) throw new Error('Signing in stored no access token');
  return { storageState, accessToken };
}

export async function getJson(
  baseUrl: string,
  accessToken: string,
  path: string,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** A session of the demo store (its fill runs after start-up) and one of its rules. */
async function demoObjects(baseUrl: string, accessToken: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const list = (await getJson(baseUrl, accessToken, '/sessions')) as {
      sessions: { session_id: string; retailer_id: string }[];
    };
    const [session] = list.sessions;
    if (session) {
      const query = new URLSearchParams({ context: 'ruleset', retailer_id: session.retailer_id });
      const { rules } = (await getJson(baseUrl, accessToken, `/rules?${query.toString()}`)) as {
        rules: { rule_id: string }[];
      };
      if (!rules[0]) throw new Error('The demo store has no rule');
      return {
        retailerId: session.retailer_id,
        sessionId: session.session_id,
        ruleId: rules[0].rule_id,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo store had no session within 120 s');
}

/** Measures every route of the benchmark against a running server, one cold visit each. */
export async function measureRoutes(baseUrl: string): Promise<RouteSize[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: browserArgs });
  try {
    const { storageState, accessToken } = await signIn(browser, baseUrl);
    const { retailerId, sessionId, ruleId } = await demoObjects(baseUrl, accessToken);
    const retailer = `/retailers/${retailerId}`;
    const routes: RouteVisit[] = [
      { route: 'sign-in', hash: '/session/new', signedIn: false },
      { route: 'dashboard', hash: `${retailer}/dashboard`, signedIn: true },
      { route: 'sessions list', hash: `${retailer}/sessions`, signedIn: true },
      { route: 'session detail', hash: `${retailer}/sessions/${sessionId}`, signedIn: true },
      { route: 'rule editor', hash: `${retailer}/rules/${ruleId}`, signedIn: true },
    ];
    const sizes: RouteSize[] = [];
    for (const route of routes) sizes.push(await visit(browser, baseUrl, route, storageState));
    return sizes;
  } finally {
    await browser.close();
  }
}

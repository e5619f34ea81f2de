/**
 * axe-core (WCAG 2.0–2.2 A and AA) on every screen of the console's spec, both parts, as the
 * administrator and as a retailer's user: no serious or critical violation and no skipped heading
 * level on any of them (issue 28). The walk reads and never saves, so it leaves the seeded data as
 * the other specs expect it.
 *
 * Screens covered:
 * - signed out: the hosted log-in page, Forgot password;
 * - administrator: Admin Dashboard, Retailers, Retailer detail, Store integration, Terms and
 *   Market questionnaire (of the demo store), Sessions (across retailers), session Details and its
 *   Annotate dialog, Message Search, Bot Tester, Algorithm Rules, the algorithm rule editor (new
 *   and existing), Themes, the theme editor (new and existing) and its style guide dialog,
 *   Experiments, Experiments Archive, the experiment editor (new and existing), global Reasons
 *   and their editor, Admin change password, New dashboard, My Details, Change Password;
 * - retailer user: Dashboard, Ruleset, Rules Archive, the rule editor (new, and an existing rule
 *   on each of its four tabs), Magic Links and their editor (new and existing), Products, Product
 *   Categories, User Cohorts and Gift With Purchase with their editors (new and existing), Store
 *   Settings on both tabs, Reasons and their editor (new and existing), Account & Plan, Choose Your
 *   Plan, Usage and a usage charge, My Details, Change Password;
 * - retailer user with sessions: the sessions list, its export dialog, and a session's Details.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { openRetailerFromList, signInToRetailer } from '../support/console';
import { expect, expectHostedLogin, expectSignedIn, signIn, test } from '../support/fixtures';
import { ADMIN, DEMO, SELLER } from '../support/users';
import { WidgetShopper } from '../support/widget-api';

/**
 * Opens a console route (a path after `#`) in a fresh document, so that the previous screen's
 * heading is not taken for this one's, and checks it.
 */
async function visit(page: Page, path: string, screen: string) {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await expectAccessible(page, `${screen} (${path})`);
}

/** The console path (after `#`) of the first row's link on the list the page shows, if any. */
async function firstItemPath(page: Page): Promise<string | null> {
  const link = page.getByRole('row').getByRole('link').first();
  if ((await link.count()) === 0) return null;
  const href = await link.getAttribute('href');
  return href ? href.replace(/^.*#/, '') : null;
}

/** A list, then its "new" editor, then its first item's editor when the list has one. */
async function visitList(page: Page, base: string, screen: string, newQuery = '') {
  await visit(page, base, screen);
  const item = await firstItemPath(page);
  await visit(page, `${base}/new${newQuery}`, `new ${screen}`);
  if (item) await visit(page, item, `${screen} item`);
}

test('the hosted log-in page and Forgot password, signed out', async ({ page }) => {
  await page.goto('/');
  await expectHostedLogin(page);
  await expectAccessible(page, 'hosted log-in page');
  await visit(page, '/account/forgot', 'Forgot password');
});

/** The walk of a dozen screens or more takes minutes: a full page load and an axe run each. */
const WALK_TIMEOUT = 300_000;

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signIn(page, ADMIN);
  await expectSignedIn(page, ADMIN);
}

test('the administrator’s dashboard, retailers, sessions, search and bot tester', async ({
  page,
}) => {
  test.setTimeout(WALK_TIMEOUT);
  await signInAsAdmin(page);
  await visit(page, '/admin/dashboard', 'Admin Dashboard');
  await visit(page, '/retailers', 'Retailers');
  const retailerId = await openRetailerFromList(page, 'Demo Store');
  await expectAccessible(page, 'Retailer detail');
  await visit(page, `/retailers/${retailerId}/shopify_store`, 'Store integration');
  await visit(page, `/retailers/${retailerId}/terms`, 'Terms');
  await visit(
    page,
    `/retailers/${retailerId}/onboarding/market_questionnaire`,
    'Market questionnaire',
  );
  await visit(page, '/sessions', 'Sessions across retailers');
  const session = await firstItemPath(page);
  if (session) {
    await visit(page, session, 'Session details');
    await visit(page, `${session}?annotate=open`, 'Session annotate dialog');
  }
  await visit(page, '/admin/search', 'Message Search');
  await visit(page, '/admin/bot-test', 'Bot Tester');
});

test('the administrator’s rules, themes, experiments, reasons and account', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  await signInAsAdmin(page);
  await visitList(page, '/admin/algorithm', 'Algorithm Rules');
  await visit(page, '/admin/rules/new?context=admin:algorithm', 'new algorithm rule');
  await visitList(page, '/admin/themes', 'Themes');
  await visit(page, '/admin/themes/new?guide=open', 'theme style guide dialog');
  await visitList(page, '/admin/experiments', 'Experiments');
  await visit(page, '/admin/experiments-archive', 'Experiments Archive');
  await visitList(page, '/admin/reasons', 'Reasons global', '?context=admin:global');
  await visit(page, '/admin/change-password', 'Admin change password');
  await visit(page, '/admin/newdashboard', 'New dashboard');
  await visit(page, '/account', 'My Details');
  await visit(page, '/account/security', 'Change Password');
});

test('the retailer’s dashboard, rules, magic links and catalogue', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  const retailerId = await signInToRetailer(page, DEMO);
  const store = `/retailers/${retailerId}`;
  await expectAccessible(page, 'Dashboard');
  await visitList(page, `${store}/rules`, 'Ruleset');
  const rule = await firstItemPath(page);
  await visit(page, `${store}/archive`, 'Rules Archive');
  if (rule) {
    for (const tab of ['behavioural', 'addons', 'retargeting'])
      await visit(page, `${rule}?tab=${tab}`, `rule editor, ${tab} tab`);
  }
  await visitList(page, `${store}/campaigns`, 'Magic Links');
  await visitList(page, `${store}/products`, 'Products');
  await visitList(page, `${store}/product_categories`, 'Product Categories');
  await visitList(page, `${store}/cohorts`, 'User Cohorts');
  await visitList(page, `${store}/addon_items`, 'Gift With Purchase');
});

test('the retailer’s settings, reasons, plan, usage and account', async ({ page }) => {
  test.setTimeout(WALK_TIMEOUT);
  const retailerId = await signInToRetailer(page, DEMO);
  const store = `/retailers/${retailerId}`;
  await visit(page, `${store}/settings`, 'Store Settings');
  await visit(page, `${store}/settings?tab=brand-values`, 'Store Settings, Brand Values');
  await visitList(page, `${store}/reasons`, 'Reasons');
  await visit(page, `${store}/account/plan`, 'Account & Plan');
  await visit(page, `${store}/account/plan/choice`, 'Choose Your Plan');
  await visit(page, `${store}/account/usage`, 'Usage');
  const charge = await firstItemPath(page);
  if (charge) await visit(page, charge, 'usage charge');
  await visit(page, '/account', 'My Details');
  await visit(page, '/account/security', 'Change Password');
});

test('a retailer’s sessions list, its export dialog and a session’s details', async ({
  page,
  request,
}) => {
  const bought = await WidgetShopper.bought(request);
  const retailerId = await signInToRetailer(page, SELLER);
  const sessions = `/retailers/${retailerId}/sessions`;
  await visit(page, sessions, 'Sessions');
  await expect(page.getByRole('link', { name: bought.sessionId, exact: true })).toBeVisible();
  await visit(page, `${sessions}?export=open`, 'Sessions export dialog');
  await visit(page, `${sessions}/${bought.sessionId}`, 'Session details');
});

test('the console links a favicon and the server serves it', async ({ request }) => {
  const index = await request.get('/');
  expect(await index.text()).toContain('<link rel="icon" href="/favicon.ico"');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

import {
  API_BASE_PATH,
  MSG,
  RETAILER_FEATURE_INFO,
  type TRetailer,
  type TRetailerFeature,
  type TThemeListResponse,
  type TWidgetDisplayChecksResponse,
  type TWidgetDisplayResponse,
} from '@parley/contract';
import type { Browser, Page } from '@playwright/test';
import { choose, openMenu, openRetailerFromList } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN } from '../support/users';

/** The server's demo retailer, whose shop is /demo-store. */
const DEMO_STORE = 'Demo Store';
/** One of its products on the shop page. */
const SCARF = 'Lambswool Scarf';
/** The seeded all-retailers en-GB theme: the defaults. */
const DEFAULT_THEME = { name: 'Default', text: 'Negotiate', background: 'rgb(25, 118, 210)' };
/** No other test makes a theme: this one deletes it again (and, should it fail, so does afterEach). */
const FRENCH = {
  name: 'E2E Thème de la boutique',
  label: 'E2E Thème de la boutique (fr)',
  copy: 'E2E Thème de la boutique (copy) (fr)',
  text: 'Négocier le prix',
  colour: '#2E7D32',
  background: 'rgb(46, 125, 50)',
};
const MULTI_LANGUAGE: TRetailerFeature = 'multi_language';

/** A call to the API as the administrator signed in on the page. */
async function asAdmin(page: Page, method: string, path: string, body?: object) {
  const token = await page.evaluate(() => localStorage.getItem('parley.access_token'));
  return page.request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { data: body } : {}),
  });
}

/** The row of the themes list named `label`, and its row menu's action. */
const themeRow = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: label, exact: true }) });

async function rowAction(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${label}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Deletes a theme from its row menu, answering the confirmation. */
async function deleteTheme(page: Page, label: string) {
  await rowAction(page, label, 'Delete');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(MSG.deleteConfirm('theme'));
  await expect(dialog).toContainText(
    'Are you sure you want to delete this theme? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(MSG.itemDeleted('Theme')).last()).toBeVisible();
  await expect(themeRow(page, label)).toHaveCount(0);
}

/** The demo store's detail screen, found on the Retailers list; returns its retailer id. */
async function openDemoStore(page: Page): Promise<string> {
  await openMenu(page, 'Retailers');
  return openRetailerFromList(page, DEMO_STORE);
}

/** Switches the demo store's Multiple languages feature in its Features card, saved. */
async function setMultiLanguage(page: Page, retailerId: string, on: boolean) {
  const toggle = page
    .getByRole('region', { name: 'Features' })
    .getByRole('switch', { name: RETAILER_FEATURE_INFO[MULTI_LANGUAGE].name });
  if ((await toggle.isChecked()) === on) return;
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.endsWith(`/retailers/${retailerId}/features`),
  );
  // Mantine draws the switch over a visually hidden input.
  await toggle.click({ force: true });
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  const retailer = (await response.json()) as TRetailer;
  expect(retailer.available_features.includes(MULTI_LANGUAGE)).toBe(on);
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

interface Shopper {
  /** The browser's language (navigator.language). */
  locale: string;
  /** The shop page's own language (<html lang>): the widget speaks the page's language first. */
  pageLanguage: string;
}

interface ButtonTheme {
  /** The Negotiate button's text. */
  text: string;
  /** Its computed background colour, as `rgb(…)`. */
  background: string;
}

/**
 * A shopper of their own (a new browser context in their language) opens the demo shop and
 * finds the scarf's Negotiate button in the widget's shadow root by the theme's text, in the
 * theme's colour; returns the language the server answered the widget's display check in.
 */
async function shopperSees(
  browser: Browser,
  baseURL: string,
  shopper: Shopper,
  theme: ButtonTheme,
): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: shopper.locale });
  try {
    const shop = await context.newPage();
    // The demo shop is written in English (<html lang="en-GB">), and the widget takes the page's
    // language before the browser's: a French shopper is shown the shop's French page, the
    // same page with lang="fr".
    await shop.route('**/demo-store', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: html.replace('<html lang="en-GB">', `<html lang="${shopper.pageLanguage}">`),
      });
    });
    const displayed = shop.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `${API_BASE_PATH}/widget/displays`,
    );
    await shop.goto('/demo-store');
    expect(await shop.evaluate(() => navigator.language)).toBe(shopper.locale);
    // The page's buttons are asked for together; each answer names the chat's language.
    const { checks } = (await (await displayed).json()) as TWidgetDisplayChecksResponse;
    const display = checks[0] as TWidgetDisplayResponse;
    const button = shop
      .getByRole('article')
      .filter({ hasText: SCARF })
      .getByRole('button', { name: theme.text, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('background-color', theme.background);
    return display.language;
  } finally {
    await context.close();
  }
}

const FRENCH_SHOPPER: Shopper = { locale: 'fr-FR', pageLanguage: 'fr' };
const ENGLISH_SHOPPER: Shopper = { locale: 'en-GB', pageLanguage: 'en-GB' };

/** The demo store's features before the test, to put back should it stop half-way. */
let featuresBefore: TRetailerFeature[] | null = null;
let demoStoreId: string | null = null;

test.afterEach(async ({ page }) => {
  // A safety net: what a failed run left behind goes, so that the demo store is as it was.
  if (!page.url().startsWith('http')) return;
  const list = await asAdmin(page, 'GET', '/admin/themes');
  if (!list.ok()) return;
  const { themes } = (await list.json()) as TThemeListResponse;
  const mine = themes.filter((theme) => theme.name.startsWith(FRENCH.name));
  for (const theme of mine) await asAdmin(page, 'DELETE', `/admin/themes/${theme.theme_id}`);
  if (demoStoreId && featuresBefore) {
    await asAdmin(page, 'PUT', `/retailers/${demoStoreId}/features`, {
      available_features: featuresBefore,
    });
  }
  featuresBefore = null;
  demoStoreId = null;
});

test('an administrator’s French theme for the demo store reaches its French shoppers, and is cloned and deleted from the list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('no baseURL');
  await page.goto('/');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/#\/retailers(\?.*)?$/);

  await test.step('the demo store speaks French (Multiple languages)', async () => {
    const retailerId = await openDemoStore(page);
    const found = await asAdmin(page, 'GET', `/retailers/${retailerId}`);
    expect(found.status()).toBe(200);
    demoStoreId = retailerId;
    featuresBefore = ((await found.json()) as TRetailer).available_features;
    await setMultiLanguage(page, retailerId, true);
  });

  await test.step('before the theme, a French shopper has the default theme', async () => {
    expect(await shopperSees(browser, baseURL, FRENCH_SHOPPER, DEFAULT_THEME)).toBe('fr');
  });

  await test.step('the administrator creates the French theme of the demo store', async () => {
    await openMenu(page, 'Themes');
    await expect(page).toHaveURL(/\/#\/admin\/themes$/);
    const defaultRow = themeRow(page, DEFAULT_THEME.name);
    await expect(defaultRow).toHaveCount(1);
    await expect(defaultRow).toContainText(MSG.allRetailers);

    await page.getByRole('link', { name: 'New Theme' }).click();
    await expect(page).toHaveURL(/\/#\/admin\/themes\/new/);
    await expect(page.getByRole('heading', { name: 'New Theme' })).toBeVisible();
    // A new theme starts from the defaults.
    const buttonText = page.getByRole('textbox', { name: 'Button text', exact: true });
    await expect(buttonText).toHaveValue(DEFAULT_THEME.text);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(FRENCH.name);
    await choose(page, 'Language Code', 'Français (fr)');
    const retailer = page.getByRole('textbox', { name: 'Retailer', exact: true });
    await expect(retailer).toHaveValue(MSG.allRetailers);
    await retailer.click();
    await retailer.fill(DEMO_STORE);
    await page.getByRole('option', { name: DEMO_STORE, exact: true }).click();
    await expect(retailer).toHaveValue(DEMO_STORE);

    await expect(page.getByRole('tab', { name: 'Button', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await buttonText.fill(FRENCH.text);
    const background = page.getByRole('textbox', { name: 'Background colour', exact: true });
    await background.fill(FRENCH.colour);
    await background.press('Tab');
    await expect(background).toHaveValue(FRENCH.colour);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MSG.itemCreated('Theme')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/#\/admin\/themes$/);
    const row = themeRow(page, FRENCH.label);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText(DEMO_STORE);
  });

  await test.step('a French shopper of the demo shop has the French theme', async () => {
    expect(await shopperSees(browser, baseURL, FRENCH_SHOPPER, FRENCH)).toBe('fr');
  });

  await test.step('an English shopper still has the default theme', async () => {
    expect(await shopperSees(browser, baseURL, ENGLISH_SHOPPER, DEFAULT_THEME)).toBe('en-GB');
  });

  await test.step('the theme is cloned, unassigned, and the copy deleted', async () => {
    await rowAction(page, FRENCH.label, 'Clone');
    await expect(page.getByText(MSG.themeCloned).first()).toBeVisible();
    const copy = themeRow(page, FRENCH.copy);
    await expect(copy).toHaveCount(1);
    await expect(copy.getByRole('cell').nth(2)).toHaveText('Not assigned');
    // The original keeps its store.
    await expect(themeRow(page, FRENCH.label).getByRole('cell').nth(2)).toHaveText(DEMO_STORE);
    await deleteTheme(page, FRENCH.copy);
    await expect(themeRow(page, FRENCH.label)).toHaveCount(1);
  });

  await test.step('the French theme is deleted: the list is as it was', async () => {
    await deleteTheme(page, FRENCH.label);
    await page.reload();
    await expect(themeRow(page, DEFAULT_THEME.name)).toHaveCount(1);
    await expect(page.getByRole('link', { name: new RegExp(`^${FRENCH.name}`) })).toHaveCount(0);
  });

  await test.step('the French shopper is back on the default theme', async () => {
    expect(await shopperSees(browser, baseURL, FRENCH_SHOPPER, DEFAULT_THEME)).toBe('fr');
  });

  await test.step('the demo store speaks English only again', async () => {
    if (!demoStoreId || !featuresBefore) throw new Error('no demo store');
    const retailerId = await openDemoStore(page);
    await setMultiLanguage(page, retailerId, featuresBefore.includes(MULTI_LANGUAGE));
    const found = await asAdmin(page, 'GET', `/retailers/${retailerId}`);
    expect(((await found.json()) as TRetailer).available_features.toSorted()).toEqual(
      featuresBefore.toSorted(),
    );
    featuresBefore = null;
  });
});

test('the theme editor’s preview follows the fields as they change, without saving', async ({
  page,
}) => {
  await page.goto('/#/admin/themes/new');
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'New Theme' })).toBeVisible();

  // The preview page shows the button twice: on the sample product page, and hovered.
  const preview = page.frameLocator('iframe[title="Theme preview"]');
  const previewButton = (text: string) =>
    preview.getByRole('button', { name: text, exact: true }).first();
  await expect(previewButton(DEFAULT_THEME.text)).toBeVisible();
  await expect(previewButton(DEFAULT_THEME.text)).toHaveCSS(
    'background-color',
    DEFAULT_THEME.background,
  );

  await page.getByRole('textbox', { name: 'Button text', exact: true }).fill(FRENCH.text);
  await expect(previewButton(FRENCH.text)).toBeVisible();
  await expect(preview.getByRole('button', { name: DEFAULT_THEME.text, exact: true })).toHaveCount(
    0,
  );
  const background = page.getByRole('textbox', { name: 'Background colour', exact: true });
  await background.fill(FRENCH.colour);
  await expect(previewButton(FRENCH.text)).toHaveCSS('background-color', FRENCH.background);

  // Another tab's field: the dwell-time popup's heading.
  await page.getByRole('tab', { name: 'Dwell Time Popup', exact: true }).click();
  const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
  await heading.fill('Toujours indécis ?');
  await expect(preview.getByText('Toujours indécis ?')).toBeVisible();

  // Nothing was saved: Cancel goes back to a list without it.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/#\/admin\/themes$/);
  await expect(themeRow(page, DEFAULT_THEME.name)).toHaveCount(1);
  await expect(page.getByRole('link', { name: new RegExp(`^${FRENCH.name}`) })).toHaveCount(0);
  const { themes } = (await (
    await asAdmin(page, 'GET', '/admin/themes')
  ).json()) as TThemeListResponse;
  expect(themes.some((theme) => theme.theme_configuration.button.text === FRENCH.text)).toBe(false);
});

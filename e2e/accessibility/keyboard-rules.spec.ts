import { API_BASE_PATH, MSG, type TRuleListResponse } from '@parley/contract';
import { ruleEndpoints } from '@parley/contract/endpoints/rules';
import type { Page } from '@playwright/test';
import { rowNames } from '../support/console';
import { expect, test } from '../support/fixtures';
import {
  answerWithKeyboard,
  chooseWithKeyboard,
  dragAnnouncements,
  followWithKeyboard,
  moveDragged,
  pressButton,
  signInWithKeyboard,
  tabTo,
  typeInto,
} from '../support/keyboard';
import { RULER } from '../support/users';

/**
 * The rules store is the rules spec's too: its rules are named apart and deleted after each test,
 * so that its list (whose rows it drags by the mouse) is as it expects.
 */
const PREFIX = 'Keyboard';

async function openRuleset(page: Page) {
  await page.goto('/');
  await signInWithKeyboard(page, RULER);
  await followWithKeyboard(page, 'Ruleset');
  await expect(page).toHaveURL(/\/rules$/);
}

/** Creates a whole-store rule from the list with the keyboard and waits for the list to show it. */
async function createRule(page: Page, name: string) {
  await followWithKeyboard(page, 'New Rule');
  await typeInto(page, 'Rule Name', name);
  await chooseWithKeyboard(page, 'Rule Type', 'Whole Store');
  await answerWithKeyboard(page, 'Free Shipping', 'No');
  await answerWithKeyboard(page, 'Ask Quantity First', 'No');
  await pressButton(page, 'Save');
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByText(MSG.itemCreated('Rule')).first()).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

/** Deletes this spec's rules of the signed-in user's ruleset through the API. */
async function deleteOwnRules(page: Page) {
  // A test that failed before signing in left none.
  const retailerId = /#\/retailers\/([^/?]+)/.exec(page.url())?.[1];
  if (!retailerId) return;
  const token = await page.evaluate(() => localStorage.getItem('parley.access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(`${API_BASE_PATH}${ruleEndpoints.findRules.path}`, {
    headers,
    params: { context: 'ruleset', retailer_id: retailerId },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const { rules } = (await listed.json()) as TRuleListResponse;
  const ids = rules.filter((rule) => rule.name.startsWith(PREFIX)).map((rule) => rule.rule_id);
  if (ids.length === 0) return;
  const deleted = await page.request.delete(`${API_BASE_PATH}${ruleEndpoints.deleteRules.path}`, {
    headers,
    data: { ids, context: 'ruleset' },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
}

test.afterEach(async ({ page }) => {
  await deleteOwnRules(page);
});

test('a retailer creates a rule with the keyboard only', async ({ page }) => {
  await openRuleset(page);
  await createRule(page, `${PREFIX} saved`);
  await expect(page.getByRole('row', { name: new RegExp(`${PREFIX} saved`) })).toBeVisible();
});

test('a retailer reorders rules with the keyboard only', async ({ page }) => {
  await openRuleset(page);
  const first = `${PREFIX} first`;
  const second = `${PREFIX} second`;
  await createRule(page, first);
  await createRule(page, second);
  const before = await rowNames(page);
  const from = before.indexOf(second);
  const to = before.indexOf(first);

  // dnd-kit's keyboard sensor: Space picks the rule up, an arrow moves it, Space drops it.
  const announcements = dragAnnouncements(page);
  await tabTo(page, page.getByRole('button', { name: `Reorder ${second}`, exact: true }));
  await page.keyboard.press('Space');
  await expect(announcements).toContainText(`Picked up ${second}`);
  await moveDragged(page, 'ArrowUp', `${second} is over ${first}`);
  await page.keyboard.press('Space');
  await expect(announcements).toContainText(`${second} was dropped onto ${first}`);

  const expected = [...before];
  expected.splice(from, 1);
  expected.splice(to, 0, second);
  await expect.poll(() => rowNames(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(expected);
});

import { expect, type Locator, type Page } from '@playwright/test';
import { expectHostedLogin, expectSignedIn } from './fixtures';
import type { E2eUser } from './users';

/** More Tab presses than any screen's controls before its main content need. */
const MAX_TABS = 80;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/**
 * Moves the focus with Tab (forwards) until `target` has it, as a keyboard user reaches a
 * control: the test fails if the control cannot be reached that way.
 */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reached with Tab within ${MAX_TABS} presses`).toBe(true);
}

/**
 * Moves the focus with Tab until it is inside `container`: a radio group takes one Tab stop,
 * on its checked radio or, with none checked, on its first.
 */
async function tabInto(page: Page, container: Locator) {
  await expect(container).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await holdsFocus(container)) return;
    await page.keyboard.press('Tab');
  }
  expect(await holdsFocus(container), `reached with Tab within ${MAX_TABS} presses`).toBe(true);
}

/**
 * Signs in on the hosted login page with the keyboard only: Tab to the e-mail, type, Tab to the
 * password, type, Enter. The caller has brought the browser there.
 */
export async function signInWithKeyboard(page: Page, user: E2eUser) {
  await expectHostedLogin(page);
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expectSignedIn(page, user);
}

/** Follows a link (the first named `name`, e.g. the side menu's) with Tab and Enter. */
export async function followWithKeyboard(page: Page, name: string) {
  await tabTo(page, page.getByRole('link', { name, exact: true }).first());
  await page.keyboard.press('Enter');
}

/** Presses a button (within `scope`, the page by default) with Tab and Enter. */
export async function pressButton(page: Page, name: string, scope: Page | Locator = page) {
  await tabTo(page, scope.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** Types into the textbox labelled `label` (within `scope`), reached with Tab. */
export async function typeInto(
  page: Page,
  label: string,
  text: string,
  scope: Page | Locator = page,
) {
  await tabTo(page, scope.getByRole('textbox', { name: label, exact: true }));
  await page.keyboard.type(text);
}

/**
 * Picks an option of the Mantine select labelled `label` with the keyboard only: Tab to it, open
 * it with ArrowDown, move through the options and press Enter on the one named `option`.
 */
export async function chooseWithKeyboard(page: Page, label: string, option: string) {
  await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const count = await listbox.getByRole('option').count();
  for (let presses = 0; presses <= count; presses += 1) {
    const hovered = listbox.locator('[data-combobox-selected]');
    if ((await hovered.count()) === 1 && (await hovered.innerText()).trim() === option) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option ${option} in ${label}`);
}

/**
 * Answers the radio group named `group` with the keyboard only: Tab into it, then Space on the
 * radio labelled `label` if the focus landed there, else the arrow keys, which move the choice,
 * until it is checked.
 */
export async function answerWithKeyboard(page: Page, group: string, label: string) {
  const radios = page.getByRole('radiogroup', { name: group });
  const target = radios.getByRole('radio', { name: label, exact: true });
  await tabInto(page, radios);
  if (await isFocused(target)) await page.keyboard.press('Space');
  const count = await radios.getByRole('radio').count();
  for (let presses = 0; presses < count; presses += 1) {
    if (await target.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeChecked();
}

/** What dnd-kit's live region tells screen readers about the drag under way. */
export const dragAnnouncements = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Moves the dnd-kit item picked up with the keyboard by one place with `key` and waits for the
 * announcement that contains `announced`. dnd-kit listens for the arrow keys only from the task
 * after the pick-up, and finds where to move once it has measured the rows, a few renders later:
 * a key pressed sooner than a person would (Playwright's come within milliseconds) is lost and the
 * pick-up's announcement stays, so the key is pressed again. A key that moved the item changes
 * the announcement at once and is never repeated.
 */
export async function moveDragged(page: Page, key: 'ArrowUp' | 'ArrowDown', announced: string) {
  const announcements = dragAnnouncements(page);
  const pickedUp = await announcements.textContent();
  await expect(async () => {
    if ((await announcements.textContent()) === pickedUp) await page.keyboard.press(key);
    await expect(announcements).toContainText(announced, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

import { expect, type Locator, type Page } from '@playwright/test';

/** More Tab presses than any screen's controls before its main content need. */
const MAX_TABS = 80;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

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

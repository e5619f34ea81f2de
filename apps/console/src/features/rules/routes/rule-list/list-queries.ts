import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Test support: the rule table as a user reads it. */

/** The columns both of a retailer's rule lists have, between the drag handle and the menu. */
export const RULE_COLUMNS = ['Priority', 'Name', 'Type', 'Discount / Objective', 'Walkaway'];

/** Every body row's cells as text. */
export const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Opens a row's menu, checks its items and closes it again. */
export async function expectMenu(user: UserEvent, name: string, items: string[]) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(items);
  await user.keyboard('{Escape}');
}

/** A notification with this text, shown in red (the server's refusals). */
export async function expectRedNotification(text: string) {
  const message = await screen.findByText(text);
  const notification = message.closest<HTMLElement>('.mantine-Notification-root');
  expect(notification?.style.getPropertyValue('--notification-color')).toContain('red');
}

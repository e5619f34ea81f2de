import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks `option` in the select labelled `label` (picking the chosen one again empties it). */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The message shown under `input`, which Mantine ties to it with aria-describedby. */
export function errorOf(input: HTMLElement) {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
}

/** The message shown under the input (or radio group) labelled `label`. */
export const messageOf = (label: string, role: 'textbox' | 'radiogroup' = 'textbox') =>
  errorOf(screen.getByRole(role, { name: label }));

/** The colour of the notification (toast) holding `element`: 'var(--mantine-color-red-filled)'. */
export const notificationColourOf = (element: Element) =>
  element
    .closest<HTMLElement>('.mantine-Notification-root')
    ?.style.getPropertyValue('--notification-color');

/** The colour of the notification showing `message`; undefined while none shows it. */
export const notificationColour = (message: string) =>
  screen
    .queryAllByText(message)
    .map(notificationColourOf)
    .find((colour) => colour !== undefined);

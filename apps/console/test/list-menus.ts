import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeServer } from './fake-server';

/**
 * Back from an item's screen to `list`, then `action` in the row menu of `row`. The item's screen
 * is awaited first (`shown`: it is lazy), so that no late load races the list's menu; the menu is
 * opened again if the first click landed on rows the list replaced as it settled.
 */
export async function backToRowMenu(
  { user, router }: { user: UserEvent; router: { navigate: (to: string) => Promise<void> } },
  {
    list,
    row,
    action,
    shown,
  }: { list: string; row: string; action: string; shown: () => Promise<unknown> },
) {
  await shown();
  await router.navigate(list);
  await waitFor(async () => {
    if (!screen.queryByRole('menu')) {
      await user.click(screen.getByRole('button', { name: `Actions for ${row}` }));
    }
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens the row menu of `row` and picks `action` in it. */
export async function pickRowAction(user: UserEvent, row: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** Answers the confirmation dialog with `answer`, once it is checked to say each of `says`. */
export async function answerDialog(user: UserEvent, answer: string, ...says: string[]) {
  const dialog = await screen.findByRole('dialog');
  for (const text of says) expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/** Delete in the row menu of `row`, then Cancel in the confirmation: nothing is deleted. */
export async function cancelRowDelete(user: UserEvent, server: FakeServer, row: string) {
  await pickRowAction(user, row, 'Delete');
  await answerDialog(user, 'Cancel');
  expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
}

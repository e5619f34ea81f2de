import { expect, test as base, type Page } from '@playwright/test';
import type { ReceivedEmail } from './inbox';
import type { E2eUser } from './users';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`npm run test:e2e\``);
  return value;
}

/** The server the global setup started; its address is only known once it runs. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(setting('PARLEY_E2E_BASE_URL')),
});

export { expect };

/** The hosted login page (server-rendered), as opposed to the console's own Login screen. */
export async function expectHostedLogin(page: Page) {
  // After a refused attempt the page is the answer to the form's POST, without the query.
  await expect(page).toHaveURL(/\/oauth\/authorize(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Log in to Parley' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
}

/** Fills in the hosted login page; the caller has brought the browser there. */
export async function signIn(page: Page, user: Pick<E2eUser, 'email' | 'password'>) {
  await expectHostedLogin(page);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Back in the console, signed in: the user menu shows the user's name. */
export async function expectSignedIn(page: Page, user: Pick<E2eUser, 'name'>) {
  await expect(page).toHaveURL(/\/#\//);
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();
}

/**
 * Logs out from the user menu and waits for the hosted login page it ends on, so that what the
 * test does next (signing in, opening a deep link) does not race the log-out's own redirect.
 */
export async function signOut(page: Page, user: Pick<E2eUser, 'name'>) {
  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expectHostedLogin(page);
}

export async function receivedEmails(): Promise<ReceivedEmail[]> {
  const response = await fetch(setting('PARLEY_E2E_INBOX_URL'));
  return (await response.json()) as ReceivedEmail[];
}

/** Waits for a new e-mail to `to` (one beyond the `seen` already there) and returns it. */
export async function nextEmailTo(to: string, seen: number): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await receivedEmails()).filter((m) => m.to.includes(to.toLowerCase()));
        found = mine[seen];
        return mine.length;
      },
      { message: `an e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeGreaterThan(seen);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

export async function emailCount(to: string) {
  return (await receivedEmails()).filter((m) => m.to.includes(to.toLowerCase())).length;
}

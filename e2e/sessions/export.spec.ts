import { readFile } from 'node:fs/promises';
import { PRODUCT_FIELD } from '@parley/contract';
import { choose, openMenu, rowNames } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { ADMIN, SESSIONS_STORE } from '../support/users';
import { COAT, boughtAndChatted } from '../support/widget-api';

test('an administrator exports one retailer’s sessions as Parley_Data.csv', async ({
  page,
  request,
}) => {
  const { bought, chatted } = await boughtAndChatted(request);

  await page.goto('/');
  await signIn(page, ADMIN);
  await openMenu(page, 'Parleys');
  await choose(page, 'Retailer', SESSIONS_STORE.name);
  await expect(page).toHaveURL(/[?&]retailerId=[^&]+/);
  await expect
    .poll(async () => (await rowNames(page)).slice(0, 2))
    .toEqual([chatted.sessionId, bought.sessionId]);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows.filter({ hasNotText: SESSIONS_STORE.name })).toHaveCount(0);
  // '1-N of N': how many sessions the filters select.
  const summary = await page.getByText(/^\d+-\d+ of \d+$/).textContent();
  const total = Number(summary?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Export' });
  await expect(modal).toContainText(`${total} sessions are selected by the filters.`);
  await expect(modal.getByRole('radio', { name: 'Simple List', exact: true })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  await expect(modal).toBeHidden();

  // The spec's {product}_Data.csv.
  expect(download.suggestedFilename()).toBe('Parley_Data.csv');
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  const header = lines[0]?.split(',') ?? [];
  expect(header.slice(0, 4)).toEqual([
    `${PRODUCT_FIELD}_id`,
    'created_at',
    'retailer_name',
    'product_name',
  ]);
  expect(header).toContain('summary_status');
  expect(lines).toHaveLength(total + 1);
  const line = (sessionId: string) => lines.find((text) => text.startsWith(`${sessionId},`));
  const cells = (sessionId: string) => {
    const values = line(sessionId)?.split(',') ?? [];
    return Object.fromEntries(header.map((name, index) => [name, values[index]]));
  };
  expect(cells(bought.sessionId)).toMatchObject({
    retailer_name: SESSIONS_STORE.name,
    product_name: COAT.name,
    summary_status: 'added_to_basket',
    status: 'Added to Basket',
  });
  expect(cells(chatted.sessionId)).toMatchObject({ summary_status: 'abandoned_negotiated' });
});

import { API_BASE_PATH, SEARCH_TRUNCATE } from '@parley/contract';
import { openMenu } from '../support/console';
import { expect, signIn, test } from '../support/fixtures';
import { SEARCH_INDEX_SECONDS } from '../support/server-timing';
import { ADMIN } from '../support/users';
import { WidgetShopper } from '../support/widget-api';
import { expectSessionShown } from './sessions';

/** A word no other test's shopper writes, in a question longer than the table shows. */
const WORD = 'periwinkle';
const QUESTION = `Is the ${WORD} lining of this coat fully waterproof in heavy rain?`;

test('an administrator searches the shoppers’ messages and opens the session of a match', async ({
  page,
  request,
}) => {
  const asked = await WidgetShopper.start(request);
  await asked.say(QUESTION);
  const other = await WidgetShopper.start(request);
  await other.say(`Do you have a ${WORD} scarf to go with it?`);
  await WidgetShopper.start(request).then((s) => s.say('Is the lining warm enough for winter?'));
  // Messages are found once the server's indexing job has copied them: within a period and the
  // job queue's poll (a second each here).
  await new Promise((resolve) => setTimeout(resolve, (SEARCH_INDEX_SECONDS + 1.5) * 1000));

  await page.goto('/');
  await signIn(page, ADMIN);
  await openMenu(page, 'Message Search');

  const searched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === `${API_BASE_PATH}/admin/search`)
      searched.push(url.searchParams.get('userMessage') ?? '');
  });
  // Typed a key at a time, faster than the 500 ms pause: one search, for the whole word.
  await page
    .getByRole('textbox', { name: 'User Message', exact: true })
    .pressSequentially(WORD, { delay: 80 });
  await expect(page).toHaveURL(new RegExp(`[?&]userMessage=${WORD}(&|$)`));

  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('1-2 of 2 records')).toBeVisible();
  // No search for a part of the word went out (a refetch of the whole word may).
  expect(searched).toContain(WORD);
  expect(searched.filter((text) => text !== '' && text !== WORD)).toEqual([]);

  const shown = `${QUESTION.slice(0, SEARCH_TRUNCATE)}...`;
  const match = rows.filter({ hasText: shown });
  await expect(match).toHaveCount(1);
  await expect(match.getByRole('link')).toHaveText(asked.sessionId);
  await expect(rows.filter({ hasText: `Do you have a ${WORD} scarf` })).toHaveCount(1);

  await match.getByRole('cell', { name: shown }).click();
  await expect(page).toHaveURL(new RegExp(`#/sessions/${asked.sessionId}$`));
  await expectSessionShown(page, asked.sessionId, 'Negotiated');
  await expect(page.getByRole('log').getByText(QUESTION)).toBeVisible();
});

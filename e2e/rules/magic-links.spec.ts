import { MAGIC_LINK_PARAM, MSG } from '@parley/contract';
import { choose, clickNew, openMenu, signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { RULER } from '../support/users';

const storeUrl = () => {
  const url = process.env.PARLEY_E2E_STORE_URL;
  if (!url)
    throw new Error('PARLEY_E2E_STORE_URL is not set: run the suite with `npm run test:e2e`');
  return url;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a magic link is created, copied, and opened lands on the product page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const productUrl = `${storeUrl()}/products/linen-shirt`;
  await signInToRetailer(page, RULER);
  await openMenu(page, 'Magic Links');

  await clickNew(page, 'New Magic Link');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Shirt newsletter');
  await choose(page, 'Type', 'Single Product');
  await page.getByRole('textbox', { name: 'Product URL', exact: true }).fill(productUrl);
  await page.getByRole('radio', { name: 'No time limit' }).check();
  await page.getByRole('button', { name: 'Save & Generate URL' }).click();
  await expect(page.getByText('Magic Link Created')).toBeVisible();

  const urlField = page.getByRole('textbox', { name: 'Magic Link URL' });
  await expect(urlField).toHaveValue(new RegExp(`^${escape(baseURL ?? '')}/m/[\\w-]+$`));
  const magicLink = await urlField.inputValue();
  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText(MSG.campaignUrlCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(magicLink);
  await page.evaluate(() => navigator.clipboard.writeText(''));

  await openMenu(page, 'Magic Links');
  await page.getByRole('button', { name: 'Actions for Shirt newsletter' }).click();
  await page.getByRole('menuitem', { name: 'Copy Magic Link' }).click();
  await expect(page.getByText(MSG.magicLinkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(magicLink);

  const shopper = await context.newPage();
  await shopper.goto(magicLink);
  await expect(shopper).toHaveURL(
    new RegExp(`^${escape(productUrl)}\\?${MAGIC_LINK_PARAM}=[\\w-]+`),
  );
  await expect(
    shopper.getByRole('heading', { name: 'Shop page /products/linen-shirt' }),
  ).toBeVisible();
});

import { signInToRetailer } from '../support/console';
import { expect, test } from '../support/fixtures';
import { SELLER } from '../support/users';

declare global {
  interface Window {
    /** The violations this page's policy reported, as the init script below collected them. */
    cspViolations?: string[];
  }
}

test('loading the console and its dashboard reports no Content-Security-Policy violation', async ({
  page,
}) => {
  // Collected in every document the page opens (hosted log-in, console), from its first script
  // on: zod's `new Function` probe was refused and reported once per page load.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  const retailerId = await signInToRetailer(page, SELLER);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  // A fresh load of the dashboard, whose answers zod parses as soon as they arrive.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/retailers/${retailerId}/dashboard`));
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('A quick summary of product activity')).toBeVisible();

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(refused).toEqual([]);
});

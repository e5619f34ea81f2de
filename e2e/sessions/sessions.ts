import { expect, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A session's detail page in a retailer's context, with the status filter or none. */
export const sessionUrlPattern = (retailerId: string, sessionId: string, summaryStatus?: string) =>
  new RegExp(
    `#/retailers/${escape(retailerId)}/sessions/${escape(sessionId)}` +
      (summaryStatus ? `\\?(.*&)?summaryStatus=${escape(summaryStatus)}(&|$)` : '$'),
  );

/** The detail page shows this session, with its status as part 1 §4 words it for the detail. */
export async function expectSessionShown(page: Page, sessionId: string, status: string) {
  await expect(page.getByRole('heading', { name: 'Details', level: 2 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('row', { name: /^Session ID/ })).toContainText(sessionId);
  await expect(details.getByRole('row', { name: /^Status/ })).toContainText(status);
}

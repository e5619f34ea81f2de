import { RECOVERY_LINK_HOURS } from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { escapeHtml } from '../../lib/html';

export const RECOVERY_EMAIL_KIND = 'recovery_offer';

export interface RecoveryEmail {
  to: string;
  userName: string | null;
  retailerName: string;
  productName: string;
  /** With its currency symbol: '£150.00'. */
  price: string;
  countered: boolean;
  message: string | null;
  link: string;
  /** The store's e-mail banner (Store Settings), heading the HTML part; null: none. */
  bannerUrl: string | null;
}

/** The e-mail's paragraphs, shared by its text and HTML parts; the link is its own part. */
function paragraphsOf(email: RecoveryEmail) {
  const headline = email.countered
    ? `${email.retailerName} has a final offer for you: ${email.productName} for ${email.price}`
    : `${email.retailerName} accepted your offer: ${email.productName} for ${email.price}`;
  return {
    greeting: `Hello${email.userName ? ` ${email.userName}` : ''},`,
    before: [
      `${headline}.`,
      ...(email.message ? [`${email.retailerName} says: ${email.message}`] : []),
      'To buy at this price, open this link:',
    ],
    after: [
      `This offer is not negotiable. The link works once and expires in ${RECOVERY_LINK_HOURS} hours.`,
      email.retailerName,
    ],
  };
}

/**
 * The HTML part: the store's e-mail banner at its head when it has one (Store Settings), then
 * the same words as the text part. Every value is escaped: the retailer's message is theirs.
 */
function htmlOf(email: RecoveryEmail) {
  const { greeting, before, after } = paragraphsOf(email);
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const banner = email.bannerUrl
    ? `<p><img src="${escapeHtml(email.bannerUrl)}" alt="${escapeHtml(email.retailerName)}" style="max-width:100%;height:auto"></p>`
    : '';
  const link = `<p><a href="${escapeHtml(email.link)}">${escapeHtml(email.link)}</a></p>`;
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    banner,
    paragraph(greeting),
    ...before.map(paragraph),
    link,
    ...after.map(paragraph),
    '</body></html>',
  ].join('');
}

/**
 * The shopper's one-off offer (part 1 §4 Recovery), from the store's name, with the price, the
 * retailer's own words and the link that buys at that price once: plain text, and HTML headed by
 * the store's banner.
 */
export async function sendRecoveryEmail(
  deps: Pick<Deps, 'mailer'>,
  email: RecoveryEmail,
  db?: Executor,
) {
  const { greeting, before, after } = paragraphsOf(email);
  await deps.mailer.send(
    {
      kind: RECOVERY_EMAIL_KIND,
      to: email.to,
      subject: email.countered
        ? `A final offer from ${email.retailerName}`
        : `${email.retailerName} accepted your offer`,
      text: [greeting, ...before, email.link, ...after].join('\n\n'),
      html: htmlOf(email),
    },
    db,
  );
}

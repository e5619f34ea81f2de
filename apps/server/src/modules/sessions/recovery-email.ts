import { RECOVERY_LINK_HOURS } from '@parley/contract';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';

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
}

/**
 * The shopper's one-off offer (part 1 §4 Recovery): plain text, from the store's name, with the
 * price, the retailer's own words and the link that buys at that price once.
 */
export async function sendRecoveryEmail(
  deps: Pick<Deps, 'mailer'>,
  email: RecoveryEmail,
  db?: Executor,
) {
  const headline = email.countered
    ? `${email.retailerName} has a final offer for you: ${email.productName} for ${email.price}`
    : `${email.retailerName} accepted your offer: ${email.productName} for ${email.price}`;
  await deps.mailer.send(
    {
      kind: RECOVERY_EMAIL_KIND,
      to: email.to,
      subject: email.countered
        ? `A final offer from ${email.retailerName}`
        : `${email.retailerName} accepted your offer`,
      text: [
        `Hello${email.userName ? ` ${email.userName}` : ''},`,
        '',
        `${headline}.`,
        ...(email.message ? ['', `${email.retailerName} says: ${email.message}`] : []),
        '',
        'To buy at this price, open this link:',
        '',
        email.link,
        '',
        `This offer is not negotiable. The link works once and expires in ${RECOVERY_LINK_HOURS} hours.`,
        '',
        `${email.retailerName}`,
      ].join('\n'),
    },
    db,
  );
}

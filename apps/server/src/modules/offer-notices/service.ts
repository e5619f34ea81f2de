import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { offerNoticeEmail, OFFER_NOTICE_EMAIL_KIND } from './email';
import { findNoticeRecipient, findOffersLeft } from './repository';
import { windowOf } from './windows';

/** The job that e-mails a store the offers left for review in one window. */
export const OFFER_NOTICE_JOB = 'offers.notice';

type NoticeDeps = Pick<Deps, 'db' | 'jobs' | 'mailer' | 'config'>;

const money = (symbol: string, amount: number | null) =>
  amount === null ? '' : `${symbol}${amount.toFixed(2)}`;

/**
 * A shopper left an offer for review at `at` (the session's `offerLeftAt`, which the notice
 * selects by): the store's notice for that window is asked for, to run when the window closes.
 * Its once-key makes it one job however many offers the window gets.
 */
export async function noticeOfferLeft(
  deps: Pick<Deps, 'jobs' | 'config'>,
  retailerId: string,
  at: Date,
  db?: Executor,
) {
  const { from, to } = windowOf(at, deps.config.offerNoticeWindowSeconds);
  await deps.jobs.send(
    OFFER_NOTICE_JOB,
    { retailerId, from: from.toISOString(), to: to.toISOString() },
    { onceKey: `${OFFER_NOTICE_JOB}:${retailerId}:${from.toISOString()}`, runAt: to },
    db,
  );
}

/**
 * Sends one window's notice: nothing when the store has no notification e-mail or every offer of
 * the window has been answered already. Like every job it runs at least once: a process that dies
 * between recording the e-mail and finishing the job would send the notice again.
 */
export async function sendOfferNotice(deps: NoticeDeps, retailerId: string, from: Date, to: Date) {
  const recipient = await findNoticeRecipient(deps.db, retailerId);
  if (!recipient?.email) return;
  const offers = await findOffersLeft(deps.db, retailerId, from, to);
  if (offers.length === 0) return;
  const { subject, text } = offerNoticeEmail(
    recipient.name,
    offers.map((offer) => ({
      productName: offer.productName,
      quantity: offer.quantity,
      offer: money(offer.currencySymbol, offer.offer),
      listPrice: money(offer.currencySymbol, offer.listPrice),
      shopperName: offer.shopperName,
      link: `${deps.config.publicUrl}/#/retailers/${retailerId}/sessions/${offer.sessionId}`,
    })),
  );
  await deps.mailer.send({ kind: OFFER_NOTICE_EMAIL_KIND, to: recipient.email, subject, text });
}

export function defineOfferNotices(deps: NoticeDeps) {
  deps.jobs.define(OFFER_NOTICE_JOB, {
    async handler(payload) {
      const { retailerId, from, to } = payload as { retailerId: string; from: string; to: string };
      await sendOfferNotice(deps, retailerId, new Date(from), new Date(to));
    },
    maxAttempts: 10,
    backoffSeconds: 30,
    maxBackoffSeconds: 900,
  });
}

import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { outboundEmails } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { JobContext, JobQueue } from './jobs';

export interface OutboundEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Records the e-mail and its delivery job on `db` (a caller's transaction: the e-mail then
   * exists exactly when the change that sends it is committed). Delivery happens in a job.
   */
  send(email: OutboundEmail, db?: Executor): Promise<void>;
}

/** The job that delivers one recorded e-mail. */
export const EMAIL_JOB = 'email.deliver';
/** With the back-off doubling up to an hour, 20 tries cover about a day of SMTP outage. */
const EMAIL_ATTEMPTS = 20;

/**
 * Records every e-mail in outbound_emails ('queued') with a job that delivers it over SMTP when
 * SMTP_URL is set ('sent'), retrying with back-off while the server refuses it ('retrying', and
 * 'failed' once the tries run out); without SMTP the job prints it (and so its link) in the
 * server log ('logged') for a local user to follow. A delivered e-mail is never sent again, and a
 * retry carries the same Message-ID, so a mail server that took it just before a crash can tell.
 */
export function createMailer(deps: {
  config: Config;
  db: Database;
  log: Logger;
  clock: Clock;
  jobs: JobQueue;
}): Mailer {
  const { config, db, log, clock } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const messageHost = new URL(config.publicUrl).hostname;

  const setStatus = (id: string, values: Partial<typeof outboundEmails.$inferInsert>) =>
    db.update(outboundEmails).set(values).where(eq(outboundEmails.id, id));

  async function deliver(id: string, job: JobContext) {
    const [email] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id));
    if (!email || email.status === 'sent' || email.status === 'logged') return;
    if (!transport) {
      log.info(
        { kind: email.kind, to: email.toAddress, subject: email.subject },
        `e-mail (no SMTP_URL set, so printed here):\n${email.textBody}`,
      );
      await setStatus(id, { status: 'logged' });
      return;
    }
    try {
      await transport.sendMail({
        messageId: `<${id}@${messageHost}>`,
        from: config.mailFrom,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await setStatus(id, { status: job.lastAttempt ? 'failed' : 'retrying', error: message });
      throw error;
    }
    await setStatus(id, { status: 'sent', error: null, sentAt: clock.now() });
  }

  deps.jobs.define(EMAIL_JOB, {
    handler: (payload, job) => deliver(String(payload.emailId), job),
    maxAttempts: EMAIL_ATTEMPTS,
    backoffSeconds: config.emailRetrySeconds,
    maxBackoffSeconds: 3600,
  });

  async function record(email: OutboundEmail, on: Executor) {
    const [row] = await on
      .insert(outboundEmails)
      .values({
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        status: 'queued',
      })
      .returning({ id: outboundEmails.id });
    await deps.jobs.send(EMAIL_JOB, { emailId: row!.id }, {}, on);
  }

  return {
    async send(email, on) {
      if (on) return record(email, on);
      await db.transaction((tx) => record(email, tx));
      deps.jobs.nudge();
    },
  };
}

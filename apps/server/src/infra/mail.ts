import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboundEmails } from '../db/schema';
import type { Clock } from '../lib/clock';

export interface OutboundEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(email: OutboundEmail): Promise<void>;
}

/**
 * Records every e-mail in outbound_emails, then delivers it over SMTP when SMTP_URL is set.
 * Without SMTP the message (and so its link) goes to the server log for a local user to follow.
 */
export function createMailer(deps: {
  config: Config;
  db: Database;
  log: Logger;
  clock: Clock;
}): Mailer {
  const transport = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : null;
  return {
    async send(email) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: deps.config.mailFrom,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          deps.log.error({ err, kind: email.kind }, 'e-mail delivery failed');
        }
      } else {
        deps.log.info(
          { kind: email.kind, to: email.to, subject: email.subject },
          `e-mail (no SMTP_URL set, so printed here):\n${email.text}`,
        );
      }
      await deps.db.insert(outboundEmails).values({
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        status,
        error,
        sentAt: status === 'sent' ? deps.clock.now() : null,
      });
    },
  };
}

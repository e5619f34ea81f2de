import { pgTable, text, index } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidKey } from './columns';

/* Rows of the server itself, no retailer's: the e-mail outbox and server-wide settings. */

export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuidKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbound_emails_to').on(t.toAddress, t.createdAt)],
);

/** Server-wide key/value settings: the generated signing secret, the admin-site status. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId, textArray, timestamptz } from './columns';
import { GIN_PENDING_LIST, sessionMessages } from './sessions';

/** A full-text vector the database computes from the row itself (never written by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Message search's copy of each message (part 1 §2 Message search; issue 31): the searched texts,
 * their stored full-text vectors and the trigram and full-text indexes on them. They used to sit
 * on session_messages itself, where every widget turn's message paid for them: about 200 µs of
 * the database's 275 µs a message insert, three quarters of it (bench/README.md, "Widget turns
 * against the machine's ceiling"). A message is queued by a trigger as it is written
 * (message_search_queue, a key insert) and copied here by the job that indexes messages, within
 * seconds (modules/search/indexer.ts). Messages are never edited; a deleted one leaves here too.
 */
export const messageSearch = pgTable(
  'message_search',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => sessionMessages.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    retailerId: uuid('retailer_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    userMessage: text('user_message'),
    messages: textArray('messages'),
    /** The shopper's words asked for feedback (part 1 §2: "Feedback only"). */
    feedback: boolean('feedback').notNull(),
    userVector: tsvector('user_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(user_message, ''))`,
    ),
    botVector: tsvector('bot_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', parley_bot_text(messages))`,
    ),
  },
  (t) => [
    index('message_search_created').on(t.createdAt.desc(), t.messageId),
    index('message_search_retailer_created').on(t.retailerId, t.createdAt.desc()),
    index('message_search_user_vector').using('gin', t.userVector).with(GIN_PENDING_LIST),
    index('message_search_bot_vector').using('gin', t.botVector).with(GIN_PENDING_LIST),
    // The retailer first (btree_gin), so that one retailer's search for a common word intersects
    // its messages with the word's in the index; a search across retailers uses the text alone.
    index('message_search_user_trgm')
      .using('gin', t.retailerId, t.userMessage.op('gin_trgm_ops'))
      .with(GIN_PENDING_LIST),
    index('message_search_bot_trgm')
      .using('gin', t.retailerId, sql`parley_bot_text(${t.messages}) gin_trgm_ops`)
      .with(GIN_PENDING_LIST),
    // The migration adds the searched and shown columns as INCLUDE columns (drizzle cannot
    // declare them): a feedback search walks this index alone.
    index('message_search_feedback')
      .on(t.createdAt.desc(), t.messageId)
      .where(sql`${t.feedback}`),
  ],
);

/** Messages written and not yet copied to message_search; filled by a trigger on insert. */
export const messageSearchQueue = pgTable('message_search_queue', {
  messageId: ownerId('message_id', () => sessionMessages.id).primaryKey(),
});

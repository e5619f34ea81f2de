import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/** Every point in time is a timestamptz: an instant, whatever the database's time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** The two times of a row that is edited in place. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const integerArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** A uuid primary key the database draws; the column is named as the API names the id. */
export const uuidKey = (name = 'id') => uuid(name).primaryKey().defaultRandom();
/** A row's owner: the row goes when its owner does. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });
/** A row it needs: that row cannot be deleted while this one names it. */
export const requiredRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'restrict' });
/** A row it merely names: null once that row is gone. */
export const weakRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/**
 * A link table's keys: one row per (owner, linked) pair, and the linked side indexed (named
 * `indexName`) for the lookups from it.
 */
export const linkKeys = (indexName: string, owner: PgColumn, linked: PgColumn) => [
  primaryKey({ columns: [owner, linked] }),
  index(indexName).on(linked),
];

/** The SHA-256 of a secret handed out (a token, a code): the secret itself is never stored. */
export const secretHash = (name = 'token_hash') => text(name).notNull().unique();
/** Until when a single-use secret works, and when it was used. */
export const singleUse = () => ({
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** A negotiated amount (prices are unit prices), read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** A negotiated percentage (a discount, the walk-away), read as a number. */
export const percentage = (name: string) =>
  numeric(name, { precision: 6, scale: 3, mode: 'number' });

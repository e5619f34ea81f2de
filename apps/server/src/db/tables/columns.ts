import { sql } from 'drizzle-orm';
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is a timestamptz: an instant, whatever the database's time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
export const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A negotiated amount (prices are unit prices), read as a number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** A negotiated percentage (a discount, the walk-away), read as a number. */
export const percentage = (name: string) =>
  numeric(name, { precision: 6, scale: 3, mode: 'number' });

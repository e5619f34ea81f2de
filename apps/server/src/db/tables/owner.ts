import { uuid } from 'drizzle-orm/pg-core';
import { retailers } from './accounts';

/** The owning retailer: its rows go with it. */
export const retailerId = () =>
  uuid('retailer_id')
    .notNull()
    .references(() => retailers.id, { onDelete: 'cascade' });

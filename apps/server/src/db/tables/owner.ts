import { uuid } from 'drizzle-orm/pg-core';
import { retailers } from './accounts';
import { ownerId } from './columns';

/** The owning retailer: its rows go with it. */
export const retailerId = () => ownerId('retailer_id', () => retailers.id);

/** The owning retailer of a row that may also belong to none (a global row, an admin's view). */
export const optionalRetailerId = () =>
  uuid('retailer_id').references(() => retailers.id, { onDelete: 'cascade' });

import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TChatLanguage } from '@parley/contract';
import { timestamps, uuidKey, weakRef } from './columns';
import { optionalRetailerId } from './owner';
import { images } from './accounts';

/**
 * Themes (part 2 §3 Theme): the widget's look, kept by administrators, for one retailer or all
 * (retailer_id null) and one language. `configuration` is the saved theme_configuration; readers
 * merge it over the contract's THEME_DEFAULTS. A saved theme is assigned: at most one assigned
 * theme per (retailer or all, language), which the partial unique index keeps even when two saves
 * race. A clone is unassigned until it is saved from the editor, and applies to no store.
 */
export const themes = pgTable(
  'themes',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    themeType: text('theme_type').$type<'button'>().notNull().default('button'),
    languageCode: text('language_code').$type<TChatLanguage>().notNull(),
    /** Null: the theme of all retailers. */
    retailerId: optionalRetailerId(),
    assigned: boolean('assigned').notNull().default(false),
    logoImageId: weakRef('logo_image_id', () => images.id),
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('themes_one_assigned')
      .on(
        sql`coalesce(${t.retailerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.languageCode,
      )
      .where(sql`${t.assigned}`),
    index('themes_retailer').on(t.retailerId),
  ],
);

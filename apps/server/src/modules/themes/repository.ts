import { and, asc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { TChatLanguage } from '@parley/contract';
import type { Executor } from '../../db/client';
import { images, retailers, themes } from '../../db/schema';
import { updatedAny } from '../../db/rows';

export type ThemeRecord = typeof themes.$inferSelect;
export type ThemeValues = Pick<
  typeof themes.$inferInsert,
  'name' | 'languageCode' | 'retailerId' | 'assigned' | 'logoImageId' | 'configuration'
>;

/** The unique index that keeps one assigned theme per (retailer or all, language). */
export const ONE_ASSIGNED_INDEX = 'themes_one_assigned';

/** The theme's logo as stored: where it lives and its size; null unless it is uploaded. */
export interface ThemeLogo {
  id: string;
  storage: 'local' | 's3';
  storageKey: string;
  width: number;
  height: number;
}

/** A theme with what its presentation needs: the retailer's name and the logo. */
export interface ThemeView {
  theme: ThemeRecord;
  retailerName: string | null;
  logo: ThemeLogo | null;
}

const viewColumns = {
  theme: themes,
  retailerName: retailers.name,
  logoId: images.id,
  logoStorage: images.storage,
  logoStorageKey: images.storageKey,
  logoWidth: images.width,
  logoHeight: images.height,
  logoUploadedAt: images.uploadedAt,
};

function viewOf(row: {
  theme: ThemeRecord;
  retailerName: string | null;
  logoId: string | null;
  logoStorage: 'local' | 's3' | null;
  logoStorageKey: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  logoUploadedAt: Date | null;
}): ThemeView {
  const uploaded =
    row.logoId !== null &&
    row.logoStorage !== null &&
    row.logoStorageKey !== null &&
    row.logoUploadedAt !== null;
  return {
    theme: row.theme,
    retailerName: row.retailerName,
    logo: uploaded
      ? {
          id: row.logoId!,
          storage: row.logoStorage!,
          storageKey: row.logoStorageKey!,
          width: row.logoWidth ?? 0,
          height: row.logoHeight ?? 0,
        }
      : null,
  };
}

const selectViews = (db: Executor, where?: SQL) =>
  db
    .select(viewColumns)
    .from(themes)
    .leftJoin(retailers, eq(retailers.id, themes.retailerId))
    .leftJoin(images, eq(images.id, themes.logoImageId))
    .where(where);

/** Every theme, by name, then language. */
export async function listThemeViews(db: Executor): Promise<ThemeView[]> {
  const rows = await selectViews(db).orderBy(
    asc(themes.name),
    asc(themes.languageCode),
    asc(themes.id),
  );
  return rows.map(viewOf);
}

export async function findThemeView(db: Executor, themeId: string): Promise<ThemeView | null> {
  const [row] = await selectViews(db, eq(themes.id, themeId));
  return row ? viewOf(row) : null;
}

/** The themes of these ids, assigned or not; an id of no theme (deleted) is left out. */
export async function listThemeViewsByIds(db: Executor, ids: string[]): Promise<ThemeView[]> {
  const rows = await selectViews(db, inArray(themes.id, ids));
  return rows.map(viewOf);
}

/**
 * The assigned themes that may apply to the retailer (null: all retailers): its own and all
 * retailers', in every language (at most two a language), with their logos.
 */
export async function listCandidateThemeViews(
  db: Executor,
  retailerId: string | null,
): Promise<ThemeView[]> {
  const owners =
    retailerId === null
      ? isNull(themes.retailerId)
      : or(eq(themes.retailerId, retailerId), isNull(themes.retailerId));
  const rows = await selectViews(db, and(eq(themes.assigned, true), owners));
  return rows.map(viewOf);
}

/** The assigned theme of the retailer (null: all retailers) in the language, but `exceptId`. */
export async function findAssignedTheme(
  db: Executor,
  retailerId: string | null,
  languageCode: TChatLanguage,
  exceptId: string | null,
) {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(
      and(
        eq(themes.assigned, true),
        retailerId === null ? isNull(themes.retailerId) : eq(themes.retailerId, retailerId),
        eq(themes.languageCode, languageCode),
        exceptId === null ? undefined : ne(themes.id, exceptId),
      ),
    );
  return row ?? null;
}

/** The retailer's name; null when there is no such retailer. */
export async function findRetailerName(db: Executor, retailerId: string) {
  const [row] = await db
    .select({ name: retailers.name })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row?.name ?? null;
}

export async function insertThemeRow(db: Executor, values: ThemeValues, at: Date) {
  const [row] = await db
    .insert(themes)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: themes.id });
  if (!row) throw new Error('theme was not inserted');
  return row.id;
}

/** False when the theme has gone. */
export async function updateThemeRow(
  db: Executor,
  themeId: string,
  values: ThemeValues,
  at: Date,
): Promise<boolean> {
  return updatedAny(db, themes, { ...values, updatedAt: at }, eq(themes.id, themeId));
}

export async function deleteThemeRows(db: Executor, themeIds: string[]) {
  if (themeIds.length === 0) return 0;
  const rows = await db
    .delete(themes)
    .where(inArray(themes.id, themeIds))
    .returning({ id: themes.id });
  return rows.length;
}

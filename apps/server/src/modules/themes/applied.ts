import { DEFAULT_CHAT_LANGUAGE, type TChatLanguage } from '@parley/contract';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { themeConfigurationOf } from './merge';
import { logoUrlOf, type AppliedTheme } from './present';
import { listCandidateThemeViews, listThemeViewsByIds, type ThemeView } from './repository';
import { applicableTheme } from './resolve';

/** A theme that may apply to a store (assigned, or a cohort's), its configuration already merged. */
export interface StoreTheme extends AppliedTheme {
  themeId: string;
  retailerId: string | null;
  languageCode: TChatLanguage;
}

const storeThemeOf = ({ theme, logo }: ThemeView): StoreTheme => ({
  themeId: theme.id,
  retailerId: theme.retailerId,
  languageCode: theme.languageCode,
  configuration: themeConfigurationOf(theme.configuration),
  logo,
});

/**
 * The themes that may apply to the retailer's store (null: all retailers'), read once and kept
 * with the store (the widget's store cache), so that choosing one reads nothing.
 */
export async function findStoreThemes(
  db: Executor,
  retailerId: string | null,
): Promise<StoreTheme[]> {
  const views = await listCandidateThemeViews(db, retailerId);
  return views.map(storeThemeOf);
}

/**
 * Themes chosen by id (an experiment cohort's), assigned or not, ready to apply like a store's;
 * a deleted one is missing from the answer.
 */
export async function findThemesByIds(db: Executor, ids: string[]): Promise<StoreTheme[]> {
  if (ids.length === 0) return [];
  return (await listThemeViewsByIds(db, ids)).map(storeThemeOf);
}

/** The defaults, when no theme applies: checked once, then shared (answers only read it). */
let defaults: AppliedTheme | null = null;
const defaultTheme = (): AppliedTheme =>
  (defaults ??= { themeId: null, configuration: themeConfigurationOf(null), logo: null });

/**
 * Of a store's themes, the one that applies in the language (see resolve.ts), else the defaults.
 * An experiment cohort's theme (`override`) comes before them, under the language rules of the
 * store's own themes: it applies in its language, and an en-GB one in any language; in another
 * language the store's own look stays.
 */
export function themeForStore(
  themes: readonly StoreTheme[],
  retailerId: string | null,
  language: TChatLanguage,
  override: StoreTheme | null = null,
): AppliedTheme {
  const code = override?.languageCode;
  if (override && (code === language || code === DEFAULT_CHAT_LANGUAGE)) return override;
  return applicableTheme(themes, retailerId, language) ?? defaultTheme();
}

/** What the widget's display answer carries of the theme. */
export const presentWidgetTheme = (config: Config, applied: AppliedTheme) => ({
  theme: applied.configuration,
  logo_url: logoUrlOf(config, applied.logo),
});

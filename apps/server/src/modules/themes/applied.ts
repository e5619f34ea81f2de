import type { TChatLanguage } from '@parley/contract';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { themeConfigurationOf } from './merge';
import { logoUrlOf, type AppliedTheme } from './present';
import { listCandidateThemeViews } from './repository';
import { applicableTheme } from './resolve';

/** An assigned theme that may apply to a store, its configuration already merged. */
export interface StoreTheme extends AppliedTheme {
  themeId: string;
  retailerId: string | null;
  languageCode: TChatLanguage;
}

/**
 * The themes that may apply to the retailer's store (null: all retailers'), read once and kept
 * with the store (the widget's store cache), so that choosing one reads nothing.
 */
export async function findStoreThemes(
  db: Executor,
  retailerId: string | null,
): Promise<StoreTheme[]> {
  const views = await listCandidateThemeViews(db, retailerId);
  return views.map(({ theme, logo }) => ({
    themeId: theme.id,
    retailerId: theme.retailerId,
    languageCode: theme.languageCode,
    configuration: themeConfigurationOf(theme.configuration),
    logo,
  }));
}

/** The defaults, when no theme applies: checked once, then shared (answers only read it). */
let defaults: AppliedTheme | null = null;
const defaultTheme = (): AppliedTheme =>
  (defaults ??= { themeId: null, configuration: themeConfigurationOf(null), logo: null });

/** Of a store's themes, the one that applies in the language (see resolve.ts), else the defaults. */
export function themeForStore(
  themes: readonly StoreTheme[],
  retailerId: string | null,
  language: TChatLanguage,
): AppliedTheme {
  return applicableTheme(themes, retailerId, language) ?? defaultTheme();
}

/** What the widget's display answer carries of the theme. */
export const presentWidgetTheme = (config: Config, applied: AppliedTheme) => ({
  theme: applied.configuration,
  logo_url: logoUrlOf(config, applied.logo),
});

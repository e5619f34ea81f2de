import type { TEffectiveThemeResponse, TTheme, TThemeConfiguration } from '@parley/contract';
import type { Config } from '../../config';
import { linkedImageUrl } from '../images';
import { themeConfigurationOf } from './merge';
import type { ThemeLogo, ThemeView } from './repository';

/** The logo's public URL; null without one. */
export const logoUrlOf = (config: Config, logo: ThemeLogo | null) =>
  logo ? linkedImageUrl(config, logo) : null;

/** The theme as the list and the editor read it (part 2 §3 Theme), merged over the defaults. */
export function presentTheme(config: Config, view: ThemeView): TTheme {
  const { theme, logo } = view;
  return {
    theme_id: theme.id,
    theme_type: theme.themeType,
    name: theme.name,
    language_code: theme.languageCode,
    retailer_id: theme.retailerId,
    retailer_name: view.retailerName,
    assigned: theme.assigned,
    logo_image: logo
      ? {
          image_id: logo.id,
          image_url: linkedImageUrl(config, logo),
          width: logo.width,
          height: logo.height,
        }
      : null,
    theme_configuration: themeConfigurationOf(theme.configuration),
    created_at: theme.createdAt.toISOString(),
    updated_at: theme.updatedAt.toISOString(),
  };
}

/** A theme that applies, as the rule editor's preview and the widget get it. */
export interface AppliedTheme {
  themeId: string | null;
  configuration: TThemeConfiguration;
  logo: ThemeLogo | null;
}

export const presentEffectiveTheme = (
  config: Config,
  applied: AppliedTheme,
): TEffectiveThemeResponse => ({
  theme_id: applied.themeId,
  theme: applied.configuration,
  logo_url: logoUrlOf(config, applied.logo),
});

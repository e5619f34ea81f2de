/**
 * Themes (part 2 §2 Themes, §3 Theme, §4, §5, §7): the widget's look, kept by administrators, for
 * all retailers or one, per language. `THEME_DEFAULTS` (./theme.ts) is the one defaults object;
 * a saved configuration is complete (every field required) and the widget gets it merged over
 * the defaults all the same, so a theme saved before a field existed still shows it.
 */
import { z } from 'zod';
import { CHAT_LANGUAGES, DEFAULT_CHAT_LANGUAGE } from './chat';
import { ZId, zRequiredText } from './common';
import { MSG } from './messages';
import {
  zThemeBorder,
  zThemeColour,
  zThemeEffect,
  zThemeFloat,
  zThemeFontFamily,
  zThemeFontSmoothing,
  zThemeFontStretch,
  zThemeFontStyle,
  zThemeFontWeight,
  zThemeLength,
  zThemeRadius,
  zThemeShadow,
  zThemeSpacing,
  zThemeSwitch,
  zThemeText,
  zThemeTextTransform,
  zThemeTransition,
} from './theme-values';

/** infoPopup text at most (part 2 §9). */
export const THEME_INFO_POPUP_MAX_LENGTH = 250;
/** The logo: 36 px high, at most about 150 px wide (part 2 §9); larger uploads are refused. */
export const THEME_LOGO_HEIGHT = 36;
export const THEME_LOGO_MAX_WIDTH = 150;
export const THEME_TYPES = ['button'] as const;

export const ZThemeConfiguration = z.object({
  container: z.object({
    maxWidth: zThemeLength(),
    minWidth: zThemeLength(),
    margin: zThemeSpacing(),
    padding: zThemeSpacing(),
    float: zThemeFloat(),
  }),
  button: z.object({
    effect: zThemeEffect(),
    text: zThemeText(40),
    fontFamily: zThemeFontFamily(),
    fontWeight: zThemeFontWeight(),
    fontStyle: zThemeFontStyle(),
    fontSize: zThemeLength(),
    fontSmoothing: zThemeFontSmoothing(),
    fontStretch: zThemeFontStretch(),
    color: zThemeColour(),
    letterSpacing: zThemeLength(),
    textTransform: zThemeTextTransform(),
    backgroundColor: zThemeColour(),
    border: zThemeBorder(),
    borderRadius: zThemeRadius(),
    boxShadow: zThemeShadow(),
    height: zThemeLength(),
    margin: zThemeSpacing(),
    padding: zThemeSpacing(),
    transition: zThemeTransition(),
    logo: z.object({ color: zThemeColour(), size: zThemeLength(), marginRight: zThemeLength() }),
    hover: z.object({
      color: zThemeColour(),
      logoColor: zThemeColour(),
      backgroundColor: zThemeColour(),
      border: zThemeBorder(),
      borderRadius: zThemeRadius(),
      boxShadow: zThemeShadow(),
    }),
  }),
  infoText: z.object({
    enabled: zThemeSwitch(),
    text: zThemeText(80),
    fontFamily: zThemeFontFamily(),
    fontWeight: zThemeFontWeight(),
    fontSize: zThemeLength(),
    color: zThemeColour(),
    backgroundColor: zThemeColour(),
    border: zThemeBorder(),
    borderRadius: zThemeRadius(),
    height: zThemeLength(),
    marginBottom: zThemeLength(),
    hover: z.object({
      color: zThemeColour(),
      backgroundColor: zThemeColour(),
      border: zThemeBorder(),
      borderRadius: zThemeRadius(),
    }),
  }),
  infoPopup: z.object({ text: zThemeText(THEME_INFO_POPUP_MAX_LENGTH) }),
  window: z.object({ marketing: z.object({ enabled: zThemeSwitch() }) }),
  dwellTimePopup: z.object({
    headingText: zThemeText(60),
    text: zThemeText(160),
    logoGradientStart: zThemeColour(),
    logoGradientEnd: zThemeColour(),
  }),
  signposting: z.object({
    logoColor: zThemeColour(),
    dealHeaderPrefix: zThemeText(60),
    // A suffix may be empty: the defaults leave this one so.
    dealHeaderSuffix: zThemeText(60, false),
    dealDescriptionSuffix: zThemeText(120),
    completeDealButtonText: zThemeText(40),
    dealReadyHeader: zThemeText(60),
    suggestionHeader: zThemeText(60),
    suggestionMessage: zThemeText(120),
    suggestionAddToBasketText: zThemeText(40),
    suggestionOtherOptionsText: zThemeText(40),
    recommendationsMessage: zThemeText(120),
    recommendationsFollowupMessagePrefix: zThemeText(60),
    recommendationsFollowupMessageSuffix: zThemeText(60, false),
    showPopupOnRecommendedProduct: z.boolean({ message: MSG.required }),
  }),
});
export type TThemeConfiguration = z.infer<typeof ZThemeConfiguration>;

/**
 * The editor's tabs, each with the configuration groups it edits, in the order a save checks
 * them (part 2 §4): the first failing tab opens, 'main' (name, language, retailer) last.
 */
export const THEME_SECTIONS = [
  { section: 'button', label: 'Button', groups: ['button'] },
  { section: 'container', label: 'Container', groups: ['container'] },
  { section: 'tooltip', label: 'Tooltip', groups: ['infoText', 'infoPopup'] },
  { section: 'window', label: 'Window', groups: ['window'] },
  { section: 'dwell time popup', label: 'Dwell Time Popup', groups: ['dwellTimePopup'] },
  { section: 'signposting', label: 'Signposting', groups: ['signposting'] },
] as const satisfies readonly {
  section: string;
  label: string;
  groups: readonly (keyof TThemeConfiguration)[];
}[];

export const ZThemeLogo = z.object({
  image_id: z.string(),
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ZTheme = z.object({
  theme_id: z.string(),
  theme_type: z.enum(THEME_TYPES),
  name: z.string(),
  language_code: z.enum(CHAT_LANGUAGES),
  retailer_id: z.string().nullable().describe('Null: the theme of all retailers (when assigned).'),
  retailer_name: z.string().nullable(),
  assigned: z
    .boolean()
    .describe(
      'False for a clone not yet saved from the editor: it applies to no store until it is.',
    ),
  logo_image: ZThemeLogo.nullable(),
  theme_configuration: ZThemeConfiguration,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTheme = z.infer<typeof ZTheme>;

export const ZThemeListResponse = z.object({
  themes: z.array(ZTheme).describe('By name, then language.'),
});
export type TThemeListResponse = z.infer<typeof ZThemeListResponse>;

/**
 * The editor's main settings and its tabs' configuration: one schema for form and server. A save
 * assigns the theme to its retailer (or all retailers) and language.
 */
export const ZThemeSaveRequest = z.object({
  name: zRequiredText(MSG.required, 120),
  language_code: z.enum(CHAT_LANGUAGES, { message: MSG.required }).default(DEFAULT_CHAT_LANGUAGE),
  retailer_id: ZId.nullable(),
  logo_image_id: z.string().nullable(),
  theme_configuration: ZThemeConfiguration,
});
export type TThemeSaveRequest = z.input<typeof ZThemeSaveRequest>;

export const ZThemeParams = z.object({ themeId: z.uuid({ message: MSG.notFound }) });

export const ZThemeBatchDeleteRequest = z.object({
  ids: z
    .array(z.uuid({ message: MSG.notFound }))
    .min(1, { message: MSG.required })
    .max(100),
});

/** GET /admin/themes/0?retailer_id=…: the theme that applies to the retailer (rule editor). */
export const ZEffectiveThemeQuery = z.object({
  retailer_id: ZId,
  language_code: z.enum(CHAT_LANGUAGES).default(DEFAULT_CHAT_LANGUAGE),
});
export const ZEffectiveThemeResponse = z.object({
  theme_id: z
    .string()
    .nullable()
    .describe('The theme that applies; null when none does and the defaults are shown.'),
  theme: ZThemeConfiguration.describe('Its configuration merged over the defaults.'),
  logo_url: z
    .string()
    .nullable()
    .optional()
    .describe('Its logo (the preview\u2019s logoUrl); null when it has none.'),
});
export type TEffectiveThemeResponse = z.infer<typeof ZEffectiveThemeResponse>;

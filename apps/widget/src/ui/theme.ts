// The defaults alone, not the package's index: that would bring zod into the shoppers' script.
import { THEME_DEFAULTS } from '@parley/contract/theme';

/** The button's colours, which the popup's and the chat's own controls wear too. */
export const ACCENT = 'var(--pw-button-background-color)';
export const ON_ACCENT = 'var(--pw-button-color)';

/** The display check's theme (part 2 §3 Theme): groups of strings, merged by the server. */
export type Theme = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text at a dotted path of a theme, or null when it lacks it or it is not text. */
function textAt(theme: Theme, path: string): string | null {
  let node: unknown = theme;
  for (const key of path.split('.')) {
    node = isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : null;
}

/** A theme value by its dotted path, or the default when the theme lacks it or it is not text. */
export const themeValue = (theme: Theme, path: string): string =>
  textAt(theme, path) ?? textAt(THEME_DEFAULTS, path) ?? '';

/**
 * The styled theme groups and their keys; every key becomes a CSS custom property
 * (`button.hover.backgroundColor` → `--pw-button-hover-background-color`) that styles.ts uses,
 * with the default of `THEME_DEFAULTS` (shared with the server, which merges a store's theme
 * over it) when the theme lacks it. The groups' other keys (texts, switches) are not styles.
 */
export const STYLED_GROUPS = {
  container: ['maxWidth', 'minWidth', 'margin', 'padding', 'float'],
  button: [
    'fontFamily',
    'fontWeight',
    'fontStyle',
    'fontSize',
    'fontSmoothing',
    'fontStretch',
    'color',
    'letterSpacing',
    'textTransform',
    'backgroundColor',
    'border',
    'borderRadius',
    'boxShadow',
    'height',
    'margin',
    'padding',
    'transition',
  ],
  'button.logo': ['color', 'size', 'marginRight'],
  'button.hover': ['color', 'logoColor', 'backgroundColor', 'border', 'borderRadius', 'boxShadow'],
  infoText: [
    'fontFamily',
    'fontWeight',
    'fontSize',
    'color',
    'backgroundColor',
    'border',
    'borderRadius',
    'height',
    'marginBottom',
  ],
  'infoText.hover': ['color', 'backgroundColor', 'border', 'borderRadius'],
  dwellTimePopup: ['logoGradientStart', 'logoGradientEnd'],
  signposting: ['logoColor'],
} as const satisfies Record<string, readonly string[]>;

export type StyledGroup = keyof typeof STYLED_GROUPS;

export const kebab = (name: string) =>
  name.replace(/[A-Z.]/g, (c) => (c === '.' ? '-' : `-${c.toLowerCase()}`));

export const variableOf = (group: StyledGroup, key: string) => `--pw-${kebab(group)}-${kebab(key)}`;

/** The theme as custom properties, set on each widget root so the stylesheet can use them. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [group, keys] of Object.entries(STYLED_GROUPS)) {
    for (const key of keys) {
      variables[variableOf(group as StyledGroup, key)] = themeValue(theme, `${group}.${key}`);
    }
  }
  return variables;
}

/** The texts the widget shows from the theme. */
export const themeText = (theme: Theme) => ({
  button: themeValue(theme, 'button.text'),
  infoEnabled: themeValue(theme, 'infoText.enabled') === 'true',
  info: themeValue(theme, 'infoText.text'),
  infoPopup: themeValue(theme, 'infoPopup.text'),
  popupHeading: themeValue(theme, 'dwellTimePopup.headingText'),
  popupText: themeValue(theme, 'dwellTimePopup.text'),
  dealReady: themeValue(theme, 'signposting.dealReadyHeader'),
  dealPrefix: themeValue(theme, 'signposting.dealHeaderPrefix'),
  dealSuffix: themeValue(theme, 'signposting.dealHeaderSuffix'),
  dealDescription: themeValue(theme, 'signposting.dealDescriptionSuffix'),
});

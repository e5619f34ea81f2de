/** The display check's theme (part 2 §3 Theme): groups of strings, merged by the server. */
export type Theme = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A theme value by its dotted path, or `fallback` when the theme lacks it or it is not text. */
export function themeValue(theme: Theme, path: string, fallback: string): string {
  let node: unknown = theme;
  for (const key of path.split('.')) {
    node = isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : fallback;
}

/**
 * The styled theme groups, each key with the spec's default where it names one (button text
 * Negotiate, background #1976D2) and ours elsewhere; every key becomes a CSS custom property
 * (`button.hover.backgroundColor` → `--pw-button-hover-background-color`) that styles.ts uses.
 */
export const STYLED_GROUPS = {
  container: { maxWidth: '100%', minWidth: '160px', margin: '8px 0', padding: '0', float: 'none' },
  button: {
    fontFamily: 'inherit',
    fontWeight: '600',
    fontStyle: 'normal',
    fontSize: '16px',
    fontSmoothing: 'antialiased',
    fontStretch: 'normal',
    color: '#FFFFFF',
    letterSpacing: 'normal',
    textTransform: 'none',
    backgroundColor: '#1976D2',
    border: 'none',
    borderRadius: '4px',
    boxShadow: 'none',
    height: '44px',
    margin: '0',
    padding: '0 20px',
    transition: 'background-color 0.2s ease',
  },
  'button.logo': { color: '#FFFFFF', size: '20px', marginRight: '8px' },
  'button.hover': {
    color: '#FFFFFF',
    logoColor: '#FFFFFF',
    backgroundColor: '#1565C0',
    border: 'none',
    borderRadius: '4px',
    boxShadow: 'none',
  },
  infoText: {
    fontFamily: 'inherit',
    fontWeight: '400',
    fontSize: '13px',
    color: '#424242',
    backgroundColor: 'transparent',
    border: 'none',
    borderRadius: '0',
    height: 'auto',
    marginBottom: '4px',
  },
  'infoText.hover': {
    color: '#212121',
    backgroundColor: 'transparent',
    border: 'none',
    borderRadius: '0',
  },
  dwellTimePopup: { logoGradientStart: '#1976D2', logoGradientEnd: '#42A5F5' },
  signposting: { logoColor: '#1976D2' },
} as const;

export type StyledGroup = keyof typeof STYLED_GROUPS;

export const kebab = (name: string) =>
  name.replace(/[A-Z.]/g, (c) => (c === '.' ? '-' : `-${c.toLowerCase()}`));

export const variableOf = (group: StyledGroup, key: string) => `--pw-${kebab(group)}-${kebab(key)}`;

/** The theme as custom properties, set on each widget root so the stylesheet can use them. */
export function themeVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [group, keys] of Object.entries(STYLED_GROUPS)) {
    for (const [key, fallback] of Object.entries(keys)) {
      variables[variableOf(group as StyledGroup, key)] = themeValue(
        theme,
        `${group}.${key}`,
        fallback,
      );
    }
  }
  return variables;
}

/** The texts the widget shows from the theme, with the spec's defaults. */
export const themeText = (theme: Theme) => ({
  button: themeValue(theme, 'button.text', 'Negotiate'),
  infoEnabled: themeValue(theme, 'infoText.enabled', 'true') === 'true',
  info: themeValue(theme, 'infoText.text', 'Instant Chatbot - No Login Needed'),
  infoPopup: themeValue(theme, 'infoPopup.text', ''),
  popupHeading: themeValue(theme, 'dwellTimePopup.headingText', 'Still undecided?'),
  popupText: themeValue(
    theme,
    'dwellTimePopup.text',
    'Make us an offer and see if we can agree a price.',
  ),
  dealReady: themeValue(theme, 'signposting.dealReadyHeader', 'Your deal is ready'),
  dealPrefix: themeValue(theme, 'signposting.dealHeaderPrefix', 'Your deal:'),
  dealSuffix: themeValue(theme, 'signposting.dealHeaderSuffix', ''),
  dealDescription: themeValue(
    theme,
    'signposting.dealDescriptionSuffix',
    'is yours if you add it to your basket now.',
  ),
});

import {
  DEFAULT_THEME,
  createTheme,
  type ColorInputProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type ModalProps,
  type PaginationProps,
} from '@mantine/core';

/*
 * Colours meet WCAG 2.2 AA: 4.5:1 for text, by the WCAG relative-luminance formula; theme.test.ts
 * computes every ratio below again.
 *
 * The filled shade is 8 instead of Mantine's 6, and it is the shade of a light variant's text and
 * of coloured text (`c="red"`). White on indigo 8 (#3b5bdb) is 5.67:1 (on indigo 6 it was 4.32:1);
 * indigo 8 as link text (breadcrumbs, anchors) is 5.67:1 on white, 5.38:1 on gray 0 and 4.77:1 on
 * its own light tint (active menu entry, light badge: 3.83:1 before).
 *
 * Mantine's shade 8 is too light for that in the colours below (green 8, #2f9e44, is 3.45:1 with
 * white): their shades 8 and 9 are darkened until the worst of white, gray 1 and the colour's own
 * tint is at least 4.6:1 (green 8 becomes #247834: 4.68:1).
 */
const DARKER_SHADES = {
  red: ['#c52b2b', '#ad2626'],
  blue: ['#186bb8', '#155ea2'],
  cyan: ['#0a7485', '#096675'],
  teal: ['#077855', '#066a4b'],
  green: ['#247834', '#206a2e'],
  lime: ['#47760a', '#3e6809'],
  yellow: ['#9a5a00', '#884f00'],
  orange: ['#b54509', '#9f3d08'],
} as const;

/** The shade filled controls, light variants and coloured text use. */
export const FILLED_SHADE = 8;

/**
 * Dimmed text instead of gray 6 (#868e96: 3.32:1 on white, 3.15:1 on gray 0): 6.09:1 on white,
 * 5.78:1 on gray 0 (#f8f9fa), 5.48:1 on gray 1 (#f1f3f5), 5.14:1 on gray 2 (#e9ecef).
 */
export const DIMMED_TEXT = '#5c636a';

type DarkenedColour = keyof typeof DARKER_SHADES;

/** Mantine's palette of the colour with its shades 8 and 9 replaced. */
export function darkened(name: DarkenedColour): MantineColorsTuple {
  const [eight, nine] = DARKER_SHADES[name];
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name];
  return [s0, s1, s2, s3, s4, s5, s6, s7, eight, nine];
}

export const DARKENED_COLOURS = Object.keys(DARKER_SHADES) as DarkenedColour[];

/** Names for Mantine's icon-only controls, which have none by default. */
const PAGINATION_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
  colors: Object.fromEntries(DARKENED_COLOURS.map((name) => [name, darkened(name)])),
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Plain defaults rather than Pagination.extend(…): .extend imports the component itself, and the
  // theme is in every page's JavaScript (ColorInput brought its colour picker there).
  components: {
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGINATION_CONTROL_NAMES[control] }),
      } satisfies Partial<PaginationProps>,
    },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    ColorInput: {
      defaultProps: {
        eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' },
      } satisfies Partial<ColorInputProps>,
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});

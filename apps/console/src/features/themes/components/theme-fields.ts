import { THEME_BUTTON_EFFECTS, THEME_INFO_POPUP_MAX_LENGTH } from '@parley/contract';
import type { Path } from 'react-hook-form';
import type { ThemeForm, ThemeSection } from '../theme-form';

/** How a configuration value is entered. */
export type FieldKind =
  /** A colour picker that also takes any CSS colour typed (transparent, rgba(…)). */
  | { kind: 'colour' }
  /** A font stack: a few common ones offered, any other typed. */
  | { kind: 'font' }
  /** One of a few keywords. */
  | { kind: 'select'; options: readonly string[] }
  /** The strings 'true' / 'false' (part 2 §3) as a switch. */
  | { kind: 'switch' }
  /** A boolean as a switch. */
  | { kind: 'boolean' }
  /** A CSS value typed as text (a length, a border…), with an example as placeholder. */
  | { kind: 'css'; example: string }
  /** Words the shopper reads. */
  | { kind: 'text'; optional?: boolean }
  /** Longer words, with a character counter. */
  | { kind: 'textarea'; max: number };

export type FieldSpec = FieldKind & { name: Path<ThemeForm>; label: string };

/** A titled run of fields inside a tab (the button's logo, its hover state). */
export interface FieldGroup {
  title: string | null;
  fields: FieldSpec[];
}

const FONT_WEIGHTS = [
  'normal',
  'bold',
  'lighter',
  'bolder',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
];
const FONT_STYLES = ['normal', 'italic', 'oblique'];
const FONT_SMOOTHING = ['auto', 'none', 'antialiased', 'subpixel-antialiased', 'grayscale'];
const FONT_STRETCH = [
  'normal',
  'ultra-condensed',
  'extra-condensed',
  'condensed',
  'semi-condensed',
  'semi-expanded',
  'expanded',
  'extra-expanded',
  'ultra-expanded',
];
const TEXT_TRANSFORMS = ['none', 'capitalize', 'uppercase', 'lowercase'];
const FLOATS = ['none', 'left', 'right'];

/** Font stacks offered for a font family; any other may be typed. */
export const FONT_STACKS = [
  'inherit',
  'system-ui, sans-serif',
  'Arial, Helvetica, sans-serif',
  "'Helvetica Neue', Helvetica, Arial, sans-serif",
  'Verdana, Geneva, sans-serif',
  "'Trebuchet MS', sans-serif",
  'Georgia, serif',
  "'Times New Roman', Times, serif",
  "'Courier New', monospace",
];

const LENGTH = 'e.g. 16px, 1.2em, 100%';
const SPACING = 'one to four lengths, e.g. 0 20px';
const BORDER = 'e.g. 1px solid #1976D2, or none';
const RADIUS = 'e.g. 4px';
const SHADOW = 'e.g. 0 2px 4px rgba(0, 0, 0, 0.2), or none';

const css = (name: Path<ThemeForm>, label: string, example: string): FieldSpec => ({
  kind: 'css',
  name,
  label,
  example,
});
const colour = (name: Path<ThemeForm>, label: string): FieldSpec => ({
  kind: 'colour',
  name,
  label,
});
const select = (name: Path<ThemeForm>, label: string, options: readonly string[]): FieldSpec => ({
  kind: 'select',
  name,
  label,
  options,
});
const text = (name: Path<ThemeForm>, label: string, optional = false): FieldSpec => ({
  kind: 'text',
  name,
  label,
  optional,
});
const font = (name: Path<ThemeForm>, label: string): FieldSpec => ({ kind: 'font', name, label });

const B = 'theme_configuration.button';
const I = 'theme_configuration.infoText';
const S = 'theme_configuration.signposting';

/** Every field of each tab (part 2 §3 theme_configuration), in THEME_SECTIONS' tabs. */
export const TAB_FIELDS: Record<ThemeSection, FieldGroup[]> = {
  button: [
    {
      title: null,
      fields: [
        text(`${B}.text`, 'Button text'),
        select(`${B}.effect`, 'Effect', THEME_BUTTON_EFFECTS),
        font(`${B}.fontFamily`, 'Font family'),
        select(`${B}.fontWeight`, 'Font weight', FONT_WEIGHTS),
        select(`${B}.fontStyle`, 'Font style', FONT_STYLES),
        css(`${B}.fontSize`, 'Font size', LENGTH),
        select(`${B}.fontSmoothing`, 'Font smoothing', FONT_SMOOTHING),
        select(`${B}.fontStretch`, 'Font stretch', FONT_STRETCH),
        colour(`${B}.color`, 'Text colour'),
        css(`${B}.letterSpacing`, 'Letter spacing', 'e.g. 0.5px, or normal'),
        select(`${B}.textTransform`, 'Text transform', TEXT_TRANSFORMS),
        colour(`${B}.backgroundColor`, 'Background colour'),
        css(`${B}.border`, 'Border', BORDER),
        css(`${B}.borderRadius`, 'Border radius', RADIUS),
        css(`${B}.boxShadow`, 'Box shadow', SHADOW),
        css(`${B}.height`, 'Height', LENGTH),
        css(`${B}.margin`, 'Margin', SPACING),
        css(`${B}.padding`, 'Padding', SPACING),
        css(`${B}.transition`, 'Transition', 'e.g. background-color 0.2s ease, or none'),
      ],
    },
    {
      title: 'Logo',
      fields: [
        colour(`${B}.logo.color`, 'Logo colour'),
        css(`${B}.logo.size`, 'Logo size', LENGTH),
        css(`${B}.logo.marginRight`, 'Logo margin right', LENGTH),
      ],
    },
    {
      title: 'Hover',
      fields: [
        colour(`${B}.hover.color`, 'Hover text colour'),
        colour(`${B}.hover.logoColor`, 'Hover logo colour'),
        colour(`${B}.hover.backgroundColor`, 'Hover background colour'),
        css(`${B}.hover.border`, 'Hover border', BORDER),
        css(`${B}.hover.borderRadius`, 'Hover border radius', RADIUS),
        css(`${B}.hover.boxShadow`, 'Hover box shadow', SHADOW),
      ],
    },
  ],
  container: [
    {
      title: null,
      fields: [
        css('theme_configuration.container.maxWidth', 'Max width', LENGTH),
        css('theme_configuration.container.minWidth', 'Min width', LENGTH),
        css('theme_configuration.container.margin', 'Margin', SPACING),
        css('theme_configuration.container.padding', 'Padding', SPACING),
        select('theme_configuration.container.float', 'Float', FLOATS),
      ],
    },
  ],
  tooltip: [
    {
      title: 'Tooltip',
      fields: [
        { kind: 'switch', name: `${I}.enabled`, label: 'Show the tooltip' },
        text(`${I}.text`, 'Tooltip text'),
        font(`${I}.fontFamily`, 'Font family'),
        select(`${I}.fontWeight`, 'Font weight', FONT_WEIGHTS),
        css(`${I}.fontSize`, 'Font size', LENGTH),
        colour(`${I}.color`, 'Text colour'),
        colour(`${I}.backgroundColor`, 'Background colour'),
        css(`${I}.border`, 'Border', BORDER),
        css(`${I}.borderRadius`, 'Border radius', RADIUS),
        css(`${I}.height`, 'Height', 'e.g. 20px, or auto'),
        css(`${I}.marginBottom`, 'Margin bottom', LENGTH),
      ],
    },
    {
      title: 'Hover',
      fields: [
        colour(`${I}.hover.color`, 'Hover text colour'),
        colour(`${I}.hover.backgroundColor`, 'Hover background colour'),
        css(`${I}.hover.border`, 'Hover border', BORDER),
        css(`${I}.hover.borderRadius`, 'Hover border radius', RADIUS),
      ],
    },
    {
      title: 'Info popup',
      fields: [
        {
          kind: 'textarea',
          name: 'theme_configuration.infoPopup.text',
          label: 'Info popup text',
          max: THEME_INFO_POPUP_MAX_LENGTH,
        },
      ],
    },
  ],
  window: [
    {
      title: null,
      fields: [
        {
          kind: 'switch',
          name: 'theme_configuration.window.marketing.enabled',
          label: 'Show marketing in the chat window',
        },
      ],
    },
  ],
  'dwell time popup': [
    {
      title: null,
      fields: [
        text('theme_configuration.dwellTimePopup.headingText', 'Heading'),
        text('theme_configuration.dwellTimePopup.text', 'Text'),
        colour('theme_configuration.dwellTimePopup.logoGradientStart', 'Logo gradient start'),
        colour('theme_configuration.dwellTimePopup.logoGradientEnd', 'Logo gradient end'),
      ],
    },
  ],
  signposting: [
    {
      title: null,
      fields: [
        colour(`${S}.logoColor`, 'Logo colour'),
        text(`${S}.dealHeaderPrefix`, 'Deal header prefix'),
        text(`${S}.dealHeaderSuffix`, 'Deal header suffix', true),
        text(`${S}.dealDescriptionSuffix`, 'Deal description suffix'),
        text(`${S}.completeDealButtonText`, 'Complete deal button text'),
        text(`${S}.dealReadyHeader`, 'Deal ready header'),
        text(`${S}.suggestionHeader`, 'Suggestion header'),
        text(`${S}.suggestionMessage`, 'Suggestion message'),
        text(`${S}.suggestionAddToBasketText`, 'Add to basket text'),
        text(`${S}.suggestionOtherOptionsText`, 'Other options text'),
        text(`${S}.recommendationsMessage`, 'Recommendations message'),
        text(`${S}.recommendationsFollowupMessagePrefix`, 'Recommendations follow-up prefix'),
        text(`${S}.recommendationsFollowupMessageSuffix`, 'Recommendations follow-up suffix', true),
        {
          kind: 'boolean',
          name: `${S}.showPopupOnRecommendedProduct`,
          label: 'Show the popup on a recommended product',
        },
      ],
    },
  ],
};

/**
 * What each theme_configuration value may be (part 2 §3 Theme, §5): checked for what it is, so a
 * saved theme can never break a store's page nor carry CSS of its own. Values become CSS custom
 * properties in the widget; no value may hold `;`, braces, a backslash, a comment, `url(`,
 * `expression(`, `@import` or `</style`, whatever else it matches.
 */
import { z } from 'zod';
import { zRequiredText } from './common';
import { MSG } from './messages';

const FORBIDDEN = /[;{}\\<>]|\/\*|url\s*\(|expression\s*\(|@import|javascript:/i;

const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
const LENGTH = String.raw`(?:0|${NUMBER}(?:px|em|rem|%|vh|vw|pt|ch|ex))`;
const HEX = String.raw`#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})`;
const FUNCTIONAL = String.raw`(?:rgba?|hsla?)\(\s*${NUMBER}%?(?:\s*[,\s/]\s*${NUMBER}%?){2,3}\s*\)`;
/** Named colours are letters only (white, transparent, currentColor…). */
const NAMED = String.raw`[a-z]{3,24}`;
const COLOUR = `(?:${HEX}|${FUNCTIONAL}|${NAMED})`;
const BORDER_STYLE = String.raw`(?:none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)`;

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'i');

/** A string value of one kind: trimmed, at most 200 characters, none of the forbidden pieces. */
const cssValue = (name: string, pattern: RegExp) =>
  zRequiredText(MSG.required, 200, MSG.notValid(name)).refine(
    (value) => !FORBIDDEN.test(value) && pattern.test(value),
    {
      message: MSG.notValid(name),
    },
  );

export const zThemeColour = () => cssValue('colour', whole(COLOUR));
/** One length, or auto / none / normal where CSS takes them. */
export const zThemeLength = () => cssValue('length', whole(`${LENGTH}|auto|none|normal`));
/** Margins and paddings: one to four lengths. */
export const zThemeSpacing = () =>
  cssValue('spacing', whole(`(?:${LENGTH}|auto)(?:\\s+(?:${LENGTH}|auto)){0,3}`));
export const zThemeRadius = () =>
  cssValue('border radius', whole(`${LENGTH}(?:\\s+${LENGTH}){0,3}`));
export const zThemeBorder = () =>
  cssValue(
    'border',
    whole(`none|(?:(?:${LENGTH}|thin|medium|thick|${BORDER_STYLE}|${COLOUR})(?:\\s+|$)){1,3}`),
  );
const SHADOW = `(?:inset\\s+)?${LENGTH}(?:\\s+${LENGTH}){1,3}(?:\\s+${COLOUR})?`;
export const zThemeShadow = () =>
  cssValue('box shadow', whole(`none|${SHADOW}(?:\\s*,\\s*${SHADOW})*`));
const TIMING = String.raw`(?:ease|linear|ease-in|ease-out|ease-in-out|step-start|step-end|cubic-bezier\(\s*${NUMBER}(?:\s*,\s*${NUMBER}){3}\s*\))`;
const TRANSITION = String.raw`(?:all|[a-z-]+)\s+\d*\.?\d+m?s(?:\s+${TIMING})?(?:\s+\d*\.?\d+m?s)?`;
export const zThemeTransition = () =>
  cssValue('transition', whole(`none|${TRANSITION}(?:\\s*,\\s*${TRANSITION})*`));
export const zThemeFontWeight = () =>
  cssValue('font weight', whole('normal|bold|bolder|lighter|[1-9]00'));
export const zThemeFontStyle = () => cssValue('font style', whole('normal|italic|oblique'));
export const zThemeFontSmoothing = () =>
  cssValue('font smoothing', whole('auto|none|antialiased|subpixel-antialiased|grayscale'));
export const zThemeFontStretch = () =>
  cssValue(
    'font stretch',
    whole('normal|(?:ultra-|extra-|semi-)?(?:condensed|expanded)|\\d{2,3}%'),
  );
const FAMILY = String.raw`(?:[a-z0-9][a-z0-9 -]*|'[a-z0-9 -]+'|"[a-z0-9 -]+")`;
export const zThemeFontFamily = () =>
  cssValue('font family', whole(`${FAMILY}(?:\\s*,\\s*${FAMILY})*`));
export const zThemeTextTransform = () =>
  cssValue('text transform', whole('none|capitalize|uppercase|lowercase'));
export const zThemeFloat = () => cssValue('float', whole('none|left|right'));
export const THEME_BUTTON_EFFECTS = ['none', 'pulse', 'shine'] as const;
export const zThemeEffect = () => z.enum(THEME_BUTTON_EFFECTS, { message: MSG.required });
/** The two switches kept as strings (part 2 §3). */
export const zThemeSwitch = () => z.enum(['true', 'false'], { message: MSG.required });

/** Words the shopper reads: plain text, shown as text (never HTML), of at most `max` characters. */
export const zThemeText = (max = 120, required = true) =>
  z
    .string({ message: MSG.required })
    .trim()
    .min(required ? 1 : 0, { message: MSG.required })
    .max(max, { message: MSG.maxLength(max) })
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), { message: MSG.notValid('text') });

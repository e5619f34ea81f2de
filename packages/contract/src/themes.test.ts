import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { THEME_DEFAULTS } from './theme';
import {
  zThemeBorder,
  zThemeColour,
  zThemeFontFamily,
  zThemeLength,
  zThemeShadow,
  zThemeSpacing,
  zThemeTransition,
} from './theme-values';
import { ZThemeConfiguration } from './themes';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string) =>
  schema.safeParse(value).success;

describe('theme configuration', () => {
  it('takes the defaults as a whole configuration', () => {
    expect(ZThemeConfiguration.parse(THEME_DEFAULTS)).toEqual(THEME_DEFAULTS);
  });

  it('requires every field', () => {
    const rest: Record<string, unknown> = { ...THEME_DEFAULTS };
    delete rest.button;
    expect(ZThemeConfiguration.safeParse(rest).success).toBe(false);
    const blank = { ...THEME_DEFAULTS, button: { ...THEME_DEFAULTS.button, text: ' ' } };
    const issues = ZThemeConfiguration.safeParse(blank).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['button.text', MSG.required],
    ]);
  });

  it.each([
    [
      zThemeColour(),
      ['#1976D2', '#fff', '#11223344', 'rgb(0, 0, 0)', 'rgba(0 0 0 / 0.5)', 'transparent', 'white'],
    ],
    [zThemeLength(), ['0', '16px', '1.5em', '100%', 'auto', '-2px']],
    [zThemeSpacing(), ['0', '8px 0', '0 20px 4px', '1px 2px 3px 4px', 'auto']],
    [zThemeBorder(), ['none', '1px solid #000', 'thin dashed red', '2px solid']],
    [
      zThemeShadow(),
      ['none', '0 1px 2px rgba(0, 0, 0, 0.2)', 'inset 0 0 4px #000, 0 2px 4px #111'],
    ],
    [zThemeTransition(), ['none', 'background-color 0.2s ease', 'all 200ms linear 50ms']],
    [zThemeFontFamily(), ['inherit', 'Georgia, serif', "'Helvetica Neue', Arial, sans-serif"]],
  ])('accepts what %s is for', (schema, values) => {
    for (const value of values) expect(accepts(schema, value), value).toBe(true);
  });

  it('refuses CSS of its own, in every kind of value', () => {
    const hostile = [
      'red; background: url(https://evil.example/x.png)',
      '#fff}body{display:none',
      'expression(alert(1))',
      'url(javascript:alert(1))',
      '</style><script>alert(1)</script>',
      '1px solid red /* comment */',
      '@import "x.css"',
      'red\\3b',
      '',
    ];
    for (const schema of [
      zThemeColour(),
      zThemeLength(),
      zThemeSpacing(),
      zThemeBorder(),
      zThemeShadow(),
      zThemeTransition(),
      zThemeFontFamily(),
    ]) {
      for (const value of hostile) expect(accepts(schema, value), value).toBe(false);
    }
  });
});

import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DARKENED_COLOURS, DIMMED_TEXT, FILLED_SHADE, darkened, theme } from './theme';

/** WCAG 2.2 AA for normal-size text. */
const AA_TEXT = 4.5;

const WHITE = '#ffffff';
const [GRAY_0, GRAY_1, GRAY_2] = DEFAULT_THEME.colors.gray;

const channels = (hex: string) =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];

/** WCAG's relative luminance of an sRGB colour. */
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` at `opacity` over `background`, as Mantine's light variants paint it (10%). */
function over(colour: string, opacity: number, background: string) {
  const mixed = channels(colour).map((value, index) => {
    const under = channels(background)[index] ?? 1;
    return Math.round((under + (value - under) * opacity) * 255);
  });
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const palette = (name: string): MantineColorsTuple =>
  (theme.colors?.[name] ?? DEFAULT_THEME.colors[name]) as MantineColorsTuple;

describe('the console theme (WCAG 2.2 AA contrast)', () => {
  it('has white text on the primary colour at 4.5:1 or more', () => {
    const primary = palette('indigo')[FILLED_SHADE];
    expect(primary).toBe('#3b5bdb');
    expect(contrast(WHITE, primary)).toBeCloseTo(5.67, 2);
  });

  it('has dimmed text at 4.5:1 or more on white and the light grays', () => {
    const ratios = [WHITE, GRAY_0, GRAY_1, GRAY_2].map((background) =>
      Number(contrast(DIMMED_TEXT, background).toFixed(2)),
    );
    expect(ratios).toEqual([6.09, 5.78, 5.48, 5.14]);
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    'uses a %s filled shade that reads as text and under white text',
    (name) => {
      const filled = palette(name)[FILLED_SHADE];
      const backgrounds = [
        WHITE,
        GRAY_0,
        GRAY_1,
        over(filled, 0.1, WHITE),
        over(filled, 0.1, GRAY_0),
      ];
      for (const background of backgrounds)
        expect(contrast(filled, background), `${filled} on ${background}`).toBeGreaterThanOrEqual(
          AA_TEXT,
        );
    },
  );

  it('keeps the darkened palettes in order, each shade darker than the one before', () => {
    for (const name of DARKENED_COLOURS) {
      const shades = darkened(name).map(luminance);
      expect(shades.every((value, index) => index === 0 || value < (shades[index - 1] ?? 1))).toBe(
        true,
      );
    }
  });
});

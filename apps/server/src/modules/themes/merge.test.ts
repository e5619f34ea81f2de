import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '@parley/contract';
import { mergeTheme, themeConfigurationOf } from './merge';

describe('mergeTheme', () => {
  it('has the spec’s defaults', () => {
    expect(THEME_DEFAULTS.button.text).toBe('Negotiate');
    expect(THEME_DEFAULTS.button.backgroundColor).toBe('#1976D2');
    expect(THEME_DEFAULTS.infoText.text).toBe('Instant Chatbot - No Login Needed');
    expect(THEME_DEFAULTS.dwellTimePopup.headingText).toBe('Still undecided?');
    expect(THEME_DEFAULTS.infoText.enabled).toBe('true');
    expect(THEME_DEFAULTS.window.marketing.enabled).toBe('false');
  });

  it('puts saved values over the defaults, group by group, ignoring other shapes', () => {
    const merged = mergeTheme(THEME_DEFAULTS, {
      button: { text: 'Make an offer', hover: { color: '#000000' }, logo: 'not a group' },
      infoText: 42,
      unknown: { x: 1 },
    });
    expect(merged).toMatchObject({
      button: {
        text: 'Make an offer',
        backgroundColor: '#1976D2',
        hover: { color: '#000000', backgroundColor: '#1565C0' },
        logo: THEME_DEFAULTS.button.logo,
      },
      infoText: THEME_DEFAULTS.infoText,
    });
    expect(merged).not.toHaveProperty('unknown');
    expect(mergeTheme(THEME_DEFAULTS, null)).toEqual(THEME_DEFAULTS);
  });
});

describe('themeConfigurationOf', () => {
  it('is the defaults without a saved theme, and a whole saved theme as saved', () => {
    expect(themeConfigurationOf(null)).toEqual(THEME_DEFAULTS);
    const saved = {
      ...THEME_DEFAULTS,
      button: { ...THEME_DEFAULTS.button, text: 'Faites une offre', color: '#000000' },
    };
    expect(themeConfigurationOf(saved)).toEqual(saved);
  });

  it('fills what a theme saved before a field existed lacks, from the defaults', () => {
    const older: Record<string, unknown> = { ...THEME_DEFAULTS };
    delete older.signposting;
    const merged = themeConfigurationOf({
      ...older,
      infoText: { enabled: 'false' },
    });
    expect(merged.signposting).toEqual(THEME_DEFAULTS.signposting);
    expect(merged.infoText).toEqual({ ...THEME_DEFAULTS.infoText, enabled: 'false' });
  });

  it('puts the default in place of a stored value the checks refuse, never passing CSS on', () => {
    const merged = themeConfigurationOf({
      button: {
        backgroundColor: 'red;}body{display:none',
        text: 'Offer',
        hover: { border: 'url(https://evil.example/x)' },
      },
      infoPopup: { text: 'x'.repeat(300) },
    });
    expect(merged.button.backgroundColor).toBe(THEME_DEFAULTS.button.backgroundColor);
    expect(merged.button.hover.border).toBe(THEME_DEFAULTS.button.hover.border);
    expect(merged.button.text).toBe('Offer');
    expect(merged.infoPopup.text).toBe(THEME_DEFAULTS.infoPopup.text);
  });
});

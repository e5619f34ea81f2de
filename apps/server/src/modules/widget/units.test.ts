import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from '@parley/contract';
import { mergeTheme } from './theme';

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

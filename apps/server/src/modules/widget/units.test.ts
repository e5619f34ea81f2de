import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rate-limit';
import { THEME_DEFAULTS } from '@parley/contract';
import { mergeTheme } from './theme';

describe('TokenBuckets', () => {
  it('lets a minute’s allowance through at once, then one per refill', () => {
    const buckets = new TokenBuckets(60);
    for (let i = 0; i < 60; i++) expect(buckets.take('k', 0).ok).toBe(true);
    expect(buckets.take('k', 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(buckets.take('k', 1000).ok).toBe(true);
    expect(buckets.take('k', 1000).ok).toBe(false);
    expect(buckets.take('other', 1000).ok).toBe(true);
  });

  it('never lets more through than the allowance plus the refill, however calls are spread', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 300 }),
        (capacity, gaps) => {
          const buckets = new TokenBuckets(capacity);
          let now = 0;
          let passed = 0;
          for (const gap of gaps) {
            now += gap;
            if (buckets.take('k', now).ok) passed++;
          }
          expect(passed).toBeLessThanOrEqual(capacity + Math.floor((now * capacity) / 60_000));
        },
      ),
    );
  });

  it('forgets ids beyond its bound instead of growing', () => {
    const buckets = new TokenBuckets(10, 100);
    for (let i = 0; i < 1000; i++) buckets.take(`id-${i}`, 0);
    expect(
      (buckets as unknown as { buckets: Map<string, unknown> }).buckets.size,
    ).toBeLessThanOrEqual(100);
  });
});

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

import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@parley/contract';
import { REPLY_KEYS, REPLY_TEMPLATES, line } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('reply templates', () => {
  it.each(CHAT_LANGUAGES)('%s has every line, with the same placeholders as en-GB', (language) => {
    for (const key of REPLY_KEYS) {
      const variants = REPLY_TEMPLATES[language][key];
      expect(variants.length, key).toBeGreaterThan(0);
      const expected = new Set(REPLY_TEMPLATES['en-GB'][key].flatMap(placeholders));
      for (const variant of variants) {
        expect(new Set(placeholders(variant)), `${language} ${key}`).toEqual(expected);
      }
    }
  });

  it('writes links as <label|url> and fills every placeholder', () => {
    for (const language of CHAT_LANGUAGES) {
      const text = line(
        language,
        'terms',
        { url: 'https://shop.example/terms' },
        { seed: 1, reply: 0 },
      );
      expect(text).toMatch(/<[^|<>]+\|https:\/\/shop\.example\/terms>/);
      expect(text).not.toContain('{');
    }
  });

  it('varies the wording from reply to reply, the same way under the same seed', () => {
    const pick = (reply: number) => line('en-GB', 'counter', { price: '£90' }, { seed: 5, reply });
    const picks = Array.from({ length: 12 }, (_, reply) => pick(reply));
    expect(new Set(picks).size).toBeGreaterThan(1);
    expect(Array.from({ length: 12 }, (_, reply) => pick(reply))).toEqual(picks);
  });
});

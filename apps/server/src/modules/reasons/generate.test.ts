import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_STATEMENTS_MAX, REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import { cleanContent, SUGGESTION_MIN_LENGTH, stripEmoji, suggestStatements } from './generate';

const EMOJI_TEST = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}/u;

const ABOUT = `
<h1>About Hartley & Sons</h1>
<p>Hartley & Sons has made leather boots in Northampton since 1921. Every pair is stitched by hand
in our own workshop. Why choose us? Because we care. 🥾👍</p>
<p>Our leather is sourced from a family tannery in Yorkshire.</p>
<p>Sign up to our newsletter and get 10% off your first order!</p>
<p>We offer a 2-year guarantee on every sole. Visit https://hartley.example for more.</p>
<p>Nice.</p>
`;

describe('suggestStatements', () => {
  it('picks the claims of an About page in its own words, best first', () => {
    const suggestions = suggestStatements('Hartley & Sons', ABOUT);
    expect(suggestions[0]).toBe('Hartley & Sons has made leather boots in Northampton since 1921.');
    expect(suggestions).toEqual(
      expect.arrayContaining([
        'Every pair is stitched by hand in our own workshop.',
        'Our leather is sourced from a family tannery in Yorkshire.',
      ]),
    );
    const joined = suggestions.join('\n');
    expect(joined).not.toContain('?');
    expect(joined).not.toContain('newsletter');
    expect(joined).not.toContain('https://');
    expect(joined).not.toContain('Nice.');
    expect(joined).not.toMatch(EMOJI_TEST);
  });

  it('takes emoji out of a sentence and keeps the rest', () => {
    expect(suggestStatements('X', 'Made by hand 🇬🇧 in our Devon studio ✂️ since 1990.')).toEqual([
      'Made by hand in our Devon studio since 1990.',
    ]);
  });

  it('drops questions, fragments, sentences over the limit and text that claims nothing', () => {
    const long = `Our boots are made ${'very '.repeat(40)}well.`;
    expect(long.length).toBeGreaterThan(REASON_TEXT_MAX_LENGTH);
    expect(
      suggestStatements('X', `Is it made by hand? Made here. ${long} The sky is blue today.`),
    ).toEqual([]);
  });

  it('gives at most five, once each', () => {
    const content = Array.from(
      { length: 8 },
      (_, i) => `We have made boots by hand for ${i + 2} generations.`,
    ).join(' ');
    const suggestions = suggestStatements('X', `${content} ${content}`);
    expect(suggestions).toHaveLength(BRAND_STATEMENTS_MAX);
    expect(new Set(suggestions).size).toBe(BRAND_STATEMENTS_MAX);
  });

  it('does not split at an abbreviation followed by lower case', () => {
    expect(
      suggestStatements('X', 'Our wool comes from local farms, e.g. the Dales since 1950.'),
    ).toEqual(['Our wool comes from local farms, e.g. the Dales since 1950.']);
  });
});

describe('suggestStatements, for any text', () => {
  /** Words of plain text: no markup, emoji or punctuation. */
  const plainWords = [
    ...'made hand since 1987 quality local family the our boots'.split(' '),
    ...'crafted years we in Leeds why sale'.split(' '),
  ];
  const word = fc.constantFrom(
    ...plainWords,
    ...'are Hartley sustainable guarantee designed what newsletter'.split(' '),
    'é',
    '🥾',
    '🇬🇧',
    '❤️',
    '👨‍👩‍👧',
    '<b>',
    '</b>',
    '&amp;',
    '<script>x</script>',
    '?',
    '!',
    '.',
    ',',
    '…',
    '\n',
    '  ',
    'e.g.',
    'https://x.example',
  );
  const sentence = fc
    .array(word, { minLength: 1, maxLength: 40 })
    .map((words) => `${words.join(' ')}${['.', '!', '?', ''][words.length % 4]}`);
  const content = fc.array(sentence, { maxLength: 20 }).map((sentences) => sentences.join(' '));
  const brand = fc.constantFrom('Hartley', 'Hartley & Sons', '<b>Brand</b>', 'X');

  it('answers at most five usable sentences of the cleaned text, deterministically', () => {
    fc.assert(
      fc.property(brand, content, (brandName, text) => {
        const suggestions = suggestStatements(brandName, text);
        expect(suggestions.length).toBeLessThanOrEqual(BRAND_STATEMENTS_MAX);
        const clean = cleanContent(text);
        for (const suggestion of suggestions) {
          expect(suggestion).not.toContain('?');
          expect(suggestion).not.toMatch(EMOJI_TEST);
          expect(stripEmoji(suggestion)).toBe(suggestion);
          expect(suggestion.length).toBeLessThanOrEqual(REASON_TEXT_MAX_LENGTH);
          expect(suggestion.length).toBeGreaterThanOrEqual(SUGGESTION_MIN_LENGTH);
          expect(clean).toContain(suggestion);
        }
        expect(suggestStatements(brandName, text)).toEqual(suggestions);
      }),
      { numRuns: 500 },
    );
  });

  it('answers sentences of the text itself when it is plain, single-spaced text', () => {
    const plainWord = fc.constantFrom(...plainWords);
    const plainSentence = fc
      .array(plainWord, { minLength: 1, maxLength: 30 })
      .chain((words) => fc.constantFrom('.', '!', '?').map((end) => `${words.join(' ')}${end}`));
    fc.assert(
      fc.property(fc.array(plainSentence, { maxLength: 12 }), (sentences) => {
        const text = sentences.join(' ');
        for (const suggestion of suggestStatements('Leeds', text)) {
          expect(text).toContain(suggestion);
        }
      }),
      { numRuns: 300 },
    );
  });
});

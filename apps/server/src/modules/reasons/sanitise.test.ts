import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanReasonText, htmlToText } from './sanitise';
import { HOSTILE_STRINGS } from '../../../test/support/hostile-html';

/** What a stored reason may never hold: the start of a tag, end tag, comment or declaration. */
const TAG_START = /<[A-Za-z/!?]/;
/** An entity the text still holds would decode into something else: plain text has none. */
const ENTITY = /&(?:lt|gt|amp|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/i;

/** Each input, cleaned, is exactly its expected text. */
function expectCleaned(cases: [input: string, expected: string][]) {
  for (const [input, expected] of cases) expect(cleanReasonText(input)).toBe(expected);
}

describe('cleanReasonText', () => {
  it('keeps the text of ordinary markup, decodes entities and collapses whitespace', () => {
    expectCleaned([
      ['<p>Hand <b>made</b> in\n\n  <i>Devon</i></p>', 'Hand made in Devon'],
      ['Fish &amp; chips &#8211; since 1987 &hearts;', 'Fish & chips – since 1987 ♥'],
      ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
      ['<p>One</p><p>Two</p>', 'One Two'],
      ['Line<br>break', 'Line break'],
    ]);
  });

  it('drops script, style, template and noscript with their contents, and comments', () => {
    expectCleaned([
      ['a<script>alert(1)</script>b', 'ab'],
      ['a<style>p{color:red}</style>b', 'ab'],
      ['a<template><b>t</b></template>b', 'ab'],
      ['a<noscript><p>n</p></noscript>b', 'ab'],
      ['a<!-- hidden -->b', 'ab'],
      ['a<![CDATA[x]]>b', 'ab'],
      // An element that is never closed takes the rest with it.
      ['kept<script>alert(1)', 'kept'],
    ]);
  });

  it('drops attributes, so no event handler or javascript: URL survives', () => {
    expectCleaned([
      ['<a href="javascript:alert(1)" onclick="x()">Our story</a>', 'Our story'],
      ['<img src=x onerror=alert(1)>Photo', 'Photo'],
    ]);
  });

  it('cleans again what decoding made, so a second pass changes nothing', () => {
    expectCleaned([
      ['&lt;b&gt;x', 'x'],
      ['&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;ok', 'ok'],
      ['a&#60;b', 'a'],
      ['&lt;3 our customers', '<3 our customers'],
      // The parser keeps a '<' that starts nothing as text; before markup, it goes.
      ['tail </', 'tail /'],
    ]);
  });

  it('removes control characters and answers empty for markup alone', () => {
    expectCleaned([
      ['a\u0000b\u0007c', 'abc'],
      ['<b></b> <i> </i>', ''],
      ['', ''],
    ]);
  });
});

describe('htmlToText with lines', () => {
  it('keeps line breaks from newlines and block elements, and drops empty lines', () => {
    expect(
      htmlToText('<h1>About</h1><p>Made  in Devon.</p>\n\n<ul><li>One</li><li>Two</li></ul>', {
        lines: true,
      }),
    ).toBe('About\nMade in Devon.\nOne\nTwo');
  });

  it('reads a newline as a space inside markup, and as a line break in plain text', () => {
    expect(htmlToText('<p>Made in\nDevon.</p><p>Since 1990.</p>', { lines: true })).toBe(
      'Made in Devon.\nSince 1990.',
    );
    expect(htmlToText('About us\r\nMade in Devon.', { lines: true })).toBe(
      'About us\nMade in Devon.',
    );
  });
});

describe(`${HOSTILE_STRINGS.length} hostile strings`, () => {
  it('are at least 200, all different', () => {
    expect(HOSTILE_STRINGS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HOSTILE_STRINGS).size).toBe(HOSTILE_STRINGS.length);
  });

  it.each(HOSTILE_STRINGS.map((input, index) => [index, input] as const))(
    '#%i cleans to plain text, idempotently',
    (_index, input) => {
      const clean = cleanReasonText(input);
      expect(clean).not.toMatch(TAG_START);
      expect(clean.toLowerCase()).not.toContain('javascript:');
      expect(clean).not.toMatch(ENTITY);
      expect(clean).toBe(clean.trim());
      expect(clean).not.toMatch(/\s{2}/);
      expect(cleanReasonText(clean)).toBe(clean);
      expect(htmlToText(clean, { lines: true })).toBe(clean);
    },
  );
});

describe('any mix of markup pieces', () => {
  const piece = fc.constantFrom(
    '<',
    '>',
    '</',
    '<!',
    '<?',
    '&',
    ';',
    '&lt;',
    '&gt;',
    '&amp;',
    '&#60;',
    '&#x3c;',
    '"',
    "'",
    '=',
    '/',
    '!',
    '-',
    '--',
    '[',
    ']',
    'a',
    'b',
    'script',
    'style',
    'svg',
    'p',
    'br',
    ' ',
    '\n',
    '\t',
    '\u0000',
    'CDATA',
    'onload',
    'javascript:',
    'é',
    '1',
  );
  it('always cleans to text without tag starts, idempotently', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const clean = cleanReasonText(pieces.join(''));
        expect(clean).not.toMatch(TAG_START);
        expect(clean).not.toMatch(ENTITY);
        expect(cleanReasonText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });
});

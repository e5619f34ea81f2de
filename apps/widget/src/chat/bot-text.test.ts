import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeBotText } from '@parley/contract/bot-text';
import { parseBotText } from './bot-text';

const textOf = (line: string) =>
  parseBotText(line)
    .map((part) => part.text)
    .join('');

describe('parseBotText', () => {
  it('splits links written <label|url> out of the text', () => {
    expect(
      parseBotText('Read <our terms|https://shop.example/terms> and <mail us|mailto:a@b.c>.'),
    ).toEqual([
      { text: 'Read ' },
      { text: 'our terms', href: 'https://shop.example/terms' },
      { text: ' and ' },
      { text: 'mail us', href: 'mailto:a@b.c' },
      { text: '.' },
    ]);
  });

  it('keeps links to anything but the web or mail as plain text', () => {
    for (const line of ['<x|javascript:alert(1)>', '<x|data:text/html,hi>', '<x|not a url>']) {
      expect(parseBotText(line)).toEqual([{ text: line }]);
    }
  });

  it('names an unlabelled link by its address', () => {
    expect(parseBotText('< |https://shop.example/>')).toEqual([
      { text: 'https://shop.example/', href: 'https://shop.example/' },
    ]);
  });

  it('shows store data the bot quotes as typed, never as a link', () => {
    const name = 'Bag <click|https://evil.example>';
    expect(parseBotText(`Hi! Let's talk price on ${escapeBotText(name)}.`)).toEqual([
      { text: `Hi! Let's talk price on ${name}.` },
    ]);
  });

  it('never loses or adds text in a line without links or escapes', () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        fc.pre(!/<[^<>|]+\|[^<>|\s]+>|\\[\\<>|]/.test(line));
        expect(textOf(line)).toBe(line);
      }),
    );
  });

  it('only ever links to http, https or mailto addresses', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.tuple(fc.string(), fc.string()).map(([label, url]) => `<${label}|${url}>`),
      fc.constantFrom('<a|javascript:x>', '<b|https://ok.example/>', '<c|file:///etc/passwd>'),
    );
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        for (const part of parseBotText(pieces.join(''))) {
          if ('href' in part) expect(new URL(part.href).protocol).toMatch(/^(https?|mailto):$/);
        }
      }),
    );
  });
});

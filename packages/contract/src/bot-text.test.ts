import { describe, expect, it } from 'vitest';
import { escapeBotText, parseBotText, WEB_AND_MAIL_LINKS, WEB_LINKS } from './bot-text';

const parse = (line: string) => parseBotText(line, WEB_AND_MAIL_LINKS);
const shown = (line: string) =>
  parse(line)
    .map((part) => part.text)
    .join('');
const links = (line: string) => parse(line).filter((part) => 'href' in part);

/** Every text of up to `length` characters from `alphabet`: the escape's corner cases, all of them. */
function* textsOf(alphabet: readonly string[], length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const shorter of textsOf(alphabet, length - 1)) {
    for (const character of alphabet) yield shorter + character;
  }
}
const TRICKY = ['\\', '<', '>', '|', 'a', ' '];

describe('escapeBotText', () => {
  it('shows a product name written as a link as typed, with no link', () => {
    const name = '<click|https://evil.example>';
    const line = `Hi! I'm happy to talk price on ${escapeBotText(name)}. It's £40.00`;
    expect(links(line)).toEqual([]);
    expect(shown(line)).toBe(`Hi! I'm happy to talk price on ${name}. It's £40.00`);
    expect(
      parseBotText(`Bag ${escapeBotText('Bag <label|https://evil.example>')}`, WEB_LINKS),
    ).toEqual([{ text: 'Bag Bag <label|https://evil.example>' }]);
  });

  it('keeps the links the bot writes itself around quoted data', () => {
    const line = `${escapeBotText('Tote \\ <x|https://evil.example> \\')}: <terms|https://shop.example/t>.`;
    expect(parse(line)).toEqual([
      { text: 'Tote \\ <x|https://evil.example> \\: ' },
      { text: 'terms', href: 'https://shop.example/t' },
      { text: '.' },
    ]);
  });

  it('gives back any text as typed and never a link, whatever it holds', () => {
    for (const text of textsOf([...TRICKY, '<a|https://e.example>'], 4)) {
      const parts = parse(escapeBotText(text));
      expect(parts.filter((part) => 'href' in part)).toEqual([]);
      expect(shown(escapeBotText(text))).toBe(text);
    }
  });

  it('leaves text without the link characters as it is', () => {
    expect(escapeBotText('Waxed Cotton Jacket – £189')).toBe('Waxed Cotton Jacket – £189');
    expect(escapeBotText('a<b>c|d\\e')).toBe('a\\<b\\>c\\|d\\\\e');
  });
});

describe('parseBotText', () => {
  it('shows a backslash that escapes nothing as written', () => {
    expect(parse('C:\\shop\\bags')).toEqual([{ text: 'C:\\shop\\bags' }]);
  });

  it('takes an escaped backslash before a link as a backslash, and the link as a link', () => {
    expect(parse('\\\\<a|https://shop.example/>')).toEqual([
      { text: '\\' },
      { text: 'a', href: 'https://shop.example/' },
    ]);
  });

  it('keeps links to anything but the allowed schemes as text', () => {
    expect(parseBotText('<mail us|mailto:a@b.c>', WEB_LINKS)).toEqual([
      { text: '<mail us|mailto:a@b.c>' },
    ]);
  });
});

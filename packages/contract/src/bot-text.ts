/**
 * Bot lines carry links written `<label|url>` (part 1 §2 Chat message display); store data the
 * bot quotes in them is escaped (escapeBotText), so that it never reads as a link. One parser for
 * the console and the shopper widget; a subpath of its own (`@parley/contract/bot-text`) so the
 * widget's bundle takes it without zod.
 */

/** A piece of a bot line: plain text, or a link. */
export type BotTextPart = { text: string } | { text: string; href: string };

/** The console's links: web addresses only, so a stored line never leaves it for another scheme. */
export const WEB_LINKS: readonly string[] = ['https:', 'http:'];
/** The shopper's links: web and mail (a store's contact address). */
export const WEB_AND_MAIL_LINKS: readonly string[] = [...WEB_LINKS, 'mailto:'];

/**
 * A link, or an escaped character: a backslash before `\\`, `<`, `>` or `|` (escapeBotText) is
 * matched first, so an escaped `<` never opens a link.
 */
const LINK_OR_ESCAPE = /\\([\\<>|])|<([^<>|]+)\|([^<>|\s]+)>/g;
const ESCAPED = /\\([\\<>|])/g;

/**
 * Store and retailer data quoted into a bot line (a product, add-on or shop name, a reason),
 * written so that it shows as typed: a name like `Bag <x|https://evil.example>` is never a link.
 */
export const escapeBotText = (text: string): string => text.replace(/[\\<>|]/g, '\\$&');

/** The characters an escaped text stands for. */
const unescape = (text: string): string => text.replace(ESCAPED, '$1');

/** The link's address when it is absolute and of an allowed scheme (never javascript: or data:). */
function allowedHref(url: string, schemes: readonly string[]): string | null {
  try {
    const parsed = new URL(url);
    return schemes.includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a bot line into text and links; a link of another scheme stays as the text it was
 * written as, and escaped characters show as the characters they stand for. The parts are
 * rendered as text nodes and anchors, never as HTML, so the line's characters (even `<script>`)
 * show exactly as written.
 */
export function parseBotText(line: string, schemes: readonly string[]): BotTextPart[] {
  const parts: BotTextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK_OR_ESCAPE)) {
    const [whole, escaped, label = '', url = ''] = match;
    if (escaped !== undefined) continue;
    const href = allowedHref(url, schemes);
    if (!href) continue;
    if (match.index > last) parts.push({ text: unescape(line.slice(last, match.index)) });
    parts.push({ text: unescape(label).trim() || href, href });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ text: unescape(line.slice(last)) });
  return parts;
}

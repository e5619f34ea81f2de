/** A piece of a bot line: plain text, or a link the engine wrote as <label|url>. */
export type BotTextPart = { text: string } | { text: string; href: string };

const LINK = /<([^<>|]+)\|([^<>|\s]+)>/g;

/**
 * Only absolute web addresses become links. Anything else (javascript:, data:, mailto:, a relative
 * path) stays as the text it was written as, so a stored line can never run code or leave the
 * console for a non-web scheme. The shopper widget keeps its own parser (it also allows mailto).
 */
function webHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a bot line into text and links. The parts are rendered as text nodes and anchors, never
 * as HTML, so the line's characters (even `<script>`) show exactly as written.
 */
export function parseBotText(line: string): BotTextPart[] {
  const parts: BotTextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, label = '', url = ''] = match;
    const href = webHref(url);
    if (!href) continue;
    if (match.index > last) parts.push({ text: line.slice(last, match.index) });
    parts.push({ text: label.trim() || href, href });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

/** The line as plain words (links by their label), for the chat image. */
export const botTextPlain = (line: string) =>
  parseBotText(line)
    .map((part) => part.text)
    .join('');

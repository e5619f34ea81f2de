/** A piece of a bot line: plain text, or a link written <label|url>. */
export type BotTextPart = { text: string } | { text: string; href: string };

const LINK = /<([^<>|]+)\|([^<>|\s]+)>/g;

/** Only web and mail links become links: anything else (javascript:, data:) stays as text. */
function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['https:', 'http:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a bot line into text and links. The parts are rendered as text nodes and anchors,
 * never as HTML, so the line's characters (even `<script>`) are shown exactly as written.
 */
export function parseBotText(line: string): BotTextPart[] {
  const parts: BotTextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, label = '', url = ''] = match;
    const href = safeHref(url);
    if (!href) continue;
    if (match.index > last) parts.push({ text: line.slice(last, match.index) });
    parts.push({ text: label.trim() || href, href });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ text: line.slice(last) });
  return parts;
}

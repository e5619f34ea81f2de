import { Parser } from 'htmlparser2';

/*
 * Reasons and brand statements are plain text: whatever HTML a retailer pastes (or a hostile
 * caller sends) is parsed by a real HTML parser and only its text is kept. Script, style,
 * template and noscript contents go with their tags, as do comments and attributes (so no
 * `javascript:` URL or event handler survives); entities are decoded. Decoding can make new
 * markup ("&lt;b&gt;x" is "<b>x"), so the cleaning repeats until nothing changes: cleaning a
 * cleaned text gives it back as it is.
 */

/** Elements whose contents are code or hidden markup, never text to show. */
const DROPPED_WITH_CONTENTS = new Set(['script', 'style', 'template', 'noscript']);

/** Elements that end a line of text: a space on one line, a line break with `lines`. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Control characters other than whitespace: never part of a statement. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
/**
 * A '<' that the parser keeps as text although markup follows it ("</" at the very end): taken
 * out once the parser changes nothing more, so that no tag-like text is ever stored.
 */
const TAG_OPENING = /<(?=[A-Za-z/!?])/g;
/** Cleaning rounds before a text is given up on as empty: each real round shortens it. */
const MAX_ROUNDS = 50;

export interface TextOptions {
  /** Keep line breaks (from newlines and block elements) instead of one line. */
  lines?: boolean;
}

/**
 * One round: the text nodes outside dropped elements, entities decoded. With `lines`, block
 * elements end lines; in markup that has them, a newline inside a text is only a space (as a
 * browser shows it), while in plain text each newline ends a line.
 */
function textNodes(input: string, lines: boolean): string {
  const parts: { text: string; isBreak: boolean }[] = [];
  let dropped = 0;
  let sawBlock = false;
  const block = (name: string) => {
    if (dropped > 0 || !BLOCKS.has(name)) return;
    sawBlock = true;
    parts.push({ text: lines ? '\n' : ' ', isBreak: true });
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED_WITH_CONTENTS.has(name)) dropped += 1;
        else block(name);
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENTS.has(name)) dropped = Math.max(0, dropped - 1);
        else block(name);
      },
      ontext(data) {
        if (dropped === 0) parts.push({ text: data, isBreak: false });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(input);
  parser.end();
  const wrapped = lines && sawBlock;
  return parts
    .map((part) => (wrapped && !part.isBreak ? part.text.replace(/[\n\r]/g, ' ') : part.text))
    .join('');
}

function collapse(text: string, lines: boolean): string {
  const clean = text.replace(CONTROLS, '');
  if (!lines) return clean.replace(/\s+/g, ' ').trim();
  return clean
    .split(/[\n\r\u2028\u2029]+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The plain text of `input`: tags, comments and dropped elements removed, entities decoded,
 * whitespace collapsed (to one line, or to lines with `lines`). Idempotent.
 */
export function htmlToText(input: string, options: TextOptions = {}): string {
  const lines = options.lines === true;
  let current = input;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let next = collapse(textNodes(current, lines), lines);
    if (next === current) next = collapse(current.replace(TAG_OPENING, ''), lines);
    if (next === current) return next;
    current = next;
  }
  return '';
}

/** A reason's text as it is stored and shown: plain text on one line. */
export const cleanReasonText = (input: string) => htmlToText(input);

/**
 * Reads one HTTP/1.1 answer off a keep-alive connection's bytes: the status line, the headers up
 * to the blank line, and the body framed as they say (Content-Length, chunked, or until the server
 * closes). Only what the widget-turns client needs: no header values besides framing and
 * keep-alive, and bodies small enough to be held whole.
 */

export interface Answer {
  status: number;
  text: string;
}

export interface ParsedAnswer extends Answer {
  /** Bytes of `data` the answer took: any beyond it were not asked for (there is no pipelining). */
  length: number;
  /** Whether the connection may carry another request. */
  keepAlive: boolean;
  /** How long the server keeps an idle connection (its Keep-Alive hint), or null if unsaid. */
  keepAliveMs: number | null;
}

const HEAD_END = '\r\n\r\n';
const STATUS_LINE = /^http\/1\.([01]) (\d{3})/;
const DIGITS = /^\d+$/;
const HINT = /(?:^|[\s,])timeout=(\d+)/;
const CLOSE = /(?:^|,)\s*close\s*(?:,|$)/;
const KEEP_ALIVE = /(?:^|,)\s*keep-alive\s*(?:,|$)/;
const ENDS_CHUNKED = /(?:^|,)\s*chunked$/;

const malformed = (what: string) => new Error(`Parse Error: ${what}`);

interface Head {
  status: number;
  bodyStart: number;
  contentLength: number;
  chunked: boolean;
  /** Neither length nor chunked: the body runs until the server closes. */
  untilClose: boolean;
  keepAlive: boolean;
  keepAliveMs: number | null;
}

/**
 * Every value of the field `name` (lower case) in `head`, lower-cased whole so that names match
 * in any case: each field line follows a CRLF, so a match is a whole name at a line's start.
 */
function values(head: string, name: string): string[] {
  const found: string[] = [];
  const prefix = `\r\n${name}:`;
  for (let at = head.indexOf(prefix); at >= 0; at = head.indexOf(prefix, at + prefix.length)) {
    const start = at + prefix.length;
    const end = head.indexOf('\r\n', start);
    found.push(head.slice(start, end < 0 ? head.length : end).trim());
  }
  return found;
}

/** The head starting at `from`, or null while its blank line has not arrived. */
function parseHead(data: Buffer, from: number): Head | null {
  const end = data.indexOf(HEAD_END, from, 'latin1');
  if (end < 0) return null;
  const head = data.toString('latin1', from, end).toLowerCase();
  const statusLine = STATUS_LINE.exec(head);
  if (!statusLine) throw malformed(`status line ${JSON.stringify(head.slice(0, 40))}`);
  const status = Number(statusLine[2]);
  const lengths = values(head, 'content-length');
  const length = lengths[0];
  if (length !== undefined && (!DIGITS.test(length) || new Set(lengths).size > 1)) {
    throw malformed(`content-length ${JSON.stringify(lengths.join(', '))}`);
  }
  // Repeated fields are one comma-separated list (RFC 9110, 5.3).
  const codings = values(head, 'transfer-encoding').join(',');
  const connection = values(head, 'connection').join(',');
  const hint = HINT.exec(values(head, 'keep-alive').join(','))?.[1];
  const bodyless = status === 204 || status === 304;
  // Transfer-Encoding overrides Content-Length; a coding that does not end in chunked has no
  // length of its own (RFC 9112, 6.3).
  const chunked = !bodyless && ENDS_CHUNKED.test(codings);
  const untilClose = !bodyless && !chunked && (codings !== '' || length === undefined);
  // HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 only when told to keep it.
  const persistent = statusLine[1] === '1' ? !CLOSE.test(connection) : KEEP_ALIVE.test(connection);
  return {
    status,
    bodyStart: end + HEAD_END.length,
    contentLength: bodyless || length === undefined ? 0 : Number(length),
    chunked,
    untilClose,
    keepAlive: persistent && !untilClose,
    keepAliveMs: hint === undefined ? null : Number(hint) * 1000,
  };
}

/** A chunked body from `from`: its bytes and where it ends, or null while incomplete. */
function parseChunked(data: Buffer, from: number): { body: Buffer; end: number } | null {
  const chunks: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    // The size, then maybe ";extension", which parseInt stops at.
    const sizeText = data.toString('latin1', at, lineEnd);
    const size = Number.parseInt(sizeText, 16);
    if (!Number.isInteger(size) || size < 0)
      throw malformed(`chunk size ${JSON.stringify(sizeText)}`);
    at = lineEnd + 2;
    if (size === 0) break;
    if (data.length < at + size + 2) return null;
    if (data[at + size] !== 13 || data[at + size + 1] !== 10) throw malformed('chunk without CRLF');
    chunks.push(data.subarray(at, at + size));
    at += size + 2;
  }
  // Trailer fields, if any, up to the blank line.
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) return null;
    const blank = lineEnd === at;
    at = lineEnd + 2;
    if (blank) return { body: Buffer.concat(chunks), end: at };
  }
}

/**
 * The answer at the start of `data`, or null while more bytes are needed. `closed`: the server
 * has closed its side, so a body that runs until the close is complete. Informational (1xx)
 * answers before the real one are skipped. Throws on bytes that are not an HTTP/1.x answer.
 */
export function parseAnswer(data: Buffer, closed: boolean): ParsedAnswer | null {
  let from = 0;
  let head = parseHead(data, from);
  while (head !== null && head.status >= 100 && head.status < 200) {
    from = head.bodyStart;
    head = parseHead(data, from);
  }
  if (head === null) return null;
  const { status, bodyStart, keepAlive, keepAliveMs } = head;
  let body: Buffer;
  let end: number;
  if (head.chunked) {
    const chunked = parseChunked(data, bodyStart);
    if (chunked === null) return null;
    ({ body, end } = chunked);
  } else if (head.untilClose) {
    if (!closed) return null;
    end = data.length;
    body = data.subarray(bodyStart, end);
  } else {
    end = bodyStart + head.contentLength;
    if (data.length < end) return null;
    body = data.subarray(bodyStart, end);
  }
  // The body's UTF-8 is decoded whole: a character may straddle two reads or two chunks.
  return { status, text: body.toString('utf8'), length: end, keepAlive, keepAliveMs };
}

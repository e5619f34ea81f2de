import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenEncoding, type ContentEncoding } from '../../plugins/compression';

/** Where the shoppers' script is served under its version: WIDGET_VERSIONED_PREFIX<version>.js. */
export const WIDGET_VERSIONED_PREFIX = '/widget/v/';
const VERSIONED_FILE = /^([0-9a-f]{12})\.js$/;

/**
 * The stable address stores embed is kept 5 minutes, then used while it is checked again in the
 * background for a day: a page never waits on that check, and a new build reaches shoppers on
 * their next page. Under its version the script never changes: cached for a year.
 */
export const STABLE_CACHE = 'public, max-age=300, stale-while-revalidate=86400';
export const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

interface BuiltScript {
  /** The first 12 hex digits of the script's SHA-256: its address and its ETag. */
  version: string;
  bytes: Buffer;
  /** The build's precompressed copies (scripts/precompress.ts), when they are of this build. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

async function readSidecar(path: string, builtAt: number): Promise<Buffer | null> {
  try {
    // A copy older than the script is of an earlier build: the script goes out compressed on the fly.
    if ((await stat(path)).mtimeMs < builtAt) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * The built widget (dist/parley-widget.js), read again only when the file changed, so a rebuild
 * needs no restart and a request costs a stat.
 */
export function widgetScriptOf(dir: string) {
  const path = join(dir, 'dist', 'parley-widget.js');
  let cached: { key: string; script: BuiltScript } | null = null;

  return async function current(): Promise<BuiltScript | null> {
    let key: string;
    let builtAt: number;
    try {
      const file = await stat(path);
      builtAt = file.mtimeMs;
      key = `${file.mtimeMs}:${file.size}`;
    } catch {
      return null;
    }
    if (cached?.key === key) return cached.script;
    const bytes = await readFile(path);
    const [br, gzip] = await Promise.all([
      readSidecar(`${path}.br`, builtAt),
      readSidecar(`${path}.gz`, builtAt),
    ]);
    const script: BuiltScript = {
      version: createHash('sha256').update(bytes).digest('hex').slice(0, 12),
      bytes,
      encoded: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    };
    cached = { key, script };
    return script;
  };
}

/** The script's versioned address, below this server's public URL. */
export const versionedWidgetPath = (script: BuiltScript) =>
  `${WIDGET_VERSIONED_PREFIX}${script.version}.js`;

/** The version a versioned address names, or null when it names none. */
export function versionIn(file: string): string | null {
  return VERSIONED_FILE.exec(file)?.[1] ?? null;
}

/**
 * Sends the script: its precompressed copy when the request takes one (`vary: accept-encoding`
 * either way), a 304 when the request already has this copy (the ETag names the version and the
 * encoding).
 */
export function sendWidgetScript(
  request: FastifyRequest,
  reply: FastifyReply,
  script: BuiltScript,
  headers: Record<string, string>,
) {
  const available = Object.keys(script.encoded) as ContentEncoding[];
  const encoding = chosenEncoding(request.headers['accept-encoding'], available);
  const etag = `"${script.version}${encoding ? `-${encoding}` : ''}"`;
  void reply
    .headers({ ...headers, etag, vary: 'accept-encoding' })
    .type('text/javascript; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (!encoding) return reply.send(script.bytes);
  return reply.header('content-encoding', encoding).send(script.encoded[encoding]);
}

import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WIDGET_VERSIONED_PATH } from '@parley/contract';
import { chosenEncoding, type ContentEncoding } from '../../plugins/compression';

/**
 * Where the widget's files are served under their version: the shoppers' script as
 * WIDGET_VERSIONED_PREFIX<version>.js, the chat's script (which the shoppers' script loads when a
 * shopper opens a chat) under its build's name, parley-chat.<hash>.js.
 */
export const WIDGET_VERSIONED_PREFIX = WIDGET_VERSIONED_PATH;
const VERSIONED_FILE = /^([0-9a-f]{12})\.js$/;
/** Only such names are looked for in dist/: no path, nothing else the build wrote. */
const CHAT_FILE = /^parley-chat\.[0-9a-f]{12}\.js$/;

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
 * A built script, read again only when the file changed, so a rebuild needs no restart and a
 * request costs a stat.
 */
function builtScriptOf(path: string) {
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

/** The built widget (dist/parley-widget.js). */
export const widgetScriptOf = (dir: string) => builtScriptOf(join(dir, 'dist', 'parley-widget.js'));

/** Whether a versioned address names a chat script (of this build or another). */
export const isChatFile = (file: string) => CHAT_FILE.test(file);

/** The chat's script this build has: the newest, should dist/ hold more than one. */
async function currentChatFile(folder: string): Promise<string | null> {
  const names = (await readdir(folder).catch(() => [])).filter(isChatFile);
  // One gone since (a build under way) counts as the oldest; reading it then finds nothing.
  const built = await Promise.all(
    names.map(async (name) => {
      const file = await stat(join(folder, name)).catch(() => null);
      return { name, at: file?.mtimeMs ?? -Infinity };
    }),
  );
  return built.sort((a, b) => b.at - a.at)[0]?.name ?? null;
}

/**
 * The chat's scripts (dist/parley-chat.<hash>.js) by name, each read as the widget is. A name
 * this build does not have (a page script from before a deployment names its own build's chat)
 * gets the build's chat, `current: false`: it is briefly cached, as an older version of the
 * widget is. Null when no chat is built.
 */
export function chatScriptsOf(dir: string) {
  const folder = join(dir, 'dist');
  // Only files found are kept: the names asked for are the requests', without end.
  const readers = new Map<string, () => Promise<BuiltScript | null>>();
  const read = async (file: string) => {
    const reader = readers.get(file) ?? builtScriptOf(join(folder, file));
    const script = await reader();
    if (script) readers.set(file, reader);
    else readers.delete(file);
    return script;
  };

  return async function chatScript(
    file: string,
  ): Promise<{ script: BuiltScript; current: boolean } | null> {
    const named = isChatFile(file) ? await read(file) : null;
    if (named) return { script: named, current: true };
    const latest = await currentChatFile(folder);
    const script = latest ? await read(latest) : null;
    return script ? { script, current: false } : null;
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

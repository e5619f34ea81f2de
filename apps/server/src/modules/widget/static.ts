import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { THEME_PREVIEW_PATH } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { retailers, users } from '../../db/schema';
import { access } from '../../plugins/access';
import { publicDir, widgetDir as defaultWidgetDir } from '../../paths';
import { consoleOrigins } from '../handoff';
import {
  chatScriptsOf,
  isChatFile,
  sendWidgetScript,
  STABLE_CACHE,
  VERSIONED_CACHE,
  versionedWidgetPath,
  versionIn,
  WIDGET_VERSIONED_PREFIX,
  widgetScriptOf,
} from './widget-script';

/** Files other sites load: the widget script in stores' pages, the expressions in its chat. */
const CROSS_ORIGIN = {
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
};

async function readIfBuilt(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

const notBuilt = (reply: FastifyReply, what: string) =>
  reply
    .status(404)
    .type('text/plain; charset=utf-8')
    .send(`${what} has not been built yet: run \`npm run build -w @parley/widget\`.`);

/**
 * The demo shop's own basket is an inline script, as a store's page would have: the page's
 * policy lets exactly that script run (by its hash), and nothing else inline.
 */
function allowInlineScripts(policy: unknown, html: string): string {
  const base = typeof policy === 'string' ? policy : "script-src 'self'";
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
  return base.replace(/script-src ([^;]*)/, (_, sources: string) =>
    ['script-src', sources, ...hashes].join(' '),
  );
}

/** The demo retailer's public key: the demo store page is its shop. */
async function demoApiKey(deps: Pick<Deps, 'db' | 'config'>) {
  const [row] = await deps.db
    .select({ apiKey: retailers.apiKey })
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.email, deps.config.demoEmail.toLowerCase()));
  return row?.apiKey ?? null;
}

/**
 * The theme preview's build (apps/widget, `vite build --mode theme-preview`): the page and its
 * assets in dist/preview, served under /widget/, where the built page names them.
 */
const PREVIEW_PREFIX = '/widget/';
const PREVIEW_DIST = join('dist', 'preview');

/**
 * The theme preview's policy: the app's, but framed by the console (its theme editor, from any
 * origin the console is served from) and by this server's own theme configurator page, which the
 * console frames in turn (every ancestor must be allowed); and showing a logo the console has
 * not uploaded yet from a blob: address.
 */
function previewPolicy(policy: unknown, consoles: string[]): string {
  const base = typeof policy === 'string' ? policy : "default-src 'self'";
  const ancestors = ['frame-ancestors', "'self'", ...consoles].join(' ');
  const framed = /frame-ancestors [^;]*/.test(base)
    ? base.replace(/frame-ancestors [^;]*/, ancestors)
    : `${base};${ancestors}`;
  return framed.replace(/img-src ([^;]*)/, (_, sources: string) => `img-src ${sources} blob:`);
}

/**
 * Static files of the shopper side: /widget.js and /widget/v/<version>.js (the built widget, see
 * widget-script.ts), /widget/v/parley-chat.<hash>.js (the chat's script, which the widget loads
 * when a shopper opens a chat), /demo-store (the demo shop page, with its placeholders filled),
 * the theme preview page (THEME_PREVIEW_PATH, from the widget's build, with the files it loads
 * under /widget/) and /expressions/* (the bot's faces, from apps/server/public/expressions).
 * Missing builds answer 404 with what to run.
 */
export async function serveWidgetFiles(app: AppInstance, deps: Pick<Deps, 'db' | 'config'>) {
  const dir = deps.config.widget.dir ?? defaultWidgetDir;
  const hidden = { config: { access: access.public }, schema: { hide: true } };

  const widgetScript = widgetScriptOf(dir);
  // The address stores embed: the script itself rather than a redirect to its version, which
  // would cost a shopper's first page a round trip more before any button.
  app.get('/widget.js', hidden, async (request, reply) => {
    const script = await widgetScript();
    if (!script) return notBuilt(reply, 'The widget');
    return sendWidgetScript(request, reply, script, {
      ...CROSS_ORIGIN,
      'cache-control': STABLE_CACHE,
    });
  });

  // The address a page rendered with the current version names (the demo store does): kept a
  // year. A page cached from before a deployment names an older version: it gets the current
  // script, briefly cached, rather than a 404 and no buttons.
  const chatScript = chatScriptsOf(dir);
  app.get(`${WIDGET_VERSIONED_PREFIX}:file`, hidden, async (request, reply) => {
    const { file } = request.params as { file: string };
    // The chat's script: alike, under the name its build gave it.
    if (isChatFile(file)) {
      const chat = await chatScript(file);
      if (!chat) return notBuilt(reply, 'The widget’s chat');
      return sendWidgetScript(request, reply, chat.script, {
        ...CROSS_ORIGIN,
        'cache-control': chat.current ? VERSIONED_CACHE : STABLE_CACHE,
      });
    }
    const version = versionIn(file);
    if (!version) return reply.callNotFound();
    const script = await widgetScript();
    if (!script) return notBuilt(reply, 'The widget');
    return sendWidgetScript(request, reply, script, {
      ...CROSS_ORIGIN,
      'cache-control': version === script.version ? VERSIONED_CACHE : STABLE_CACHE,
    });
  });

  app.get('/demo-store', hidden, async (_request, reply) => {
    const page = await readIfBuilt(join(dir, 'demo-store.html'));
    if (!page) return notBuilt(reply, 'The demo store');
    const apiKey = await demoApiKey(deps);
    if (!apiKey) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The demo store has no retailer: its user (DEMO_EMAIL) does not exist.');
    }
    const script = await widgetScript();
    const html = page
      .toString('utf8')
      .replaceAll('{{API_KEY}}', apiKey)
      .replaceAll('{{PUBLIC_URL}}', deps.config.publicUrl)
      .replaceAll('{{WIDGET_PATH}}', script ? versionedWidgetPath(script) : '/widget.js');
    return reply
      .headers({
        'cache-control': 'no-store',
        'content-security-policy': allowInlineScripts(
          reply.getHeader('content-security-policy'),
          html,
        ),
      })
      .type('text/html; charset=utf-8')
      .send(html);
  });

  const previewDir = join(dir, PREVIEW_DIST);
  const consoles = [...consoleOrigins(deps.config)];
  app.get(THEME_PREVIEW_PATH, hidden, async (_request, reply) => {
    const page = await readIfBuilt(
      join(previewDir, THEME_PREVIEW_PATH.slice(PREVIEW_PREFIX.length)),
    );
    if (!page) return notBuilt(reply, 'The theme preview');
    const html = page.toString('utf8');
    const policy = allowInlineScripts(reply.getHeader('content-security-policy'), html);
    // Helmet refuses every framer; this page is made to be framed, by the console only.
    reply.removeHeader('x-frame-options');
    return reply
      .headers({
        'cache-control': 'no-cache',
        'content-security-policy': previewPolicy(policy, consoles),
      })
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // What the preview page loads (its script, styles and images), never another page: an HTML
  // file here (or the build's compressed copy of one) would go out without the framing policy
  // above.
  await app.register(fastifyStatic, {
    root: previewDir,
    prefix: PREVIEW_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: (path) => !/\.html?(\.br|\.gz)?$/i.test(path),
    // Ours below: send's own Cache-Control would be written over it.
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  await app.register(fastifyStatic, {
    root: join(publicDir, 'expressions'),
    prefix: '/expressions/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      for (const [name, value] of Object.entries(CROSS_ORIGIN)) res.setHeader(name, value);
      res.setHeader('cache-control', 'public, max-age=86400');
    },
  });
}

import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_CHAT_LANGUAGE, THEME_CONFIGURATOR_PATH } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { sendHtmlPage } from '../../lib/html';
import { access } from '../../plugins/access';
import { consoleOrigins, findHandoffGrant, openHandoff, type HandoffGrant } from '../handoff';
import { findStoreThemes, themeForStore } from './applied';
import { themeConfigurationOf } from './merge';
import {
  CONFIGURATOR_TEXT,
  configuratorPolicy,
  renderConfigurator,
  renderConfiguratorMessage,
} from './configurator-page';
import { logoUrlOf, type AppliedTheme } from './present';
import { findThemeView } from './repository';

/** The page's session cookie, scoped to the page's path. */
export const CONFIGURATOR_COOKIE = 'parley_theme_frame';

const ZOpenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sendHtml(reply: FastifyReply, status: number, html: string, framers: string[]) {
  // Helmet refuses every framer; this page is made to be framed, by the console only.
  reply.removeHeader('x-frame-options');
  return sendHtmlPage(reply, status, html, configuratorPolicy(framers));
}

/**
 * The theme the grant names, as saved now: the theme `id`, or without one the theme that applies
 * to the grant's retailer (all retailers: null) in en-GB. Null when the named theme has gone.
 */
async function grantedTheme(deps: Deps, grant: HandoffGrant): Promise<AppliedTheme | null> {
  if (grant.itemId) {
    const view = UUID.test(grant.itemId) ? await findThemeView(deps.db, grant.itemId) : null;
    if (!view) return null;
    return {
      themeId: view.theme.id,
      configuration: themeConfigurationOf(view.theme.configuration),
      logo: view.logo,
    };
  }
  const themes = await findStoreThemes(deps.db, grant.retailerId);
  return themeForStore(themes, grant.retailerId, DEFAULT_CHAT_LANGUAGE);
}

/**
 * The theme configurator outside the API, as the New dashboard: the handoff URL (spends its
 * token, sets the page's cookie and goes on to the page) and the page, which frames the widget's
 * preview and hands it the saved theme merged over the defaults.
 */
export async function themeConfiguratorPages(app: AppInstance, deps: Deps) {
  const secure = deps.config.publicUrl.startsWith('https:');
  const knownConsoles = [...consoleOrigins(deps.config)];
  const closed = (
    reply: FastifyReply,
    status: number,
    text: readonly [string, string],
    framers = knownConsoles,
  ) => sendHtml(reply, status, renderConfiguratorMessage(text), framers);

  await app.register(async (scoped) => {
    await scoped.register(cookie);
    const pages = scoped.withTypeProvider<ZodTypeProvider>();
    const config = { access: access.public };

    pages.get(
      `${THEME_CONFIGURATOR_PATH}/open/:token`,
      { config, attachValidation: true, schema: { hide: true, params: ZOpenParams } },
      async (request, reply) => {
        const opening = request.validationError
          ? ({ kind: 'unknown' } as const)
          : await openHandoff(deps, 'app-react', request.params.token);
        if (opening.kind === 'unknown') return closed(reply, 404, CONFIGURATOR_TEXT.closed.unknown);
        if (opening.kind !== 'opened') {
          return closed(reply, 410, CONFIGURATOR_TEXT.closed[opening.kind]);
        }
        void reply.setCookie(CONFIGURATOR_COOKIE, opening.sessionSecret, {
          path: THEME_CONFIGURATOR_PATH,
          httpOnly: true,
          secure,
          sameSite: 'strict',
          maxAge: opening.sessionSeconds,
        });
        // On to the page without the token, so it stays out of the frame's history.
        return reply.header('cache-control', 'no-store').redirect(THEME_CONFIGURATOR_PATH, 303);
      },
    );

    pages.get(
      THEME_CONFIGURATOR_PATH,
      { config, schema: { hide: true } },
      async (request, reply) => {
        const grant = await findHandoffGrant(
          deps,
          'app-react',
          request.cookies[CONFIGURATOR_COOKIE],
        );
        if (!grant) return closed(reply, 401, CONFIGURATOR_TEXT.closed.ended);
        const theme = await grantedTheme(deps, grant);
        const framers = [grant.consoleOrigin];
        if (!theme) return closed(reply, 404, CONFIGURATOR_TEXT.closed.gone, framers);
        const html = renderConfigurator(theme.configuration, logoUrlOf(deps.config, theme.logo));
        return sendHtml(reply, 200, html, framers);
      },
    );
  });
}

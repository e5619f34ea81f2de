import type { FastifyReply } from 'fastify';
import { DEFAULT_CHAT_LANGUAGE, THEME_CONFIGURATOR_PATH } from '@parley/contract';
import type { AppInstance } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { consoleOrigins, sendFramedPage, serveHandoffPage } from '../handoff';
import type { HandoffGrant, HandoffPage } from '../handoff';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sendHtml = (reply: FastifyReply, status: number, html: string, framers: string[]) =>
  sendFramedPage(reply, status, html, configuratorPolicy(framers));

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
  const knownConsoles = [...consoleOrigins(deps.config)];
  const closed = (
    reply: FastifyReply,
    status: number,
    text: readonly [string, string],
    framers = knownConsoles,
  ) => sendHtml(reply, status, renderConfiguratorMessage(text), framers);

  const page: HandoffPage = {
    destination: 'app-react',
    cookie: CONFIGURATOR_COOKIE,
    closed: (reply, status, why) => closed(reply, status, CONFIGURATOR_TEXT.closed[why]),
  };
  await serveHandoffPage(app, deps, page, (pages, grantOf) => {
    const config = { access: access.public };

    pages.get(
      THEME_CONFIGURATOR_PATH,
      { config, schema: { hide: true } },
      async (request, reply) => {
        const grant = await grantOf(request);
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
